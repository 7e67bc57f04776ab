import { useObservableState } from 'observable-hooks';
import { useIntl } from 'react-intl';
import { playerTexts } from '../texts';
import { useZone } from '../zone/zone-context';

/**
 * A polite live region, on every player screen, that announces the title of a new now-playing item
 * (WCAG 4.1.3 status messages). It is on the page before any title arrives, so the first one is announced too.
 */
export function NowPlayingAnnouncer() {
  const zone = useZone();
  const intl = useIntl();
  const status = useObservableState(zone.status$);
  const title = status?.NowPlaying?.Title;
  return (
    <div
      className="visually-hidden"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="now-playing-announcer"
    >
      {title ? intl.formatMessage(playerTexts.nowPlaying, { title }) : ''}
    </div>
  );
}
