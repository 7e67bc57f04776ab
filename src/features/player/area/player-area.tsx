import { useState, type ComponentType } from 'react';
import {
  useObservable,
  useObservableEagerState,
  useObservableState,
  useSubscription,
} from 'observable-hooks';
import { useIntl } from 'react-intl';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { absolute, paths, within, type PlayerSubPath } from '../../../config/paths';
import type { HubState } from '../../../lib/hub/types';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useServices, useSignedInServices } from '../../../hooks/services-context';
import { ConnectionContext } from '../zone/connection-context';
import { errorDialogTexts, playerTexts } from '../texts';
import { CONNECTION_OK, connectionView$, wakeEvents$ } from '../zone/connection.streams';
import { type ZoneControl, type ZoneEvent } from '../../../lib/zone/zone.streams';
import { ZoneContext } from '../zone/zone-context';
import { NowPlayingAnnouncer } from '../now-playing/now-playing-announcer';
import { CurrentPlaylistScreen } from '../library/current-playlist-screen';
import { HelpScreen } from './help-screen';
import { AdvertsScreen } from '../library/adverts-screen';
import { NowPlayingScreen } from '../now-playing/now-playing-screen';
import { PlaylistsScreen } from '../library/playlists-screen';
import { SettingsScreen } from '../zone-settings/settings-screen';
import { StatusScreen } from '../zone-settings/status-screen';
import { SubScreen } from './sub-screen';

/**
 * The sub-screens of spec §2 under /player, each framed by the header and the overlay bar: one for every
 * player sub-route of `paths` (the type checker wants each).
 */
const SUB_SCREENS = {
  [paths.playlists]: PlaylistsScreen,
  [paths.currentPlaylist]: CurrentPlaylistScreen,
  [paths.adverts]: AdvertsScreen,
  [paths.settings]: SettingsScreen,
  [paths.status]: StatusScreen,
  [paths.help]: HelpScreen,
} as const satisfies Record<PlayerSubPath, ComponentType>;

/**
 * The player area (/player/*, spec §2): one zone control for every player screen (now playing,
 * playlists, current playlist, adverts, settings, status, help); command failures become toasts, and a
 * command timeout opens the error dialog, then returns to /player-selector (spec §4, §8); a dialog
 * opened because the hub connection was down closes by itself, on the player, once it is back. It also
 * watches the link (docs/design.md "Honest about the connection": the banner, stale data, status on recovery
 * and on wake) and announces each new now-playing title politely. The zone control comes from the
 * tab's selection (`zoneControl$`), not from the component.
 */
export default function PlayerArea() {
  const { zones } = useSignedInServices();
  const zone = useObservableEagerState(zones.control$);
  // Keyed by the zone's group: another player or zone is a fresh area, with nothing of the previous one.
  return zone ? (
    <ZoneArea key={zone.group} zone={zone} />
  ) : (
    <Redirect to={absolute(paths.selector)} replace />
  );
}

/** Why the command-timeout dialog opened: the hub link was down, or the player stayed silent (spec §4 Command timeout). */
type TimeoutCause = 'hub-down' | 'silent-player';

function ZoneArea({ zone }: { zone: ZoneControl }) {
  const services = useServices();
  const { notifier } = services;
  const intl = useIntl();
  const [, navigate] = useLocation();
  const [timedOut, setTimedOut] = useState<TimeoutCause | null>(null);
  const hubState = useObservableState<HubState>(services.hub.state$, { kind: 'stopped' });

  const connection$ = useObservable(() =>
    connectionView$({
      state$: services.hub.state$,
      timedStatus$: zone.timedStatus$,
      wake$: wakeEvents$(document, window),
      requestStatus: zone.requestStatus,
      scheduler: services.scheduler,
    }),
  );
  const connection = useObservableState(connection$, CONNECTION_OK);

  useSubscription(zone.run$, (event: ZoneEvent) => {
    switch (event.kind) {
      case 'timeout':
        // The hub's state at the moment of the timeout tells a lost link from a silent player.
        setTimedOut(hubState.kind === 'connected' ? 'silent-player' : 'hub-down');
        break;
      case 'not-allowed':
        notifier.notify(
          'error',
          event.textId === 'player.RemotePauseNotAllowedMessage'
            ? playerTexts.remotePauseNotAllowed
            : playerTexts.remotePlayNotAllowed,
        );
        break;
      case 'refused':
        notifier.notify('error', playerTexts.commandRefused, { reason: event.reason });
        break;
      case 'failed':
        services.logger.warn('Command failed', event.command, event.error);
        notifier.notify('error', playerTexts.commandFailed);
        break;
    }
  });

  // The hub connection is back: the dialog about its outage has nothing left to say and closes by itself,
  // leaving the user on the player. The timed-out command is not sent again (spec §4 Command timeout).
  if (timedOut === 'hub-down' && hubState.kind === 'connected') setTimedOut(null);

  const closeDialog = () => {
    setTimedOut(null);
    navigate(absolute(paths.selector));
  };

  return (
    <ZoneContext.Provider value={zone}>
      <ConnectionContext.Provider value={connection}>
        <Switch>
          <Route path={within(paths.player, paths.player)} component={NowPlayingScreen} />
          {(Object.entries(SUB_SCREENS) as [PlayerSubPath, ComponentType][]).map(([path, Screen]) => (
            <Route key={path} path={within(paths.player, path)}>
              <SubScreen volume={path !== paths.settings}>
                <Screen />
              </SubScreen>
            </Route>
          ))}
          <Route>
            <Redirect to="/" replace />
          </Route>
        </Switch>
      </ConnectionContext.Provider>
      <NowPlayingAnnouncer />
      <Dialog
        open={timedOut !== null}
        onClose={closeDialog}
        labelledBy="error-dialog-title"
        describedBy="error-dialog-text"
      >
        <h2 id="error-dialog-title" style={{ marginTop: 0 }}>
          {intl.formatMessage(
            timedOut === 'hub-down' ? errorDialogTexts.hubDownHeading : errorDialogTexts.heading,
          )}
        </h2>
        <p id="error-dialog-text" data-cause={timedOut ?? undefined}>
          {intl.formatMessage(
            timedOut === 'hub-down' ? errorDialogTexts.hubDownSubHeading : errorDialogTexts.subHeading,
          )}
        </p>
        <Button type="button" onClick={closeDialog} autoFocus>
          {intl.formatMessage(errorDialogTexts.close)}
        </Button>
      </Dialog>
    </ZoneContext.Provider>
  );
}
