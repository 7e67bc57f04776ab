import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { VOLUME_MAX, VOLUME_MIN } from '../../../lib/player/levels';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import type { BulkAction } from './bulk-action';
import { Toolbar } from '../overview-screen.styles';
import { Invalid, LevelRow, PanelBox } from './panel.styles';
import { bulkTexts } from './texts';

/** How far the volume buttons move each zone from its own level (percent points). */
export const VOLUME_STEP = 10;

/**
 * The volume panel: a level (a slider plus a number checked for VOLUME_MIN–VOLUME_MAX, starting at
 * `start`) or a step of VOLUME_STEP points from each zone's own level; each asks for a confirmation.
 */
export function VolumePanel({ start, onAsk }: { start: number; onAsk(action: BulkAction): void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const [text, setText] = useState(String(start));
  const level = /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN;
  const valid = Number.isInteger(level) && level >= VOLUME_MIN && level <= VOLUME_MAX;
  return (
    <PanelBox data-testid="overview-volume-panel">
      <Field>
        <label htmlFor={`${id}-n`}>{t(bulkTexts.volumeLevel)}</label>
        <LevelRow>
          <input
            type="range"
            min={VOLUME_MIN}
            max={VOLUME_MAX}
            value={valid ? level : start}
            onChange={(e) => setText(e.target.value)}
            aria-label={t(bulkTexts.volumeLevel)}
            data-testid="overview-volume-slider"
          />
          <input
            id={`${id}-n`}
            type="text"
            inputMode="numeric"
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={!valid}
            aria-describedby={valid ? undefined : `${id}-error`}
            data-testid="overview-volume"
          />
          <Button
            type="button"
            disabled={!valid}
            onClick={() => onAsk({ kind: 'volume', percent: level })}
            data-testid="overview-set-volume"
          >
            {t(bulkTexts.setVolume)}
          </Button>
        </LevelRow>
        {!valid && (
          <Invalid id={`${id}-error`} role="alert" data-testid="overview-volume-invalid">
            {t(bulkTexts.volumeInvalid, { min: VOLUME_MIN, max: VOLUME_MAX })}
          </Invalid>
        )}
      </Field>
      <Toolbar>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => onAsk({ kind: 'volume-step', step: -VOLUME_STEP })}
          aria-label={t(bulkTexts.volumeDownLabel, { step: VOLUME_STEP })}
          data-testid="overview-volume-down"
        >
          {t(bulkTexts.volumeDown, { step: VOLUME_STEP })}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => onAsk({ kind: 'volume-step', step: VOLUME_STEP })}
          aria-label={t(bulkTexts.volumeUpLabel, { step: VOLUME_STEP })}
          data-testid="overview-volume-up"
        >
          {t(bulkTexts.volumeUp, { step: VOLUME_STEP })}
        </Button>
      </Toolbar>
    </PanelBox>
  );
}
