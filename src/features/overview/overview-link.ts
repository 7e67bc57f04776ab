import { useMemo } from 'react';
import { useObservable, useObservableState } from 'observable-hooks';
import type { SchedulerLike } from 'rxjs';
import { useIntl } from 'react-intl';
import type { HubClient } from '../../lib/hub/types';
import { linkDown$ } from '../../lib/zone/link.streams';
import { useOnline } from '../../hooks/use-online';
import { staleness$, TRUSTED, type Staleness } from './sites/overview-view';
import { overviewTexts as texts } from './texts';

/** What the screen says of its connection (docs/design.md "Honest about the connection"). */
export interface OverviewLink {
  /** The banner shows and the actions wait: the link is lost, the device offline, or the zones last known. */
  readonly linkLost: boolean;
  /** The banner's words. */
  readonly banner: string;
  /** How far the cards' statuses can be trusted: lost from the moment the device is offline. */
  readonly staleness: Staleness;
}

/**
 * The overview's connection: the hub's link, said down the moment it is lost (`linkDown$`: a socket
 * closed, a missed pong) while the cards' statuses count as out of date by the player screens' rule
 * (`staleness$`), the device's own `offline` (shown at once) and `lastKnown` (opened without a network:
 * the last known zones, under the banner, the actions off as for a lost link).
 */
export function useOverviewLink(
  hub: Pick<HubClient, 'state$'>,
  scheduler: SchedulerLike,
  lastKnown: boolean,
): OverviewLink {
  const intl = useIntl();
  const staleness = useObservableState(
    useObservable(() => staleness$(hub, scheduler)),
    TRUSTED,
  );
  const down = useObservableState(
    useObservable(() => linkDown$(hub.state$, scheduler)),
    false,
  );
  const deviceOffline = !useOnline();
  const shown = useMemo(
    () => (deviceOffline && !staleness.lost ? { ...staleness, lost: true } : staleness),
    [deviceOffline, staleness],
  );
  return {
    linkLost: down || staleness.lost || lastKnown || deviceOffline,
    banner: intl.formatMessage(deviceOffline ? texts.deviceOffline : texts.reconnecting),
    staleness: shown,
  };
}
