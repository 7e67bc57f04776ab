import { applyIdleEvent } from '../../../../src/features/account/idle/idle-effects';
import { createSession, hubFollowsSignIn$ } from '../../../../src/lib/session/session';
import { memoryStores } from '../../../support/memory-storage';
import { sessionDeps } from '../../../support/session-deps';

function setup() {
  const stores = memoryStores();
  const calls: string[] = [];
  const hub = { stop: () => void calls.push('hub.stop') };
  const session = createSession({
    ...sessionDeps(stores),
    hub,
    api: () => {
      throw new Error('unused');
    },
  });
  // As the app does: the hub connection follows the sign-in.
  hubFollowsSignIn$(session, hub).subscribe();
  session.storeLogin(
    { AccessToken: 'at', RefreshToken: 'rt', UserId: 'u', Claims: [{ Name: 'role', Value: 'User' }] },
    'demo@example.com',
  );
  stores.tab.set('playerName', 'Lobby');
  const deps = {
    session,
    warn: () => calls.push('warn'),
    navigate: (to: string) => calls.push(`navigate ${to}`),
  };
  return { ...stores, deps, calls };
}

describe('applyIdleEvent (spec §4 Idle)', () => {
  it('warning shows the idle toast, redirect goes to the player selector', () => {
    const s = setup();
    expect(applyIdleEvent({ kind: 'warning' }, s.deps)).toBeNull();
    expect(applyIdleEvent({ kind: 'redirect' }, s.deps)).toBeNull();
    expect(s.calls).toEqual(['warn', 'navigate /player-selector']);
  });

  it('countdown shows its seconds; cancelled hides it', () => {
    const s = setup();
    expect(applyIdleEvent({ kind: 'countdown', secondsLeft: 42 }, s.deps)).toBe(42);
    expect(applyIdleEvent({ kind: 'cancelled' }, s.deps)).toBeNull();
    expect(s.calls).toEqual([]);
  });

  it('logout leaves no token in storage, stops the hub, flags inactive and goes to the empty path', () => {
    const s = setup();
    applyIdleEvent({ kind: 'logout' }, s.deps);
    expect(Object.keys(s.localArea.dump())).toEqual(['ngx-webstorage|inactive']);
    expect(s.tabArea.dump()).toEqual({});
    expect(s.calls).toEqual(['hub.stop', 'navigate /']);
  });
});
