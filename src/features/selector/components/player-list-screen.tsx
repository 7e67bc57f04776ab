import { useEffect, useState } from 'react';
import { useObservable, useObservableState } from 'observable-hooks';
import { switchMap } from 'rxjs';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { PlayerListItem } from '../../../lib/api/schemas';
import { absolute, paths } from '../../../config/paths';
import { Button, Field, Grid, Page, Skeleton } from '../../../ui/controls';
import { Paginator } from '../../../ui/paginator';
import { useServices } from '../../../hooks/services-context';
import { usePagedList } from '../../../hooks/use-paged-list';
import { useWindowWidth } from '../../../hooks/use-window-width';
import { selectorTexts } from '../texts';
import { players$, showPlayerFilter, type PlayersState } from '../streams/players.streams';
import { ImpersonationControl } from './impersonation-control';
import { PlayerCard } from './player-card';
import { SelectorHeader } from './selector-header';

const fields = (p: PlayerListItem) => [p.PlayerName, p.PropertyName];

/**
 * The player selector (spec §2 Player selector; §4 "Entering the selector", "Choosing an online
 * player", Impersonation): count, filter (10+ narrow, 11+ wide), cards, paginator, a 1.5 s skeleton on
 * entry, the zero-players message with a contact link and logout, and impersonation when allowed.
 */
export default function PlayerListScreen() {
  const { api, hub, local, session, selection, notifier, config, scheduler } = useServices();
  const intl = useIntl();
  const [, navigate] = useLocation();
  const width = useWindowWidth();
  const [reload, setReload] = useState(0);
  // switchMap: a reload (retry, impersonation) replaces the previous load.
  const state$ = useObservable(
    (inputs$) => inputs$.pipe(switchMap(() => players$(api, scheduler))),
    [reload],
  );
  const state = useObservableState<PlayersState>(state$, { kind: 'loading' });

  useEffect(() => {
    hub.stop();
    local.remove('channelIndex');
    local.remove('nowPlaying');
  }, [hub, local]);

  useEffect(() => {
    if (state.kind === 'failed') notifier.notify('error', selectorTexts.error);
  }, [state, notifier]);

  const players = state.kind === 'loaded' ? state.players : [];
  const list = usePagedList(players, fields);
  const t = intl.formatMessage;

  const open = (player: PlayerListItem) => {
    selection.choosePlayer({
      name: player.PlayerName,
      licenceKey: player.LicenceKey,
      macAddress: player.MacAddress,
      zoneCount: player.NoOfChannels,
    });
    navigate(absolute(player.NoOfChannels > 1 ? paths.channels : paths.player));
  };
  const logout = () => {
    session.clear();
    hub.stop();
    navigate(absolute(paths.login));
  };

  return (
    <>
      <SelectorHeader
        onLogout={logout}
        actions={
          <ImpersonationControl onImpersonated={() => setReload((n) => n + 1)} onUnimpersonate={logout} />
        }
      />
      <Page aria-busy={state.kind === 'loading'}>
        <h1 style={{ margin: 0 }}>{t(selectorTexts.title)}</h1>
        {state.kind === 'loading' && (
          <Skeleton
            $h="88px"
            role="status"
            aria-label={t(selectorTexts.loading)}
            data-testid="players-loading"
          />
        )}
        {state.kind === 'failed' && (
          <Button type="button" onClick={() => setReload((n) => n + 1)}>
            {t(selectorTexts.retry)}
          </Button>
        )}
        {state.kind === 'loaded' && (
          <>
            <p style={{ margin: 0 }} data-testid="player-count">
              {t(selectorTexts.count, { count: players.length })}
            </p>
            {players.length === 0 && (
              <div data-testid="no-players">
                <p>{t(selectorTexts.empty)}</p>
                <a href={`mailto:${config.contactEmail}`}>{t(selectorTexts.contactUs)}</a>{' '}
                <Button type="button" $variant="secondary" onClick={logout}>
                  {t(selectorTexts.logout)}
                </Button>
              </div>
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
            {players.length > 0 && list.total === 0 && <p role="status">{t(selectorTexts.noResults)}</p>}
            <Grid>
              {list.page.map((player) => (
                <li key={`${player.LicenceKey}-${player.MacAddress}`}>
                  <PlayerCard player={player} onOpen={open} />
                </li>
              ))}
            </Grid>
            {list.total > list.pageSize && (
              <Paginator {...list} onPage={list.setPageIndex} onPageSize={list.setPageSize} />
            )}
          </>
        )}
      </Page>
    </>
  );
}
