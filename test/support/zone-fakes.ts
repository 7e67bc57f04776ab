import type { KeyValueStore, TabKey } from '../../src/lib/storage/web-storage';
import { of, type Observable, type SchedulerLike } from 'rxjs';
import type { HubAck } from '../../src/lib/hub/types';
import type { PlayerReply } from '../../src/lib/player/envelope';
import { createZoneControl } from '../../src/lib/zone/zone.streams';
import { isPlayerRequest } from './fake-hub';
import { createLegacyKeys } from '../../src/lib/storage/legacy-keys';
import { memoryStore } from './memory-storage';

/** A command the fake hub saw: when (virtual ms), its code and arguments. */
export interface Sent {
  readonly at: number;
  readonly command: number;
  readonly args: readonly string[];
  readonly payload?: string;
}

export const GROUP = 'g-1';

/** A status reply as a player sends it. */
export function statusReply(fields: Record<string, unknown> = {}): PlayerReply {
  return {
    group: GROUP,
    command: 0,
    response: {
      Name: 'Bar',
      Playlist: 'Morning Mix',
      PlayState: 1,
      RemoteVolumeAllowed: true,
      RemotePauseAllowed: true,
      Energy: 2,
      NowPlaying: { FileName: 'a.mp3', Title: 'A', Favorite: false, Enabled: true },
      ...fields,
    },
  };
}

/** `{"Success":true}` to `command`. */
export const ok = (command: number): PlayerReply => ({ group: GROUP, command, response: { Success: true } });

/** A zone control over a fake hub that records every command with its virtual time. */
export function fakeZone(
  replies$: Observable<PlayerReply>,
  scheduler: SchedulerLike,
  join$: Observable<HubAck> = of({ ackId: 1, duplicated: false }),
) {
  const sent: Sent[] = [];
  const local = memoryStore();
  /** Every zone name the control reported to the selection, in order. */
  const zoneNames: string[] = [];
  const selection = { nameZone: (name: string) => void zoneNames.push(name) };
  const hub = {
    joinGroup: () => join$,
    sendToGroup: (_group: string, request: unknown) => {
      if (!isPlayerRequest(request)) throw new TypeError('not a player request');
      sent.push({
        at: scheduler.now(),
        command: request.command,
        args: request.arguments,
        ...(request.payload ? { payload: request.payload } : {}),
      });
      return of({ ackId: 2, duplicated: false });
    },
  };
  const zone = createZoneControl({
    hub,
    replies$,
    legacy: createLegacyKeys(local, memoryStore() as unknown as KeyValueStore<TabKey>),
    selection,
    group: GROUP,
    zoneIndex: 1,
    scheduler,
  });
  return { zone, sent, local, zoneNames };
}
