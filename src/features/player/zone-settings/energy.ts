import type { EnergyMap } from '../../../lib/player/replies';
import { ENERGY_CONFIRM_BELOW, energyCount } from '../../../lib/player/zone-rules';

/** The energy range lives with the player's reply shapes (src/lib/player/levels.ts). */
export { ENERGY_MAX, ENERGY_MIN } from '../../../lib/player/levels';
/** The zone rule of a level with few tracks lives in src/lib/player/zone-rules.ts. */
export { ENERGY_CONFIRM_BELOW } from '../../../lib/player/zone-rules';

/** What choosing a level leads to (spec §4 Change energy). */
export type EnergyDecision = 'invalid' | 'confirm' | 'apply';

/** The zone rule of tracks at an energy level lives in src/lib/player/zone-rules.ts. */
export { energyCount } from '../../../lib/player/zone-rules';

/** Count 0 or missing → invalid (error); Count under 20 → confirm in a modal; otherwise apply. */
export function energyDecision(map: EnergyMap | undefined, level: number): EnergyDecision {
  const count = energyCount(map, level);
  if (count <= 0) return 'invalid';
  if (count < ENERGY_CONFIRM_BELOW) return 'confirm';
  return 'apply';
}

/** The energy slider: the player's level, the value shown, and a level waiting for confirmation. */
export interface EnergyView {
  /** Level the player reported (status Energy). */
  readonly level: number;
  /** Slider position. */
  readonly shown: number;
  /** Level the confirmation modal asks about, if open. */
  readonly confirming?: number;
}

/** What happens to the energy control. */
export type EnergyEvent =
  | { readonly t: 'player'; readonly level: number }
  | { readonly t: 'choose'; readonly level: number; readonly decision: EnergyDecision }
  | { readonly t: 'confirm'; readonly level: number }
  | { readonly t: 'cancel' }
  | { readonly t: 'applied'; readonly level: number }
  | { readonly t: 'failed' };

/**
 * The energy control's state after `event` (spec §4 Change energy): an invalid choice or a cancel puts
 * the slider back on the player's level; a choice needing confirmation opens the modal; an applied
 * level becomes the player's level; a failure reverts.
 */
export function reduceEnergy(view: EnergyView, event: EnergyEvent): EnergyView {
  switch (event.t) {
    case 'player':
      return view.confirming === undefined
        ? { level: event.level, shown: event.level }
        : { ...view, level: event.level };
    case 'choose':
      if (event.decision === 'invalid') return { level: view.level, shown: view.level };
      if (event.decision === 'confirm')
        return { level: view.level, shown: event.level, confirming: event.level };
      return { level: view.level, shown: event.level };
    case 'confirm':
      return { level: view.level, shown: event.level };
    case 'cancel':
    case 'failed':
      return { level: view.level, shown: view.level };
    case 'applied':
      return { level: event.level, shown: event.level };
  }
}
