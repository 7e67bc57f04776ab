import { exhaustMap, map, tap, type Observable } from 'rxjs';
import * as v from 'valibot';
import type { Notifier } from '../../../lib/notify/notifications';
import { PlayerCommand } from '../../../lib/player/commands';
import { CommandResult, Message } from '../../../lib/player/replies';
import { messagesMessages } from '../screen-messages';
import type { ZoneSession } from './zone.streams';
import { loadable$, type Loadable } from './load.streams';

const Messages = v.array(Message);

/** The zone's messages (adverts, command 711), loaded once per visit (spec §2 Messages). */
export function messages$(zone: Pick<ZoneSession, 'attempt'>): Observable<Loadable<readonly Message[]>> {
  return loadable$(() => zone.attempt(PlayerCommand.DistinctAdverts, { schema: Messages }));
}

/** Epic for a message's play button: command 754 with its file name, then messages.MessagePlayingMessage with its title. */
export function playMessage(zone: Pick<ZoneSession, 'attempt'>, notifier: Pick<Notifier, 'notify'>) {
  return (intent$: Observable<Message>): Observable<Message> =>
    intent$.pipe(
      // exhaustMap: one advert at a time; clicks while it starts are ignored.
      exhaustMap((message) =>
        zone
          .attempt(PlayerCommand.PlayAdvertByName, { args: [message.FileName], schema: CommandResult })
          .pipe(map(() => message)),
      ),
      tap((message) => notifier.notify('success', messagesMessages.playing, { title: message.Title })),
    );
}
