import type { Browser, Page } from 'playwright-core';
import { axe } from './a11y-routes';
import { baseUrl, launch, openPage } from '../support/browser';
import { until } from '../../support/until';
import { demoPlayer } from '../support/fleet';
import { recordCommands } from '../support/hub-frames';
import { waitForNowPlaying, waitForTrack, waitForTrackChange } from '../support/now-playing';
import { pauseClock } from '../support/page-clock';
import { PlayerCommand } from '../../../src/lib/player/commands';

/** What has focus: its tag, accessible-ish name, test id, and whether the focus ring shows. */
interface Focused {
  readonly tag: string;
  readonly name: string;
  readonly testId: string | null;
  /** The player card's identity (`data-licence-key`), when a player card has focus. */
  readonly licenceKey: string | null;
  readonly ring: boolean;
  readonly inDialog: boolean;
}

const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body)
      return { tag: 'body', name: '', testId: null, licenceKey: null, ring: false, inDialog: false };
    const style = getComputedStyle(el);
    const label = el.id
      ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent
      : undefined;
    const name = (el.getAttribute('aria-label') ?? label ?? el.textContent ?? '').trim();
    const ring =
      el.matches(':focus-visible') && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    return {
      tag: el.tagName.toLowerCase(),
      name,
      testId: el.getAttribute('data-testid'),
      licenceKey: el.getAttribute('data-licence-key'),
      ring,
      inDialog: !!el.closest('dialog[open]'),
    };
  });

/**
 * Presses Tab until the focused element matches `want` (at most `max` presses); every stop on the way
 * must show a visible focus ring (WCAG 2.4.7, 2.4.11).
 */
async function tabTo(page: Page, want: (f: Focused) => boolean, max = 40): Promise<Focused> {
  const stops: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    stops.push(f.testId ?? f.name ?? f.tag);
    if (f.tag !== 'body')
      expect({ stop: f.name || f.testId || f.tag, ring: f.ring }).toEqual({
        stop: f.name || f.testId || f.tag,
        ring: true,
      });
    if (want(f)) return f;
  }
  throw new Error(`Tab never reached the element after ${max} presses; stops: ${stops.join(' | ')}`);
}

const PLAYER = 'Dining Room';

/** On the player selector: searches for PLAYER and opens its card with Enter, by keyboard alone. */
async function openPlayerByKeyboard(page: Page): Promise<void> {
  await page.getByTestId('player-card').first().waitFor();
  await tabTo(page, (f) => f.name === 'Search players');
  await page.keyboard.type(PLAYER);
  await tabTo(page, (f) => f.testId === 'player-card' && f.licenceKey === demoPlayer(PLAYER).licenceKey);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/player$/);
}

const { Play: PLAY, Pause: PAUSE, Next: NEXT, Previous: PREVIOUS } = PlayerCommand;

/** docs/design.md "Keyboard": from sign-in to pausing a player with the keyboard alone, and the player shortcuts. */
describe('keyboard-only walk in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs in, finds and opens a player, uses the shortcuts and pauses it, with visible focus all the way', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    // The page's clock flows as usual; the test stops it only to press two keys at one instant.
    await page.clock.install();
    const commands = recordCommands(page);
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();

    // Sign in: fields by Tab, submit with Enter.
    await tabTo(page, (f) => f.name === 'Username or e-mail');
    await page.keyboard.type('demo@example.com');
    await tabTo(page, (f) => f.name === 'Password' && f.tag === 'input');
    await page.keyboard.type('Demo!2345');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/player-selector');

    // The selector: search, then open the player with Enter.
    await openPlayerByKeyboard(page);
    await waitForNowPlaying(page);
    await page.getByTestId('play-pause').and(page.locator(':not([disabled])')).waitFor();

    // `?` lists the shortcuts in a dialog: focus moves in and stays there; Escape closes it and gives focus back.
    const before = await focused(page);
    await page.keyboard.press('Shift+Slash');
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
    expect(await focused(page)).toMatchObject({ testId: 'shortcuts-close', inDialog: true, ring: true });
    expect(await page.getByTestId('shortcuts-list').textContent()).toContain('Play or pause');
    expect(await axe(page)).toEqual([]);
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      const f = await focused(page);
      expect(f.tag === 'body' || f.inDialog).toBe(true); // trapped: never on the page behind
    }
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect((await focused(page)).testId).toBe(before.testId);

    // → twice quickly: one skip (the 150 ms debounce; a manual next skips a due advert), so ← comes back
    // to the first track (after two skips it would land on the one in between). "Quickly" is exact: the
    // page's clock stands still between the two presses, whatever the load on the machine.
    // ← goes to the playlist's track before the cursor, never back to an advert (the player's rule), so
    // the walk starts from a track: an advert shown now (one may fall due on a slow machine) is skipped first.
    let first = await waitForNowPlaying(page);
    while ((await page.getByTestId('track-title').getAttribute('data-advert')) !== null) {
      await page.keyboard.press('ArrowRight');
      first = await waitForTrackChange(page, first);
    }
    const skips = commands.frames().length;
    await pauseClock(page);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.clock.resume();
    await waitForTrackChange(page, first);
    await page.keyboard.press('ArrowLeft');
    await waitForTrack(page, first);
    // On the wire: one next for the two presses, then the previous (a second next would come before it).
    expect(commands.commandsSince(skips).filter((c) => c === NEXT || c === PREVIOUS)).toEqual([
      NEXT,
      PREVIOUS,
    ]);

    // Space plays or pauses (the page does not scroll); make sure it plays, then pause with Space.
    const playPause = page.getByTestId('play-pause');
    if ((await playPause.getAttribute('data-state')) === 'paused') {
      await page.keyboard.press('Space');
      await until(
        () => playPause.getAttribute('data-state'),
        (s) => s === 'playing',
      );
    }
    await page.keyboard.press('Space');
    await until(
      () => playPause.getAttribute('data-state'),
      (s) => s === 'paused',
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Opened from its button, the dialog gives focus back to the button.
    await tabTo(page, (f) => f.testId === 'shortcuts-button');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
    expect((await focused(page)).testId).toBe('shortcuts-close');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(await focused(page)).toMatchObject({ testId: 'shortcuts-button', ring: true });
    // Tab to the play button: Space on a focused button is the button's own click, once (not also the shortcut).
    await tabTo(page, (f) => f.testId === 'play-pause');
    const toggles = commands.frames().length;
    await page.keyboard.press('Space');
    await until(
      () => playPause.getAttribute('data-state'),
      (s) => s === 'playing',
    );
    // And pause it with Enter on the focused button: the walk ends with the player paused.
    await page.keyboard.press('Enter');
    await until(
      () => playPause.getAttribute('data-state'),
      (s) => s === 'paused',
    );
    expect(await playPause.getAttribute('aria-label')).toBe('Play');
    // On the wire: Space sent one play and Enter one pause; had Space also run the shortcut, a second
    // play/pause command would sit between them.
    expect(commands.commandsSince(toggles).filter((c) => c === PLAY || c === PAUSE)).toEqual([PLAY, PAUSE]);

    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('the menu opens, is walked and closed by keyboard, and reaches a sub-screen', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: { width: 375, height: 812 } });
    await page.goto(`${baseUrl()}/`);
    await page.getByLabel('Username or e-mail').fill('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Demo!2345');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/player-selector');
    await openPlayerByKeyboard(page);
    await page.getByTestId('menu-button').waitFor(); // the player area's code has loaded

    await tabTo(page, (f) => f.testId === 'menu-button');
    await page.keyboard.press('Enter');
    await page.getByTestId('menu').waitFor();
    await tabTo(page, (f) => f.name === 'Status');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/player/status');
    await page.getByTestId('menu').waitFor({ state: 'hidden' });
    await tabTo(page, (f) => f.testId === 'refresh-status');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
