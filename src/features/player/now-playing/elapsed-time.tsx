import { useObservable, useObservableState } from 'observable-hooks';
import { useIntl } from 'react-intl';
import { map } from 'rxjs';
import styled from 'styled-components';
import { formatClock } from '../../../lib/format/duration';
import { useServices } from '../../../hooks/services-context';
import { elapsed$, snapshotAt, type Elapsed } from './elapsed.streams';
import { useZone } from '../zone/zone-context';
import { playerTexts } from '../texts';

const Wrap = styled.div`
  width: 100%;
  display: grid;
  gap: 4px;
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.muted};
`;

const Bar = styled.progress`
  width: 100%;
  height: 8px;
  appearance: none;
  border: none;
  border-radius: 999px;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceAlt};
  &::-webkit-progress-bar {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &::-webkit-progress-value {
    background: ${({ theme }) => theme.color.primary};
  }
  &::-moz-progress-bar {
    background: ${({ theme }) => theme.color.primary};
  }
`;

/**
 * Elapsed time, duration and progress bar (spec §2 Player screen, §4 Play state): the position the
 * player reported, aged by the time since its status arrived. Its own subscription, so only this
 * subtree re-renders on each ELAPSED_TICK_MS display tick. Hidden from assistive technology until the
 * first status gives it a time.
 */
export function ElapsedTime() {
  const zone = useZone();
  const { scheduler } = useServices();
  const time$ = useObservable(() =>
    elapsed$(
      zone.timedStatus$.pipe(map(({ status, receivedAt }) => snapshotAt(status, receivedAt))),
      scheduler,
    ),
  );
  return <ElapsedBar time={useObservableState(time$)} />;
}

/**
 * The progress bar with the elapsed time and the duration of `time`; without one (no status has given a
 * time yet), 0:00 placeholders for the eye only, hidden from assistive technology. Also the skeleton's
 * (./now-playing-skeleton.tsx), so both keep one layout.
 */
export function ElapsedBar({ time: known }: { time?: Elapsed | undefined }) {
  const intl = useIntl();
  const time = known ?? { elapsedSeconds: 0, durationSeconds: 0 };
  const elapsed = formatClock(time.elapsedSeconds);
  const duration = formatClock(time.durationSeconds);
  return (
    // Before the first status there is no time to tell: the 0:00 placeholders are for the eye only.
    <Wrap aria-hidden={known ? undefined : true}>
      <Bar
        max={Math.max(1, time.durationSeconds)}
        value={time.elapsedSeconds}
        aria-label={intl.formatMessage(playerTexts.progress)}
        aria-valuetext={intl.formatMessage(playerTexts.elapsedOf, { elapsed, duration })}
      />
      <Row>
        <span data-testid="elapsed">{elapsed}</span>
        <span data-testid="duration">{duration}</span>
      </Row>
    </Wrap>
  );
}
