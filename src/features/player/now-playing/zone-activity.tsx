import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useObservable, useObservableState, useSubscription } from 'observable-hooks';
import styled from 'styled-components';
import { agoNow$ } from '../../../lib/activity-log/ago.streams';
import { NO_LOG_VIEW } from '../../../lib/activity-log/activity-log.types';
import { isCommandKind } from '../../../lib/activity-log/entries';
import { timelineOf } from '../../../lib/activity-log/timeline';
import { playerKey } from '../../../lib/player/groups';
import { useServices, useSignedInServices } from '../../../hooks/services-context';
import { activityTexts } from '../../../ui/activity/texts';
import { entryText } from '../../../ui/activity/entry-text';
import { ZoneDay } from '../../../ui/activity/zone-day';
import { useSelected } from '../zone/use-selected';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.muted};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text};
  }
  summary {
    cursor: pointer;
  }
`;

/**
 * What another sign-in last changed at this zone, live ("Volume set to 33 on another device · 2 min.
 * ago"), and the zone's last 24 hours as this browser saw it (docs/design.md "Activity log"). Records other
 * sign-ins' commands while shown. Loaded with the log's code (./deferred-zone-activity.tsx).
 */
export function ZoneActivity() {
  const intl = useIntl();
  const { scheduler } = useServices();
  const { activityLog } = useSignedInServices();
  const selected = useSelected();
  const group = `${playerKey(selected.player.licenceKey, selected.player.macAddress)}-${selected.zone.index}`;
  useEffect(() => {
    activityLog.name(group, { zone: selected.zone.name, site: '', player: selected.player.name });
  }, [activityLog, group, selected.zone.name, selected.player.name]);
  useSubscription(activityLog.recordCommands$);
  // Undefined until the log has loaded (data-ready: the screen records other sign-ins' commands from then on;
  // data-pending: how many recorded changes still wait to be written to the browser's database).
  const loaded = useObservableState(activityLog.view$);
  const view = loaded ?? NO_LOG_VIEW;
  const now = useObservableState(
    useObservable(() => agoNow$(scheduler)),
    scheduler.now(),
  );
  const latest = view.entries.find((entry) => entry.group === group && isCommandKind(entry.kind));
  const bands = useMemo(
    () => timelineOf(group, view.entries, view.periods, now, view.marks.get(group)),
    [group, view, now],
  );
  return (
    <Box data-testid="zone-activity-box" data-ready={loaded !== undefined} data-pending={view.pending}>
      {latest && (
        <p
          role="status"
          data-testid="zone-activity"
          data-group={group}
          data-kind={latest.kind}
          data-actor={latest.actor}
          data-to={latest.to}
        >
          {entryText(intl, latest, Math.max(now, latest.at))}
        </p>
      )}
      <details data-testid="zone-day-details">
        <summary>{intl.formatMessage(activityTexts.dayTitle)}</summary>
        <ZoneDay bands={bands} />
        <span data-testid="zone-day-since">
          {view.since === undefined
            ? intl.formatMessage(activityTexts.seenNever)
            : intl.formatMessage(activityTexts.seenSince, { when: view.since })}
        </span>
      </details>
    </Box>
  );
}
