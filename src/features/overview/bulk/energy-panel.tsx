import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ENERGY_MAX, ENERGY_MIN } from '../../../lib/player/levels';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import type { BulkAction } from './bulk-action';
import { energyAction, type EnergyChoices } from './panel.streams';
import { Toolbar } from '../overview-screen.styles';
import { PanelBox } from './panel.styles';
import { bulkTexts } from './texts';

const LEVELS = Array.from({ length: ENERGY_MAX - ENERGY_MIN + 1 }, (_, i) => ENERGY_MIN + i);

/** How many of `energy`'s zones have tracks at `level` (those that can take it). */
function ready(energy: Extract<EnergyChoices, { kind: 'loaded' }>, level: number): number {
  let count = 0;
  for (const zone of energy.zones.values())
    if (zone.kind === 'levels' && (zone.counts[level - ENERGY_MIN] ?? 0) > 0) count++;
  return count;
}

/**
 * The energy panel (spec §2 Settings, §4 Change energy): the ticked zones are asked their version and
 * energy levels; each level (ENERGY_MIN–ENERGY_MAX, by its name) says how many of them can take it;
 * Set energy asks for a confirmation, which says which zones are skipped (an older player, no tracks
 * at the level, no answer) and which have few tracks there. Nothing is chosen at first.
 */
export function EnergyPanel({
  energy,
  groups,
  onAsk,
  onClose,
}: {
  energy: EnergyChoices;
  /** The zones the panel was opened on. */
  groups: readonly string[];
  onAsk(action: BulkAction): void;
  onClose(): void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const [picked, setPicked] = useState('');
  if (energy.kind === 'loading')
    return (
      <PanelBox data-testid="overview-energy-panel" aria-busy="true">
        <p role="status">{t(bulkTexts.energyLoading)}</p>
      </PanelBox>
    );
  const unanswered = groups.length - energy.zones.size;
  return (
    <PanelBox data-testid="overview-energy-panel" aria-busy="false">
      <Toolbar>
        <Field>
          <label htmlFor={id}>{t(bulkTexts.energyField)}</label>
          <select
            id={id}
            value={picked}
            onChange={(e) => setPicked(e.target.value)}
            data-testid="overview-energy"
          >
            <option value="">{t(bulkTexts.choose)}</option>
            {LEVELS.map((level) => (
              <option key={level} value={level} data-ready={ready(energy, level)}>
                {t(bulkTexts.energyLevelZones, {
                  level: t(bulkTexts.energyLevel, { level }),
                  count: ready(energy, level),
                })}
              </option>
            ))}
          </select>
        </Field>
        <Button
          type="button"
          disabled={picked === ''}
          onClick={() => onAsk(energyAction(Number(picked), energy.zones))}
          data-testid="overview-set-energy"
        >
          {t(bulkTexts.setEnergy)}
        </Button>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {t(bulkTexts.cancel)}
        </Button>
      </Toolbar>
      {unanswered > 0 && (
        <p role="status" data-testid="overview-energy-unanswered">
          {t(bulkTexts.energyUnanswered, { count: unanswered })}
        </p>
      )}
    </PanelBox>
  );
}
