import { exhaustMap, map, tap, type Observable } from 'rxjs';
import * as v from 'valibot';
import type { Notifier } from '../../../lib/notify/notifications';
import { PlayerCommand } from '../../../lib/player/commands';
import { CommandResult, Advert } from '../../../lib/player/replies';
import { advertsTexts } from './texts';
import type { ZoneControl } from '../../../lib/zone/zone.streams';
import { loadable$, type Loadable } from '../zone/load.streams';

const Adverts = v.array(Advert);

/** The zone's adverts (spec "messages", command 711), loaded once per visit (spec §2 Messages). */
export function adverts$(zone: Pick<ZoneControl, 'attempt'>): Observable<Loadable<readonly Advert[]>> {
  return loadable$(() => zone.attempt(PlayerCommand.DistinctAdverts, { schema: Adverts }));
}

/** Epic for an advert's play button: command 754 with its file name, then messages.MessagePlayingMessage with its title. */
export function playAdvert(zone: Pick<ZoneControl, 'attempt'>, notifier: Pick<Notifier, 'notify'>) {
  return (intent$: Observable<Advert>): Observable<Advert> =>
    intent$.pipe(
      // exhaustMap: one advert at a time; clicks while it starts are ignored.
      exhaustMap((advert) =>
        zone
          .attempt(PlayerCommand.PlayAdvertByName, { args: [advert.FileName], schema: CommandResult })
          .pipe(map(() => advert)),
      ),
      tap((advert) => notifier.notify('success', advertsTexts.playing, { title: advert.Title })),
    );
}
