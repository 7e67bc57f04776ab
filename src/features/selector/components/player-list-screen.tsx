import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useObservable, useObservableState } from 'observable-hooks';
import { fromEvent, switchMap } from 'rxjs';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { PlayerListItem } from '../../../lib/api/schemas';
import { absolute, paths } from '../../../config/paths';
import { defaultPageSize } from '../../../lib/list/paging';
import { CardSkeletons } from '../../../ui/card-skeletons';
import { ConnectionBanner } from '../../../ui/connection-banner';
import { Field } from '../../../ui/field';
import { Grid } from '../../../ui/grid';
import { Page } from '../../../ui/page';
import { ScreenTitle } from '../../../ui/screen-title';
import { EmptyState } from '../../../ui/empty-state';
import { HeaderButton, HeaderLabel } from '../../../ui/header';
import { Icon } from '../../../ui/icon';
import { iconSearchOff, iconSpeakerGroup } from '../../../ui/icons/paths';
import { Paginator } from '../../../ui/paginator';
import { useServices } from '../../../hooks/services-context';
import { useSignOut } from '../../../hooks/use-sign-out';
import { usePagedList } from '../../../hooks/use-paged-list';
import { useWindowWidth } from '../../../hooks/use-window-width';
import { selectorTexts } from '../texts';
import { players$, showPlayerFilter, type PlayersState } from '../streams/players.streams';
import { ImpersonationControl } from './impersonation-control';
import { PlayerCard } from './player-card';
import { PlayersError } from './players-error';
import { SelectorHeader } from './selector-header';

const fields = (p: PlayerListItem) => [p.PlayerName, p.PropertyName];

/** The contact link of the empty account, shaped like the button beside it. */
const ContactLink = styled.a`
  min-height: ${({ theme }) => theme.target};
  display: inline-flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: 600;
  text-decoration: none;
`;

/**
 * The player selector (spec §2 Player selector; §4 "Entering the selector", "Choosing an online
 * player", Impersonation): the count (of the search's matches while searching), filter (10+ narrow,
 * 11+ wide), cards, paginator, card-shaped skeletons for 1.5 s on entry, the zero-players message with a
 * contact link (no count; Log out stays in the header), a failure panel that
 * says why and offers Try again (or Sign in again when the session has ended), and impersonation when
 * allowed. Without a network it shows the list as it last loaded under the connection banner, and loads
 * it again once the browser is back online (docs/architecture.md §11).
 */
export default function PlayerListScreen() {
  const { api, zones, selection, config, scheduler, lastPlayers } = useServices();
  const signOut = useSignOut();
  const intl = useIntl();
  const [, navigate] = useLocation();
  const width = useWindowWidth();
  const [reload, setReload] = useState(0);
  // switchMap: a reload (retry, impersonation) replaces the previous load.
  const state$ = useObservable(
    (inputs$) =>
      inputs$.pipe(
        switchMap(() =>
          players$(api, scheduler, { lastKnown: lastPlayers, online$: fromEvent(window, 'online') }),
        ),
      ),
    [reload],
  );
  const state = useObservableState<PlayersState>(state$, { kind: 'loading' });

  // Entering the selector leaves the zone (spec §4 "Entering the selector").
  useEffect(() => zones.leave(), [zones]);

  const shown = state.kind === 'loaded' || state.kind === 'last-known';
  const players = shown ? state.players : [];
  const list = usePagedList(players, fields);
  const t = intl.formatMessage;

  const open = (player: PlayerListItem) => {
    selection.choosePlayer({
      name: player.PlayerName,
      licenceKey: player.LicenceKey,
      macAddress: player.MacAddress,
      zoneCount: player.NoOfChannels,
    });
    navigate(absolute(player.NoOfChannels > 1 ? paths.zones : paths.player));
  };
  const logout = () => signOut('user');

  return (
    <>
      <SelectorHeader
        onLogout={logout}
        lead={
          players.length >= 2 && (
            <HeaderButton
              type="button"
              $variant="ghost"
              onClick={() => navigate(absolute(paths.overview))}
              data-testid="open-overview"
            >
              <Icon path={iconSpeakerGroup} />
              <HeaderLabel>{t(selectorTexts.overview)}</HeaderLabel>
            </HeaderButton>
          )
        }
        actions={
          <ImpersonationControl onImpersonated={() => setReload((n) => n + 1)} onUnimpersonate={logout} />
        }
      />
      <ConnectionBanner show={state.kind === 'last-known'} message={t(selectorTexts.lastKnown)} />
      <Page aria-busy={state.kind === 'loading'}>
        <ScreenTitle>{t(selectorTexts.title)}</ScreenTitle>
        {state.kind === 'loading' && (
          <CardSkeletons
            count={defaultPageSize(width)}
            label={t(selectorTexts.loading)}
            testId="players-loading"
          />
        )}
        {state.kind === 'failed' && (
          <PlayersError error={state.error} onRetry={() => setReload((n) => n + 1)} onSignIn={signOut} />
        )}
        {shown && (
          <>
            {players.length > 0 && (
              <p style={{ margin: 0 }} data-testid="player-count" data-count={list.total}>
                {list.query.trim() && list.total !== players.length
                  ? t(selectorTexts.countFiltered, { shown: list.total, count: players.length })
                  : t(selectorTexts.count, { count: players.length })}
              </p>
            )}
            {players.length === 0 && (
              <EmptyState
                icon={iconSpeakerGroup}
                testId="no-players"
                actions={
                  <ContactLink href={`mailto:${config.contactEmail}`}>
                    {t(selectorTexts.contactUs)}
                  </ContactLink>
                }
              >
                {t(selectorTexts.empty)}
              </EmptyState>
            )}
            {showPlayerFilter(players.length, width) && (
              <Field>
                <label htmlFor="player-filter">{t(selectorTexts.filter)}</label>
                <input
                  id="player-filter"
                  type="search"
                  value={list.query}
                  onChange={(e) => list.setQuery(e.target.value)}
                />
              </Field>
            )}
            {players.length > 0 && list.total === 0 && (
              <EmptyState icon={iconSearchOff} role="status" testId="empty-text">
                {t(selectorTexts.noResults)}
              </EmptyState>
            )}
            <Grid data-testid="player-list" data-last-known={state.kind === 'last-known'}>
              {list.page.map((player) => (
                <li key={`${player.LicenceKey}-${player.MacAddress}`}>
                  <PlayerCard player={player} onOpen={open} />
                </li>
              ))}
            </Grid>
            <Paginator {...list} onPage={list.setPageIndex} onPageSize={list.setPageSize} />
          </>
        )}
      </Page>
    </>
  );
}
