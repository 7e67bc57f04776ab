import {
  EMPTY,
  concatMap,
  connect,
  defaultIfEmpty,
  distinctUntilChanged,
  filter,
  map,
  merge,
  scan,
  switchMap,
  take,
  type Observable,
} from 'rxjs';
import { PlayerCommand } from '../../../lib/player/commands';
import { ChannelSettings } from '../../../lib/player/replies';
import type { ZoneControl } from '../../../lib/zone/zone.streams';

/** What the volume slider shows (docs/design.md "Honest about the connection": it settles on the confirmed value). */
export interface VolumeView {
  /** Where the thumb is. */
  readonly shown: number;
  /** The volume the player has confirmed (or reported). */
  readonly confirmed: number;
  /** The user is dragging: the player's values do not move the thumb. */
  readonly dragging: boolean;
  /** A volume command waits for the player's reply. */
  readonly busy: boolean;
}

/** Inputs of {@link volumeControl$}. */
export interface VolumeInputs {
  /** The player's volume as loaded (channel settings) or reported. */
  readonly reported$: Observable<number>;
  /** The thumb moves under the user's pointer or key (native `input`). */
  readonly drag$: Observable<number>;
  /** The user lets go (native `change`): the value to send. */
  readonly commit$: Observable<number>;
  /** Sends the volume (command 107); emits once when the player accepted it, nothing (completes) when it failed. */
  send(value: number): Observable<unknown>;
}

type VolumeEvent =
  | { readonly t: 'reported'; readonly value: number }
  | { readonly t: 'drag'; readonly value: number }
  | { readonly t: 'commit'; readonly value: number }
  | { readonly t: 'settled'; readonly value: number | undefined };

function reduce(
  view: VolumeView & { readonly inFlight: number },
  event: VolumeEvent,
): VolumeView & { readonly inFlight: number } {
  switch (event.t) {
    case 'reported':
      return {
        ...view,
        confirmed: event.value,
        shown: view.dragging || view.inFlight > 0 ? view.shown : event.value,
      };
    case 'drag':
      return { ...view, dragging: true, shown: event.value };
    case 'commit':
      return { ...view, dragging: false, shown: event.value, inFlight: view.inFlight + 1, busy: true };
    case 'settled': {
      const inFlight = view.inFlight - 1;
      const confirmed = event.value ?? view.confirmed;
      const idle = inFlight === 0 && !view.dragging;
      return { ...view, inFlight, busy: inFlight > 0, confirmed, shown: idle ? confirmed : view.shown };
    }
  }
}

/**
 * The volume slider (docs/design.md "Honest about the connection"): the thumb follows the user while dragging and the player's values never
 * pull it back meanwhile; on release the value is sent (busy until the player replies) and the thumb
 * settles on the player's confirmed value: the one sent when accepted, the previous one when refused or
 * failed. Commands go out in order, so the last one chosen wins.
 */
export function volumeControl$(inputs: VolumeInputs, initial: number): Observable<VolumeView> {
  const events$: Observable<VolumeEvent> = merge(
    inputs.reported$.pipe(map((value): VolumeEvent => ({ t: 'reported', value }))),
    inputs.drag$.pipe(map((value): VolumeEvent => ({ t: 'drag', value }))),
    inputs.commit$.pipe(
      connect((commit$) =>
        merge(
          commit$.pipe(map((value): VolumeEvent => ({ t: 'commit', value }))),
          commit$.pipe(
            // concatMap: volume writes reach the player in order, so the last one chosen wins.
            concatMap((value) =>
              inputs.send(value).pipe(
                take(1),
                map((): VolumeEvent => ({ t: 'settled', value })),
                defaultIfEmpty<VolumeEvent, VolumeEvent>({ t: 'settled', value: undefined }),
              ),
            ),
          ),
        ),
      ),
    ),
  );
  return events$.pipe(
    scan(reduce, { shown: initial, confirmed: initial, dragging: false, busy: false, inFlight: 0 }),
    map(({ shown, confirmed, dragging, busy }): VolumeView => ({ shown, confirmed, dragging, busy })),
  );
}

const isLevel = (value: number | null | undefined): value is number => typeof value === 'number';

/**
 * The zone's volume in percent (0–100) for the screens that show it beside the track (spec §2 Player
 * screen): every Volume the status reports (an extension some players send); when the first status has
 * none, the zone settings' Volume (802), asked once after that status so the player's first command
 * stays the status. Emits only changes; nothing until a volume is known.
 */
export function zoneVolume$(zone: Pick<ZoneControl, 'attempt' | 'status$'>): Observable<number> {
  const reported$ = zone.status$.pipe(map((status) => status.Volume));
  const loaded$ = reported$.pipe(
    take(1),
    switchMap((first) =>
      isLevel(first)
        ? EMPTY
        : zone
            .attempt(PlayerCommand.LoadChannelSettings, { schema: ChannelSettings })
            .pipe(map((settings) => settings.Volume)),
    ),
  );
  return merge(loaded$, reported$).pipe(filter(isLevel), distinctUntilChanged());
}
