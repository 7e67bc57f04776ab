/**
 * Answers one request on a zone (player-protocol.md "Commands and their replies"): the reply
 * envelope, the new zone state, and whether a status push should follow. Pure.
 */
import { adverts, energyMap } from './catalogue';
import { boolArg, intArg, textArg } from './args';
import { advanceDownload, downloadReply, type DownloadState } from './downloads';
import { CommandError } from './errors';
import type { FleetPlayer } from './fixture';
import { failure, OK, reply, type PlayerReply, type PlayerRequest } from './envelope';
import { advance } from './playback';
import { allPlaylistsReply, channelsReply, playlistReply, status } from './shapes';
import * as act from './zone-actions';
import { currentPlaylist, type ZoneState } from './zone-state';

/** What the zone's player knows besides the zone itself. */
export interface CommandContext {
  player: FleetPlayer;
  download: DownloadState;
}

/** The result of a command: new state, the reply to send, and whether to push a status after it. */
export interface CommandOutcome {
  state: ZoneState;
  reply: PlayerReply;
  pushStatus: boolean;
}

type Change = (s: ZoneState, req: PlayerRequest, now: number) => ZoneState;

/** Commands that change the zone and answer `{"Success":true}`. */
const changes: Record<number, Change> = {
  101: (s, _r, now) => act.play(s, now),
  102: (s, _r, now) => act.pause(s, now),
  103: (s, _r, now) => act.next(s, now),
  104: (s, _r, now) => act.previous(s, now),
  107: (s, r) => act.setVolume(s, intArg(r.arguments, 0, 'Volume', 0, 100)),
  200: (s, _r, now) => act.resumeTimetable(s, now),
  723: (s, r) =>
    act.rate(
      s,
      textArg(r.arguments, 0, 'File name'),
      boolArg(r.arguments, 1, 'Enabled'),
      boolArg(r.arguments, 2, 'Favourite'),
    ),
  726: (s, r, now) => act.loadPlaylist(s, textArg(r.arguments, 0, 'Playlist name'), now, false),
  727: (s, r, now) => act.loadPlaylist(s, textArg(r.arguments, 0, 'Playlist name'), now, true),
  732: (s, r) => act.saveSettings(s, r.payload),
  754: (s, r, now) => act.playAdvert(s, textArg(r.arguments, 0, 'File name'), now),
  755: (s, r, now) =>
    act.playByIndex(s, intArg(r.arguments, 0, 'Index', 0, currentPlaylist(s).files.length - 1), now),
  806: (s, r) => act.queueFile(s, textArg(r.arguments, 0, 'File name')),
  835: (s, r) => act.setEnergy(s, intArg(r.arguments, 0, 'Energy', 0, 4)),
};

/** Commands that only read. */
function query(s: ZoneState, command: number, now: number, ctx: CommandContext): unknown {
  switch (command) {
    case 0:
      return status(s, now);
    case 706:
      return playlistReply(s);
    case 711:
      return adverts.map(({ Title, Genre1, DurationInSeconds, FileName }) => ({
        Title,
        Genre1,
        DurationInSeconds,
        FileName,
      }));
    case 741:
      return channelsReply(ctx.player);
    case 745:
      return downloadReply(advanceDownload(ctx.download, now));
    case 780:
      return [...s.favourites];
    case 799:
      return [...s.disables];
    case 801:
      return allPlaylistsReply(s);
    case 802:
      return { ...s.settings };
    case 834:
      return energyMap(s.playlists);
    default:
      throw new CommandError(`Unknown command ${command}`);
  }
}

/** Handles `req` on zone state `s` at `now` (the zone is first brought up to `now`). */
export function handleCommand(
  s: ZoneState,
  req: PlayerRequest,
  now: number,
  ctx: CommandContext,
): CommandOutcome {
  const current = advance(s, now);
  const moved = current.trackSeq !== s.trackSeq;
  try {
    const change = changes[req.command];
    if (!change)
      return {
        state: current,
        reply: reply(req.command, query(current, req.command, now, ctx)),
        pushStatus: moved,
      };
    const next = change(current, req, now);
    return { state: next, reply: reply(req.command, OK), pushStatus: moved || next !== current };
  } catch (err) {
    const reason =
      err instanceof CommandError
        ? err.message
        : `Internal error: ${err instanceof Error ? err.message : String(err)}`;
    return { state: current, reply: reply(req.command, failure(reason)), pushStatus: moved };
  }
}
