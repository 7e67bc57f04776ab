import { absolute, paths } from '../../../config/paths';
import { useObservableState } from 'observable-hooks';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { ConnectionBanner } from '../../../ui/connection-banner';
import { BackButton } from '../../../ui/back-button';
import { Header } from '../../../ui/header';
import { useConnection } from '../zone/connection-context';
import { connectionTexts, playerTexts } from '../texts';
import { useSelected } from '../zone/use-selected';
import { useZone } from '../zone/zone-context';
import { PlayerMenu } from './player-menu';

/**
 * The player header (spec §2 Headers): back (to the player selector from the player page, otherwise
 * browser back), the playlist name on the player page (fallback label when missing) or the zone name
 * elsewhere, and the Menu; under it, the banner that says the hub is reconnecting (docs/design.md "Honest about the connection").
 */
export function PlayerHeader({ page }: { page: 'player' | 'sub' }) {
  const zone = useZone();
  const selected = useSelected();
  const intl = useIntl();
  const [, navigate] = useLocation();
  const status = useObservableState(zone.status$);
  const { reconnecting } = useConnection();
  const back = () => {
    if (page === 'player') navigate(absolute(paths.selector));
    else if (globalThis.history.length > 1) globalThis.history.back();
    else navigate(absolute(paths.player));
  };
  const title =
    page === 'player'
      ? status?.Playlist || intl.formatMessage(playerTexts.playlistFallback)
      : status?.Name || selected.zone.name;
  return (
    <>
      <Header
        start={
          <BackButton label={intl.formatMessage(playerTexts.back)} onClick={back} testId="back-button" />
        }
        title={<span data-testid="header-title">{title}</span>}
        end={<PlayerMenu />}
      />
      <ConnectionBanner show={reconnecting} message={intl.formatMessage(connectionTexts.reconnecting)} />
    </>
  );
}
