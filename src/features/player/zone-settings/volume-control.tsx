import {
  useObservable,
  useObservableCallback,
  useObservableEagerState,
  useObservableState,
  useSubscription,
} from 'observable-hooks';
import { useIntl } from 'react-intl';
import { of, share, type Observable } from 'rxjs';
import { RangeField } from '../../../ui/range-field';
import { useServices } from '../../../hooks/services-context';
import { settingsTexts } from './texts';
import { setVolume } from './settings.streams';
import { volumeControl$, type VolumeView } from './volume.streams';
import { useZone } from '../zone/zone-context';

/** Props of {@link VolumeControl}. */
export interface VolumeControlProps {
  /** The zone allows remote volume (RemoteVolumeAllowed); without it the permissions notice shows. */
  readonly allowed: boolean;
  /**
   * The zone's volume as loaded or reported, in percent (0–100): its current value at once on
   * subscription (a replaying stream), then every change. The slider follows it unless the user is
   * dragging or a sent value awaits the player's reply. A stream rather than a number, so a reported
   * change reaches the slider in the same emission (and React commit) as whatever else it changes.
   * Read only when `allowed`.
   */
  readonly volume$: Observable<number>;
  /** Test id of the slider (its −, + and value take it as a prefix). */
  readonly testId: string;
  /** Test id of the permissions notice. */
  readonly noticeTestId: string;
  /** Shows the label ("Volume") above the slider instead of keeping it for assistive technology only. */
  readonly showLabel?: boolean;
  /** Told the slider's state on every change (e.g. to keep the confirmed volume as the zone's). */
  onView?(view: VolumeView): void;
}

/**
 * The zone's volume slider (spec §2 Settings and Player screen): 0–100 percent, step 1 (− and + by 5),
 * that sends 107 once the value settles (release, or a pause in key presses) with the
 * settings.VolumeSuccessMessage toast, never jumps back while dragged, is busy until the player replies
 * and settles on the confirmed value (volumeControl$). When the zone does not allow remote volume, the
 * read-only permissions notice instead. One component for the settings card, the now-playing screen and
 * the mini-player, so all three behave and speak alike.
 */
export function VolumeControl({ allowed, noticeTestId, ...slider }: VolumeControlProps) {
  const intl = useIntl();
  if (!allowed)
    return (
      <p role="note" data-testid={noticeTestId} style={{ margin: 0 }}>
        {intl.formatMessage(settingsTexts.noPermission)}
      </p>
    );
  return <VolumeSlider {...slider} />;
}

/** The slider of {@link VolumeControl}, for a zone that allows remote volume. */
function VolumeSlider({
  volume$,
  testId,
  showLabel,
  onView,
}: Omit<VolumeControlProps, 'allowed' | 'noticeTestId'>) {
  const zone = useZone();
  const { notifier } = useServices();
  const intl = useIntl();
  const [drag, drag$] = useObservableCallback<number>();
  const [commit, commit$] = useObservableCallback<number>();
  // The volume at the first render; later reports reach the view through `volume$` itself.
  const volume = useObservableEagerState(volume$);
  // Shared: the slider and `onView` read one control, so each settled value is sent once.
  const view$ = useObservable(() =>
    volumeControl$(
      { reported$: volume$, drag$, commit$, send: (value) => setVolume(zone, notifier)(of(value)) },
      volume,
    ).pipe(share()),
  );
  const view = useObservableState(view$, { shown: volume, confirmed: volume, dragging: false, busy: false });
  useSubscription(view$, onView);
  return (
    <RangeField
      label={intl.formatMessage(settingsTexts.volume)}
      min={0}
      max={100}
      value={view.shown}
      valueText={(v) => intl.formatMessage(settingsTexts.volumeValue, { value: v })}
      display={(v) => intl.formatNumber(v / 100, { style: 'percent' })}
      buttonStep={5}
      onDrag={drag}
      onCommit={commit}
      busy={view.busy}
      testId={testId}
      hideLabel={!showLabel}
    />
  );
}
