/**
 * The events the host hears (src/embed/host-events.ts): `signedin` / `signedout` on each change of the
 * sign-in state, `playerchange` on each change of the chosen player or zone; the state found at mount only
 * when there is something to say; details without group ids, MAC addresses or tokens; nothing after the
 * subscription ends.
 */
import { BehaviorSubject } from 'rxjs';
import { dispatchHostEvents, playerChangeDetail } from '../../src/embed/host-events';
import type { Selection } from '../../src/lib/selection/selection';
import type { Services } from '../../src/lib/services';

const espresso: Selection = {
  player: { name: 'Espresso Bar', licenceKey: 'LK-1', macAddress: 'ec:4f:0f:62:6b:71', zoneCount: 2 },
  zone: { index: 1, name: '', group: 'LK-1-ec:4f:0f:62:6b:71-1' },
};

function harness(signedIn: boolean, selection: Selection | null) {
  const signedIn$ = new BehaviorSubject(signedIn);
  const selection$ = new BehaviorSubject<Selection | null>(selection);
  const services = {
    session: { signedIn$: signedIn$.asObservable() },
    selection: { selection$: selection$.asObservable() },
  } as unknown as Pick<Services, 'session' | 'selection'>;
  const target = new EventTarget();
  const heard: { type: string; detail: unknown }[] = [];
  for (const type of ['signedin', 'signedout', 'playerchange'])
    target.addEventListener(type, (event) => heard.push({ type, detail: (event as CustomEvent).detail }));
  const subscription = dispatchHostEvents(services, target);
  return { signedIn$, selection$, heard, subscription };
}

describe('dispatchHostEvents', () => {
  it('says nothing at mount when signed out with no player', () => {
    expect(harness(false, null).heard).toEqual([]);
  });

  it('announces a stored sign-in and player at mount', () => {
    expect(harness(true, espresso).heard.map((e) => e.type)).toEqual(['signedin', 'playerchange']);
  });

  it('follows changes: sign-in, player, zone name, sign-out; nothing once unsubscribed', () => {
    const { signedIn$, selection$, heard, subscription } = harness(false, null);
    signedIn$.next(true);
    signedIn$.next(true);
    selection$.next(espresso);
    selection$.next({ ...espresso, zone: { ...espresso.zone } }); // same detail: no event
    selection$.next({ ...espresso, zone: { ...espresso.zone, name: 'Main' } });
    signedIn$.next(false);
    selection$.next(null);
    subscription.unsubscribe();
    signedIn$.next(true);
    expect(heard).toEqual([
      { type: 'signedin', detail: null },
      { type: 'playerchange', detail: playerChangeDetail(espresso) },
      { type: 'playerchange', detail: { ...playerChangeDetail(espresso), zone: { index: 1, name: 'Main' } } },
      { type: 'signedout', detail: null },
      { type: 'playerchange', detail: null },
    ]);
  });

  it('gives the host names and numbers only: no group id, no MAC address', () => {
    const detail = playerChangeDetail(espresso);
    expect(detail).toEqual({
      player: { name: 'Espresso Bar', licenceKey: 'LK-1', zoneCount: 2 },
      zone: { index: 1, name: '' },
    });
    expect(JSON.stringify(detail)).not.toMatch(/ec:4f|group/);
  });
});
