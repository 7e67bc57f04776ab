import {
  iconError,
  iconPauseFilled,
  iconPlayArrowFilled,
  iconSchedule,
  iconWarning,
  iconWifiOff,
} from '../../../ui/icons/paths';
import type { StatusTone } from '../../../ui/status-dot';
import type { Tallies } from '../fleet/attention';

/**
 * What a site (or any group of zones) is told by, its worst zone, in this precedence (README "Every zone
 * at a glance"): `offline` (a player is offline) before `not-answering` (a zone does not answer) before
 * `attention` (storage or downloads need someone) before `paused` before `playing`; `asking` while some
 * status has not arrived and nothing worse is known; `empty` for no zone at all.
 */
export type Worst = 'offline' | 'not-answering' | 'attention' | 'paused' | 'playing' | 'asking' | 'empty';

/** The {@link Worst} kinds, worst first: the rank a sort by trouble uses. */
export const WORST_ORDER: readonly Worst[] = [
  'offline',
  'not-answering',
  'attention',
  'paused',
  'asking',
  'playing',
  'empty',
];

/** The worst of the zones counted in `tallies`, in the {@link Worst} precedence. */
export function worstOf(tallies: Tallies): Worst {
  if (tallies.offline > 0) return 'offline';
  if (tallies.notAnswering > 0) return 'not-answering';
  if (tallies.attention > 0) return 'attention';
  if (tallies.paused > 0) return 'paused';
  if (tallies.asking > 0) return 'asking';
  if (tallies.playing > 0) return 'playing';
  return 'empty';
}

/** The rank of `worst` in {@link WORST_ORDER} (0 the worst). */
export const worstRank = (worst: Worst): number => WORST_ORDER.indexOf(worst);

/** The tone and icon a {@link Worst} is drawn with: those of the tally pill of the same state. */
export const WORST_LOOK: Record<Worst, { readonly tone: StatusTone; readonly icon: string | undefined }> = {
  offline: { tone: 'danger', icon: iconWifiOff },
  'not-answering': { tone: 'danger', icon: iconError },
  attention: { tone: 'danger', icon: iconWarning },
  paused: { tone: 'warning', icon: iconPauseFilled },
  asking: { tone: 'muted', icon: iconSchedule },
  playing: { tone: 'success', icon: iconPlayArrowFilled },
  empty: { tone: 'muted', icon: undefined },
};
