import { useState } from 'react';
import styled from 'styled-components';
import { useObservable, useObservableState } from 'observable-hooks';
import { defer, fromEvent, switchMap } from 'rxjs';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { PlayerListItem } from '../../../lib/api/schemas';
import { absolute, paths } from '../../../config/paths';
import { defaultPageSize } from '../../../lib/list/paging';
import { CardSkeletons } from '../../../ui/card-skeletons';
import { ConnectionBanner } from '../../../ui/connection-banner';
import { Page } from '../../../ui/page';
import { ScreenTitle } from '../../../ui/screen-title';
import { EmptyState } from '../../../ui/empty-state';
import { FilteredList } from '../../../ui/filtered-list';
import { LabelledHeaderButton } from '../../../ui/header';
import { Icon } from '../../../ui/icon';
import { iconSpeakerGroup } from '../../../ui/icons/paths';
import { useServices, useSignedInServices } from '../../../hooks/services-context';
import { useSignOut } from '../../../hooks/use-sign-out';
import { useWindowWidth } from '../../../hooks/use-window-width';
import { selectorTexts } from './texts';
import { playerFilterThreshold, players$, type PlayersState } from './players.streams';
import { groupsBySite, playerFields } from './sites';
import { ImpersonationControl } from '../../impersonation/impersonation-control';
import { PlayerCard } from './player-card';
import { PlayersError } from './players-error';
import { SelectorHeader } from './selector-header';
import { SiteList } from './site-list';

const keyOf = (p: PlayerListItem) => `${p.LicenceKey}-${p.MacAddress}`;

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
 * 11+ wide), cards, paginator; from SITE_GROUPS_MIN_PLAYERS players, the players grouped by site
 * instead ({@link SiteList}); the overview's entry, labelled on every layout; card-shaped skeletons for 1.5 s on entry, the zero-players message with a
 * contact link (no count; Log out stays in the header), a failure panel that
 * says why and offers Try again (or Sign in again when the session has ended), and impersonation when
 * allowed. Without a network it shows the list as it last loaded under the connection banner, and loads
 * it again once the browser is back online (docs/architecture.md §11).
 */
export default function PlayerListScreen() {
  const { api, selection, config, scheduler } = useServices();
  const { zones, lastPlayers } = useSignedInServices();
  const signOut = useSignOut();
  const intl = useIntl();
  const [, navigate] = useLocation();
  const width = useWindowWidth();
  const [reload, setReload] = useState(0);
  // Entering the selector leaves the zone (spec §4 "Entering the selector"): the screen's stream does
  // it as the screen subscribes. switchMap: a reload (retry, impersonation) replaces the previous load.
  const state$ = useObservable(
    (inputs$) =>
      defer(() => {
        zones.leave();
        return inputs$;
      }).pipe(
        // Only the screen's opening load starts on the list last loaded (another account's after impersonation).
        switchMap(([n]) =>
          players$(api, scheduler, { lastKnown: lastPlayers, online$: fromEvent(window, 'online') }, n === 0),
        ),
      ),
    [reload],
  );
  const state = useObservableState<PlayersState>(state$, { kind: 'loading' });

  const listed = state.kind === 'loaded' || state.kind === 'last-known' || state.kind === 'refreshing';
  // The list as it last loaded, at once on a repeat visit: its cards open once the fresh list is in.
  const refreshing = state.kind === 'refreshing';
  const players = listed ? state.players : [];
  const t = intl.formatMessage;
  const countLine = (shown: number) => (
    <p style={{ margin: 0 }} data-testid="player-count" data-count={shown}>
      {shown !== players.length
        ? t(selectorTexts.countFiltered, { shown, count: players.length })
        : t(selectorTexts.count, { count: players.length })}
    </p>
  );

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
            <LabelledHeaderButton
              type="button"
              $variant="ghost"
              onClick={() => navigate(absolute(paths.overview))}
              data-testid="open-overview"
            >
              <Icon path={iconSpeakerGroup} />
              {t(selectorTexts.overview)}
            </LabelledHeaderButton>
          )
        }
        actions={
          <ImpersonationControl onImpersonated={() => setReload((n) => n + 1)} onUnimpersonate={logout} />
        }
      />
      <ConnectionBanner show={state.kind === 'last-known'} message={t(selectorTexts.lastKnown)} />
      <Page aria-busy={state.kind === 'loading' || refreshing}>
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
        {listed && (
          // Whether the list is the one last loaded (no network, or until this load is in) or this load's.
          <div
            data-testid="players-shown"
            data-last-known={state.kind === 'last-known' || refreshing}
            style={{ display: 'contents' }}
          >
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
            {players.length > 0 &&
              (groupsBySite(players.length) ? (
                <SiteList
                  players={players}
                  onOpen={open}
                  summary={countLine}
                  chosen={selection.current()?.player.licenceKey}
                  disabled={refreshing}
                />
              ) : (
                <FilteredList
                  items={players}
                  fields={playerFields}
                  threshold={playerFilterThreshold(width)}
                  filterLabel={t(selectorTexts.filter)}
                  emptyText={t(selectorTexts.noResults)}
                  keyOf={keyOf}
                  renderItem={(player) => <PlayerCard player={player} onOpen={open} disabled={refreshing} />}
                  summary={countLine}
                  testId="player-list"
                />
              ))}
          </div>
        )}
      </Page>
    </>
  );
}
