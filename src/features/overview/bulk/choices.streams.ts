import { catchError, defer, map, of, startWith, toArray, type Observable } from 'rxjs';
import * as v from 'valibot';
import { OVERVIEW_REQUESTS_IN_FLIGHT } from '../../../config/timing';
import { PlayerCommand } from '../../../lib/player/commands';
import { Advert, Playlist } from '../../../lib/player/replies';
import { paced } from '../fleet/overview.streams';
import { type OverviewControl } from '../fleet/zones';

/** One choice offered for many zones: an advert (by FileName) or a playlist (by name), with what the user reads. */
export interface CommonChoice {
  /** The advert's FileName or the playlist's name: what the command sends. */
  readonly key: string;
  /** The advert's title or the playlist's name. */
  readonly label: string;
}

/** The adverts or playlists every zone of a selection has, or still loading. */
export type CommonChoices =
  | { readonly kind: 'loading' }
  | {
      readonly kind: 'loaded';
      /** The choices common to every zone that sent its list, in the first zone's order. */
      readonly choices: readonly CommonChoice[];
      /** The zones that did not send their list (not answering, refused): the choices may not suit them. */
      readonly unlisted: readonly string[];
      /** Each playlist's PlaylistTypeId by zone group (empty for adverts). */
      readonly types: ReadonlyMap<string, ReadonlyMap<string, number>>;
    };

const Adverts = v.array(Advert);
const Playlists = v.array(Playlist);

/** One zone's list, or null when it did not come. */
type ZoneList = {
  readonly group: string;
  readonly items: readonly (CommonChoice & { type?: number })[];
} | null;

/**
 * The adverts (command 711) or playlists (command 801) common to every target (README "Every zone at a
 * glance"): each zone is asked once, OVERVIEW_REQUESTS_IN_FLIGHT at a time, each with its
 * COMMAND_TIMEOUT_MS deadline; a zone that does not send its list is `unlisted` and left out of the
 * intersection. Emits `loading`, then `loaded` once every zone answered or failed. Never errors.
 */
export function commonChoices$(
  targets: readonly { readonly control: OverviewControl }[],
  kind: 'advert' | 'playlist',
): Observable<CommonChoices> {
  const lists = targets.map((target) =>
    defer(() =>
      (kind === 'advert'
        ? target.control
            .command(PlayerCommand.DistinctAdverts, { schema: Adverts })
            .pipe(map((adverts) => adverts.map((a) => ({ key: a.FileName, label: a.Title || a.FileName }))))
        : target.control.command(PlayerCommand.AllPlaylists, { schema: Playlists }).pipe(
            map((playlists) =>
              playlists.map((p) => ({
                key: p.PlaylistName,
                label: p.PlaylistName,
                type: p.PlaylistTypeId,
              })),
            ),
          )
      ).pipe(
        map((items): ZoneList => ({ group: target.control.group, items })),
        catchError(() => of<ZoneList>(null)),
        map((list) => [target.control.group, list] as const),
      ),
    ),
  );
  return paced(lists, OVERVIEW_REQUESTS_IN_FLIGHT).pipe(
    toArray(),
    map((answers): CommonChoices => {
      const listed = answers.flatMap(([, list]) => (list ? [list] : []));
      const unlisted = answers.filter(([, list]) => !list).map(([group]) => group);
      const [first, ...rest] = listed;
      const choices = (first?.items ?? []).filter((item) =>
        rest.every((list) => list.items.some((other) => other.key === item.key)),
      );
      const types = new Map(
        listed.map((list) => [
          list.group,
          new Map(
            list.items.flatMap((item) => (item.type === undefined ? [] : [[item.key, item.type] as const])),
          ),
        ]),
      );
      return {
        kind: 'loaded',
        choices: choices.map(({ key, label }) => ({ key, label })),
        unlisted,
        types,
      };
    }),
    startWith<CommonChoices>({ kind: 'loading' }),
  );
}
