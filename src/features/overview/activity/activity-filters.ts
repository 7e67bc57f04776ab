import { isCommandKind, type ActivityEntry, type ActivityKind } from '../../../lib/activity-log/entries';
import { overviewActivityTexts as texts } from './texts';

/** The activity list's kind filter: all, or one family of kinds. */
export type KindFilter = 'all' | 'commands' | 'connection' | 'play-state' | 'attention' | 'downloads';

/** The kinds of each family. */
const FAMILY: Record<Exclude<KindFilter, 'all' | 'commands'>, readonly ActivityKind[]> = {
  connection: ['offline', 'back', 'not-answering'],
  'play-state': ['playing', 'paused'],
  attention: ['attention', 'attention-over'],
  downloads: ['downloads-complete'],
};

/** The text of each kind filter but `all`. */
export const KIND_TEXTS = {
  commands: texts.kindCommands,
  connection: texts.kindConnection,
  'play-state': texts.kindPlayState,
  attention: texts.kindAttention,
  downloads: texts.kindDownloads,
} as const;

/** The activity list's filters: a site and a zone's group ('' for all), and a kind filter. */
export interface ActivityFilter {
  readonly site: string;
  readonly group: string;
  readonly kind: KindFilter;
}

/** No filter: every entry. */
export const ALL_ACTIVITY: ActivityFilter = { site: '', group: '', kind: 'all' };

/** True when `entry` passes `filter`. */
export function passes(entry: ActivityEntry, { site, group, kind }: ActivityFilter): boolean {
  if (site !== '' && entry.site !== site) return false;
  if (group !== '' && entry.group !== group) return false;
  if (kind === 'all') return true;
  if (kind === 'commands') return isCommandKind(entry.kind);
  return FAMILY[kind].includes(entry.kind);
}
