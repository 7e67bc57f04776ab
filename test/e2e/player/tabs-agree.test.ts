import type { Browser, Page } from 'playwright-core';
import { openPlayer } from './player-helpers';
import { baseUrl, launch, openPage } from '../support/browser';
import { until } from '../../support/until';

const PLAYER = 'Denim Corner';
const state = (page: Page) =>
  page.evaluate(() => ({
    file: document.querySelector('[data-testid="track-title"]')?.getAttribute('data-file-name') ?? '',
    playing: document.querySelector('[data-testid="play-pause"]')?.getAttribute('data-state') ?? '',
  }));

/** Every tab agrees: two tabs on one zone show the same state after a command from either. */
describe('two tabs on one zone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('agree after next from one and play/pause from the other; signing out in one signs out both', async () => {
    const { page: a, context, errors } = await openPage(browser);
    await openPlayer(a, PLAYER);
    const b = await context.newPage();
    b.on('pageerror', (error) => errors.push(error.message));
    await b.goto(`${baseUrl()}/player`);
    await until(
      () => state(b),
      (s) => s.file !== '',
      15_000,
    );
    expect(await state(b)).toEqual(await state(a));

    // Next from A: both show the new track.
    const before = await state(a);
    await a.getByTestId('next').click();
    const afterA = await until(
      () => state(a),
      (s) => s.file !== '' && s.file !== before.file,
    );
    await until(
      () => state(b),
      (s) => s.file === afterA.file,
    );

    // Play/pause from B: both show the new play state.
    await b.getByTestId('play-pause').click();
    const flipped = before.playing === 'playing' ? 'paused' : 'playing';
    await until(
      () => state(b),
      (s) => s.playing === flipped,
    );
    await until(
      () => state(a),
      (s) => s.playing === flipped,
    );
    expect(await state(a)).toEqual(await state(b));

    // And back, from A.
    await a.getByTestId('play-pause').click();
    await until(
      () => state(a),
      (s) => s.playing === before.playing,
    );
    await until(
      () => state(b),
      (s) => s.playing === before.playing,
    );

    // Sign out in B: A leaves the player for the login screen.
    await b.getByTestId('menu-button').click();
    await b.getByTestId('menu').getByRole('button', { name: 'Log out' }).click();
    await a.waitForURL((url) => url.pathname === '/');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
