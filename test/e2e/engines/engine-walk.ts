/**
 * The cross-engine walk (docs/architecture.md §7): what a new user does, step by step, in one engine
 * session signed in once. Each engine's test file runs it against a service of its own (so its commands,
 * the overview's bulk Pause and the offline step leave the run's shared service and fleet alone).
 * Everything is found by identity: test ids, LicenceKey, zone number, PlaylistId, autocomplete tokens.
 */
import type { Service } from '../../../server/app';
import { testClockStart } from '../../../scripts/support/clock';
import { demoPlayer } from '../support/fleet';
import { until } from '../../support/until';
import { openEngine, waitForPath, waitForSelector, type Engine, type EnginePage } from '../support/engines';

/** A player with three zones, for the zone list; the walk plays zone {@link ZONE} of it. */
const ZONED = demoPlayer('Gym Floor');
const ZONE = 2;
const PASSWORD = 'Demo!2345';
/** The account that must give an access code on a browser it does not know yet (server/README.md). */
const ACCESS_ACCOUNT = 'access@example.com';

/** Starts a service of its own for one engine's walk: the demo fleet, the dev outbox, the run's clock. */
export async function walkService(): Promise<Service> {
  const { startService } = await import('../../../server/app');
  return startService({
    port: 0,
    dev: true,
    log: false,
    fleetKeepAlive: false,
    clockStart: testClockStart(),
  });
}

/** The text of the last access code mailed to `to` by `service`, and the mail's identity; null when none. */
function lastCode(service: Service, to: string): { code: string; id: string } | null {
  const mail = service.outbox.filter((m) => m.to === to).at(-1);
  const code = mail && /access code is (\d{6})/.exec(mail.text)?.[1];
  return mail && code ? { code, id: `${mail.sentAt} ${mail.text}` } : null;
}

/** Fills the login form's first step and sends it. */
async function submitLogin(page: EnginePage, user: string): Promise<void> {
  await page.fill('input[autocomplete="username"]', user);
  await page.fill('input[autocomplete="current-password"]', PASSWORD);
  await page.click('form button[type="submit"]');
}

/** Sets the range input `selector` to `value` and fires input and change, as a user's release of the thumb does. */
function setRange(page: EnginePage, selector: string, value: number): Promise<void> {
  return page.run(
    (s: string, v: number) => {
      const input = document.querySelector<HTMLInputElement>(s)!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, String(v));
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    },
    selector,
    value,
  );
}

/** The attribute `name` of the first element matching `selector` (null when none). */
const attribute = (page: EnginePage, selector: string, name: string) =>
  page.run((s: string, n: string) => document.querySelector(s)?.getAttribute(n) ?? null, selector, name);

/** The number of elements matching `selector`. */
const count = (page: EnginePage, selector: string) =>
  page.run((s: string) => document.querySelectorAll(s).length, selector);

/**
 * Declares the walk in `engine` as one `describe` of steps that share the engine's session (each step
 * starts where the one before ended). `offline`: whether the engine runs the app's service worker, so the
 * page reloads with the service gone; an engine without one must say so (the walk then checks it has none).
 */
export function describeWalk(engine: Engine, { offline }: { offline: boolean }): void {
  describe(`the walk in ${engine}`, () => {
    let service: Service;
    let page: EnginePage;
    const origin = () => service.url;

    beforeAll(async () => {
      service = await walkService();
      page = await openEngine(engine);
    });
    afterAll(async () => {
      await page?.close();
      await service?.close();
    });

    it('signs in and reaches the player list, which answers and finds a player', async () => {
      await page.goto(`${origin()}/`);
      await submitLogin(page, 'demo@example.com');
      await waitForPath(page, '/player-selector');
      // The list's cards: the page answers scripts once the list is in.
      await waitForSelector(page, '[data-testid="player-card"]');
      expect(await count(page, '[data-testid="player-card"]')).toBeGreaterThan(1);
      await page.fill('input[type="search"]', ZONED.name);
      await waitForSelector(page, `[data-testid="player-card"][data-licence-key="${ZONED.licenceKey}"]`);
    });

    it('opens a player with zones on its zone list, then a zone', async () => {
      await page.click(`[data-testid="player-card"][data-licence-key="${ZONED.licenceKey}"]`);
      await waitForPath(page, '/player-selector/channels');
      await waitForSelector(page, '[data-testid="zone-card"]');
      expect(await count(page, '[data-testid="zone-card"]')).toBe(ZONED.zones.length);
      await page.click(`[data-testid="zone-card"][data-zone-number="${ZONE}"]`);
      await waitForPath(page, '/player');
    });

    it('now playing shows the track and a Play/Pause makes the round trip to the player and back', async () => {
      await waitForSelector(page, '[data-testid="track-title"]:not([data-file-name=""])');
      const button = '[data-testid="play-pause"]:not([disabled])';
      await waitForSelector(page, button);
      const before = await attribute(page, button, 'data-state');
      await page.click(button);
      const after = await until(
        () => attribute(page, button, 'data-state'),
        (state) => state !== null && state !== before,
      );
      expect(after).toBe(before === 'playing' ? 'paused' : 'playing');
      await page.click(button);
      await until(
        () => attribute(page, button, 'data-state'),
        (state) => state === before,
      );
    });

    it('sets the zone volume, which the player confirms', async () => {
      const slider = '[data-testid="player-volume"]';
      await waitForSelector(page, slider);
      const target = Number(await attribute(page, slider, 'value')) === 40 ? 45 : 40;
      // The toasts already shown are marked, so only the volume's confirmation can end the wait.
      await page.run(() => {
        for (const toast of document.querySelectorAll('[data-kind]'))
          toast.setAttribute('data-walk-seen', '');
      });
      await setRange(page, slider, target);
      await waitForSelector(page, '[data-kind="success"]:not([data-walk-seen])');
      expect(await attribute(page, slider, 'aria-valuetext')).toBe(`${target} percent`);
    });

    it('opens Playlists from the menu and plays another playlist', async () => {
      await page.click('[data-testid="menu-button"]');
      await waitForSelector(page, '[data-testid="menu"]:popover-open');
      await page.click('[data-testid="menu"] a[href$="/player/playlists"]');
      await waitForPath(page, '/player/playlists');
      await waitForSelector(page, 'li[data-key] [data-testid="playlist-card"][data-current="false"]');
      const key = await page.run(() =>
        document
          .querySelector('[data-testid="playlist-card"][data-current="false"]')!
          .closest('li[data-key]')!
          .getAttribute('data-key')!,
      );
      await page.click(`li[data-key="${key}"] [data-testid="playlist-card"] button`);
      await waitForSelector(page, `li[data-key="${key}"] [data-testid="playlist-card"][data-current="true"]`);
    });

    it('tallies every zone on the overview and pauses one site in bulk', async () => {
      await page.goto(`${origin()}/player-selector/overview`);
      await waitForSelector(page, '[data-testid="overview-zone"]');
      await until(
        () =>
          page.run(() =>
            [...document.querySelectorAll('[data-testid="overview-zone"]')].map((z) =>
              z.getAttribute('data-state'),
            ),
          ),
        (states) => states.length > 0 && !states.includes('loading'),
        30_000,
      );
      await page.click('[data-testid="overview-select-site"]');
      await page.click('[data-testid="overview-pause"]');
      await page.click('[data-testid="overview-confirm-send"]');
      const tally = await until(
        () =>
          page.run(() => {
            const summary = document.querySelector('[data-testid="overview-summary"]');
            return { done: summary?.getAttribute('data-done'), total: summary?.getAttribute('data-total') };
          }),
        ({ done, total }) => Number(total) > 0 && done === total,
        30_000,
      );
      expect(Number(tally.done)).toBeGreaterThan(0);
    });

    it('signs out, and the access-code step lets an account that needs a code in', async () => {
      await page.goto(`${origin()}/player-selector`);
      await page.click('[data-testid="logout-button"]');
      await waitForPath(page, '/');
      const before = lastCode(service, ACCESS_ACCOUNT)?.id;
      await submitLogin(page, ACCESS_ACCOUNT);
      await waitForSelector(page, '[data-testid="access-code-sent"]');
      const mail = await until(
        async () => lastCode(service, ACCESS_ACCOUNT),
        (m) => m !== null && m.id !== before,
      );
      await page.fill('input[autocomplete="one-time-code"]', mail!.code);
      await page.click('form button[type="submit"]');
      await waitForPath(page, '/player-selector');
    });

    it(
      offline
        ? 'reloads with the service gone: the service worker serves the app, which says it is offline'
        : 'has no service worker, so the page cannot outlive the service (no offline reload)',
      async () => {
        const supported = await page.run(() => 'serviceWorker' in navigator);
        expect(supported).toBe(offline);
        if (!offline) return;
        await until(() => page.run(() => navigator.serviceWorker.controller !== null), Boolean, 30_000);
        // The sign-in above ends on the selector's path before its list is in; the banner speaks over the
        // list as it last loaded, so the service may go only once this visit's list is shown (and kept).
        await waitForSelector(page, '[data-testid="players-shown"][data-last-known="false"]', 30_000);
        await service.close();
        await page.reload();
        await waitForSelector(page, '[data-testid="connection-banner"]', 30_000);
      },
    );
  });
}
