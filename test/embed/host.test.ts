/** @jest-environment jsdom */
/**
 * The host's bridge of an app on a host page (src/embed/host.ts), which only the host pages' entry
 * carries: the host hears the sign-in and the chosen player on the element it gave, and nothing once the
 * bridge is stopped.
 */
import { BehaviorSubject } from 'rxjs';
import { hostBridge } from '../../src/embed/host';
import type { CoreServices } from '../../src/lib/services';
import type { Selection } from '../../src/lib/selection/selection';

/** Where the bundle was loaded from (webpack's public path, a global at run time). */
(globalThis as { __webpack_public_path__?: string }).__webpack_public_path__ = 'http://localhost/bundle/';

describe('hostBridge', () => {
  it("tells the host of the app's sign-in on the element, until stopped", () => {
    const signedIn$ = new BehaviorSubject(true);
    const services = {
      session: { signedIn$: signedIn$.asObservable() },
      selection: { selection$: new BehaviorSubject<Selection | null>(null).asObservable() },
    } as unknown as CoreServices;
    const element = document.createElement('div');
    const heard: string[] = [];
    for (const type of ['signedin', 'signedout', 'playerchange'])
      element.addEventListener(type, () => heard.push(type));
    const stop = hostBridge(services, element);
    signedIn$.next(false);
    stop();
    signedIn$.next(true);
    expect(heard).toEqual(['signedin', 'signedout']);
  });
});
