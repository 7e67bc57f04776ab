import { catchError, concatMap, defer, map, of, startWith, toArray, type Observable } from 'rxjs';
import { OVERVIEW_REQUESTS_IN_FLIGHT } from '../../../config/timing';
import { PlayerCommand } from '../../../lib/player/commands';
import { ENERGY_MAX, ENERGY_MIN } from '../../../lib/player/levels';
import { ConnectionInfo, EnergyMap } from '../../../lib/player/replies';
import { energyCount, supportsEnergy } from '../../../lib/player/zone-rules';
import type { BulkAction } from './bulk-action';
import { paced } from '../fleet/overview.streams';
import type { OverviewControl } from '../fleet/zones';
import { zoneLevel$, type BulkTarget } from './zone-command.streams';

/** The median of `values` (rounded), undefined for none. */
export function medianOf(values: readonly number[]): number | undefined {
  const levels = [...values].sort((a, b) => a - b);
  if (!levels.length) return undefined;
  const mid = Math.floor(levels.length / 2);
  const median = levels.length % 2 ? levels[mid] : ((levels[mid - 1] ?? 0) + (levels[mid] ?? 0)) / 2;
  return Math.round(median ?? 0);
}

/**
 * The median volume of `targets` (docs/design.md "Every zone at a glance": where a volume level starts): each
 * zone's level ({@link zoneLevel$}; those whose status has none are asked, OVERVIEW_REQUESTS_IN_FLIGHT
 * at a time), a zone that does not say left out. Emits `loading`, then the median (undefined when no
 * level is known). Never errors.
 */
export function medianLevel$(targets: readonly BulkTarget[]): Observable<number | undefined | 'loading'> {
  const levels = targets.map((target) =>
    defer(() => zoneLevel$(target).pipe(catchError(() => of(undefined)))),
  );
  return paced(levels, OVERVIEW_REQUESTS_IN_FLIGHT).pipe(
    toArray(),
    map((found) => medianOf(found.filter((level): level is number => level !== undefined))),
    startWith<number | undefined | 'loading'>('loading'),
  );
}

/**
 * What one zone says of its energy (spec §2 Settings, §4 Change energy): `unsupported` when its
 * player's major version is 7 or below (or unknown), else its count of tracks at each level, from
 * ENERGY_MIN to ENERGY_MAX.
 */
export type ZoneEnergy =
  { readonly kind: 'unsupported' } | { readonly kind: 'levels'; readonly counts: readonly number[] };

/** The energy of the ticked zones, or still loading; a zone that did not answer is not in `zones`. */
export type EnergyChoices =
  { readonly kind: 'loading' } | { readonly kind: 'loaded'; readonly zones: ReadonlyMap<string, ZoneEnergy> };

/** One zone's energy: its connection info (741) for the version, then its energy map (834) when supported. */
function zoneEnergy$(control: OverviewControl): Observable<ZoneEnergy> {
  return control.command(PlayerCommand.Channels, { schema: ConnectionInfo }).pipe(
    // concatMap: one version, then at most one map.
    concatMap((info) =>
      supportsEnergy(info.Version)
        ? control.command(PlayerCommand.GetEnergyMap, { schema: EnergyMap }).pipe(
            map((energy): ZoneEnergy => {
              const counts: number[] = [];
              for (let level = ENERGY_MIN; level <= ENERGY_MAX; level++)
                counts.push(energyCount(energy, level));
              return { kind: 'levels', counts };
            }),
          )
        : of<ZoneEnergy>({ kind: 'unsupported' }),
    ),
  );
}

/**
 * The energy of every target (docs/design.md "Every zone at a glance"; spec §4 Change energy): each zone is
 * asked its version and, above 7, its energy map, OVERVIEW_REQUESTS_IN_FLIGHT zones at a time, each
 * request with its COMMAND_TIMEOUT_MS deadline; a zone that does not answer is left out. Emits
 * `loading`, then `loaded` once every zone answered or failed. Never errors.
 */
export function energyChoices$(
  targets: readonly { readonly control: OverviewControl }[],
): Observable<EnergyChoices> {
  const asks = targets.map(({ control }) =>
    defer(() =>
      zoneEnergy$(control).pipe(
        map((energy) => [control.group, energy] as const),
        catchError(() => of(undefined)),
      ),
    ),
  );
  return paced(asks, OVERVIEW_REQUESTS_IN_FLIGHT).pipe(
    toArray(),
    map((answers): EnergyChoices => ({
      kind: 'loaded',
      zones: new Map(answers.filter((answer) => answer !== undefined)),
    })),
    startWith<EnergyChoices>({ kind: 'loading' }),
  );
}

/** The energy action of `level` for the zones of `zones` (what {@link energyChoices$} found). */
export function energyAction(level: number, zones: ReadonlyMap<string, ZoneEnergy>): BulkAction {
  const tracks = new Map<string, number>();
  const unsupported: string[] = [];
  for (const [group, energy] of zones)
    if (energy.kind === 'unsupported') unsupported.push(group);
    else tracks.set(group, energy.counts[level - ENERGY_MIN] ?? 0);
  return { kind: 'energy', level, tracks, unsupported };
}
