import type { HubConnection } from './hub-connection';
import { signInOf } from './token';

/** The sign-in of a sign-in tag (`<sign-in>.<hub epoch>`, api/sign-ins.ts `hubTag`): renewed epochs count as one. */
const signInId = (tag: string): string => tag.slice(0, Math.max(0, tag.lastIndexOf('.')) || tag.length);

/**
 * Connections one user id may hold in one hub at once (attached, or detached and still recoverable):
 * the whole connection limit of Azure Web PubSub's Free tier, far more than one account's tabs or one
 * player need (hub-protocol.md §15). Past it, the user's oldest detached connection is forgotten; when
 * all are attached, the upgrade is refused with 429.
 */
export const MAX_CONNECTIONS_PER_USER = 20;
/**
 * Connections one sign-in (all the tabs of one browser share it) may hold in one hub at once: plenty
 * for a browser's tabs, and half the user's limit, so one stolen sign-in cannot take all of
 * {@link MAX_CONNECTIONS_PER_USER} and shut the owner's other browsers out. Past it, the sign-in's
 * oldest detached connection is forgotten; when all are attached, the upgrade is refused with 429.
 */
export const MAX_CONNECTIONS_PER_SIGN_IN = 10;
/**
 * Whether user `userId` may open one more connection beside `own()`, that user's connections in the hub
 * (attached, or detached and still recoverable), through sign-in tag `signIn` (null: a token without
 * one): under {@link MAX_CONNECTIONS_PER_SIGN_IN} for the sign-in and {@link MAX_CONNECTIONS_PER_USER}
 * for the user, or once an oldest detached connection is forgotten (`forget`) to make room. A token
 * without a user (`userId` null) is never capped.
 */
export function makeRoom(
  userId: string | null,
  own: () => readonly HubConnection[],
  signIn: string | null,
  forget: (connection: HubConnection) => void,
): boolean {
  if (userId === null) return true;
  const id = signIn === null ? null : signInId(signIn);
  if (id !== null) {
    const same = own().filter((c) => {
      const tag = signInOf(c.roles);
      return tag !== null && signInId(tag) === id;
    });
    if (!roomAmong(same, MAX_CONNECTIONS_PER_SIGN_IN, forget)) return false;
  }
  return roomAmong(own(), MAX_CONNECTIONS_PER_USER, forget);
}

/** True when `connections` are under `limit`, or one detached among them was forgotten to make room. */
function roomAmong(
  connections: readonly HubConnection[],
  limit: number,
  forget: (connection: HubConnection) => void,
): boolean {
  if (connections.length < limit) return true;
  const detached = connections.find((c) => c.outbound === null);
  if (detached) forget(detached);
  return detached !== undefined;
}
