import {
  asyncScheduler,
  concat,
  concatMap,
  connect,
  defaultIfEmpty,
  distinctUntilChanged,
  exhaustMap,
  filter,
  map,
  merge,
  of,
  scan,
  startWith,
  tap,
  timer,
  withLatestFrom,
  combineLatest,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { SETTINGS_SKELETON_MS } from '../../../config/timing';
import type { Notifier } from '../../../lib/notify/notifications';
import { PlayerCommand } from '../../../lib/player/commands';
import { CommandResult, type EnergyMap } from '../../../lib/player/replies';
import { settingsTexts } from './texts';
import { energyDecision, reduceEnergy, type EnergyEvent, type EnergyView } from './energy';
import type { ZoneControl } from '../../../lib/zone/zone.streams';

/**
 * The settings skeleton (spec §4 Loading, §9): true for SETTINGS_SKELETON_MS after the screen
 * opens, and after that until `ready$` has said true.
 */
export function settingsSkeleton$(
  ready$: Observable<boolean>,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<boolean> {
  const elapsed$ = concat(of(false), timer(SETTINGS_SKELETON_MS, scheduler).pipe(map(() => true)));
  return combineLatest([elapsed$, ready$.pipe(startWith(false))]).pipe(
    map(([elapsed, ready]) => !(elapsed && ready)),
    distinctUntilChanged(),
  );
}

/** Epic for the volume slider (spec §2 Settings, §7): command 107 with the value (percent), then settings.VolumeSuccessMessage with it in the slider's percent format. */
export function setVolume(zone: Pick<ZoneControl, 'attempt'>, notifier: Pick<Notifier, 'notify'>) {
  return (value$: Observable<number>): Observable<number> =>
    value$.pipe(
      // concatMap: volume writes reach the player in order, so the last one chosen wins.
      concatMap((value) =>
        zone.attempt(PlayerCommand.Volume, { args: [value], schema: CommandResult }).pipe(map(() => value)),
      ),
      tap((value) => notifier.notify('success', settingsTexts.volumeSet, { volume: value / 100 })),
    );
}

/** Epic for "keep as the zone's volume": save channel settings (732) with payload `{"Volume":n}`, then settings.SuccessMessage. */
export function saveVolume(zone: Pick<ZoneControl, 'attempt'>, notifier: Pick<Notifier, 'notify'>) {
  return (value$: Observable<number>): Observable<number> =>
    value$.pipe(
      // exhaustMap: repeated clicks while saving are ignored.
      exhaustMap((value) =>
        zone
          .attempt(PlayerCommand.SaveChannelSettings, {
            payload: JSON.stringify({ Volume: value }),
            schema: CommandResult,
          })
          .pipe(map(() => value)),
      ),
      tap(() => notifier.notify('success', settingsTexts.saved)),
    );
}

/** Inputs of the energy control: the player's level, its energy map, and the user's three gestures. */
export interface EnergyInputs {
  readonly level$: Observable<number>;
  readonly map$: Observable<EnergyMap>;
  readonly choose$: Observable<number>;
  readonly confirm$: Observable<number>;
  readonly cancel$: Observable<unknown>;
}

/**
 * The energy slider (spec §4 Change energy, §8): a level with no tracks → settings.EnergySliderInvalid
 * and the slider reverts; under 20 tracks → the confirmation modal (cancel reverts, settings.EnergySliderCancelled);
 * otherwise, or once confirmed, command 835 and settings.EnergySliderSuccess with the level.
 */
export function energyControl$(
  zone: Pick<ZoneControl, 'attempt'>,
  notifier: Pick<Notifier, 'notify'>,
  inputs: EnergyInputs,
): Observable<EnergyView> {
  const events$: Observable<EnergyEvent> = merge(
    inputs.level$.pipe(map((level): EnergyEvent => ({ t: 'player', level }))),
    inputs.choose$.pipe(
      withLatestFrom(inputs.map$.pipe(startWith(undefined))),
      map(([level, energyMap]): EnergyEvent => ({
        t: 'choose',
        level,
        decision: energyDecision(energyMap, level),
      })),
    ),
    inputs.confirm$.pipe(map((level): EnergyEvent => ({ t: 'confirm', level }))),
    inputs.cancel$.pipe(map((): EnergyEvent => ({ t: 'cancel' }))),
  );
  const apply = (level: number): Observable<EnergyEvent> =>
    zone.attempt(PlayerCommand.SetEnergy, { args: [level], schema: CommandResult }).pipe(
      map((): EnergyEvent => ({ t: 'applied', level })),
      defaultIfEmpty<EnergyEvent, EnergyEvent>({ t: 'failed' }),
    );
  return events$.pipe(
    connect((shared$) =>
      merge(
        shared$,
        shared$.pipe(
          map((e) =>
            e.t === 'confirm' || (e.t === 'choose' && e.decision === 'apply') ? e.level : undefined,
          ),
          filter((level): level is number => level !== undefined),
          // concatMap: energy writes reach the player in the order chosen.
          concatMap(apply),
        ),
      ),
    ),
    tap((event) => {
      if (event.t === 'choose' && event.decision === 'invalid')
        notifier.notify('error', settingsTexts.invalid);
      if (event.t === 'cancel') notifier.notify('info', settingsTexts.cancelled);
      if (event.t === 'applied') notifier.notify('success', settingsTexts.energySet, { level: event.level });
    }),
    scan(reduceEnergy, { level: 0, shown: 0 } as EnergyView),
  );
}
