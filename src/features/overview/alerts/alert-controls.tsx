import { useIntl } from 'react-intl';
import { ALERT_MUTE_LONG_MS, ALERT_MUTE_SHORT_MS } from '../../../config/timing';
import { Button } from '../../../ui/button';
import { Row } from '../activity/activity.styles';
import { ALERT_DELAYS, type AlertPrefs } from './alert-prefs';
import { alertTexts as texts } from './texts';

const HOUR_MS = 3_600_000;

/** What the controls of alerts that are on need. */
export interface AlertControlsProps {
  readonly prefs: AlertPrefs;
  /** True while muted (then Unmute is offered instead of the mutes). */
  readonly muted: boolean;
  /** The time now (ms since the epoch, scheduler time). */
  readonly now: () => number;
  /** The user's new choice. */
  readonly onChange: (prefs: AlertPrefs) => void;
}

/**
 * The controls of alerts that are on (docs/design.md "Activity log"): the delay (ALERT_DELAYS), "mute for 8 h /
 * 24 h" (ALERT_MUTE_SHORT_MS, ALERT_MUTE_LONG_MS) or Unmute, and "Turn off alerts".
 */
export function AlertControls({ prefs, muted, now, onChange }: AlertControlsProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <Row>
      <label>
        {t(texts.delay)}
        <select
          data-testid="alerts-delay"
          value={prefs.delayMs}
          onChange={(e) => onChange({ ...prefs, delayMs: Number(e.target.value) })}
        >
          {ALERT_DELAYS.map((delay) => (
            <option key={delay} value={delay}>
              {delay < HOUR_MS
                ? t(texts.minutes, { minutes: delay / 60_000 })
                : t(texts.hours, { hours: delay / HOUR_MS })}
            </option>
          ))}
        </select>
      </label>
      {muted ? (
        <Button
          type="button"
          $variant="secondary"
          data-testid="alerts-unmute"
          onClick={() => onChange({ ...prefs, mutedUntil: 0 })}
        >
          {t(texts.unmute)}
        </Button>
      ) : (
        [ALERT_MUTE_SHORT_MS, ALERT_MUTE_LONG_MS].map((mute) => (
          <Button
            key={mute}
            type="button"
            $variant="secondary"
            data-testid="alerts-mute"
            data-hours={mute / HOUR_MS}
            onClick={() => onChange({ ...prefs, mutedUntil: now() + mute })}
          >
            {t(texts.muteFor, { hours: mute / HOUR_MS })}
          </Button>
        ))
      )}
      <Button
        type="button"
        $variant="ghost"
        data-testid="alerts-off"
        onClick={() => onChange({ ...prefs, on: false })}
      >
        {t(texts.turnOff)}
      </Button>
    </Row>
  );
}
