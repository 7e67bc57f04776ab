import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openPage } from '../support/browser';
import { hostHtml, instrument, recorded, startHostSite, type HostSite } from '../support/host-page';

/**
 * The app and a host page with hostile CSS keep out of each other's way. The host styles everything it can
 * reach (`*` box sizing, the root's font, colour, line height, letter spacing and text transform, global
 * button, input and link styles, the app's own colour variable names, a transformed ancestor around the
 * app). The computed styles of the host's elements are the same before the app is mounted, while it is, and
 * after it is removed; the app's login screen is laid out as on the standalone page of the same width
 * (header, card, fields and button within 2 px of the same place, and the same font); its toast region sits
 * in the top layer, where the transformed ancestor cannot move it. Zero CSP violations.
 */

const HOSTILE_CSS = `
  :root { --c-bg: red; --c-text: lime; --c-primary: yellow; }
  * { box-sizing: content-box; }
  html { background: #ffe; color: #c00; font-family: 'Comic Sans MS', cursive; line-height: 2.2;
    letter-spacing: 0.08em; text-transform: uppercase; word-spacing: 4px; }
  body { margin: 24px; }
  button, input, select { font: italic bold 22px/3 Georgia, serif; background: hotpink; padding: 20px;
    border: 4px dashed lime; color: navy; }
  a { color: orange; text-decoration: wavy underline; }
  h1, p, div, header, main, form, label { margin: 17px; padding: 3px; }
  .stage { transform: translateY(0); margin-left: 320px; }
`;

/** Host elements whose computed styles must not change. */
const HOST_ELEMENTS = ['html', 'body', 'header', 'h1', 'a', 'button', 'input', '.stage', 'p.after'];
/** Resolved values that follow the layout (an element's used size), not the cascade. */
const LAYOUT_DEPENDENT = /^(width|height|inline-size|block-size|transform-origin|perspective-origin)$/;

/** The app's landmarks on the login screen, for the layout comparison. */
const LANDMARKS = [
  'header',
  'form',
  '#username',
  '#password',
  'button[type="submit"]',
  '[data-testid="language-picker"]',
];

describe('a host page with hostile CSS in Chromium', () => {
  let browser: Browser;
  let site: HostSite;
  beforeAll(async () => {
    browser = await launch();
    site = await startHostSite();
    site.page('/host/hostile', (nonce) =>
      hostHtml(nonce, {
        title: 'Hostile host',
        css: HOSTILE_CSS,
        body: `<header><h1>Shop</h1><a href="#top">A link</a> <button type="button">Host button</button>
<input value="host input" aria-label="Host field" /></header>
<div class="stage" id="stage"></div>
<p class="after">After the app</p>`,
      }),
    );
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  /** Computed styles of the host's elements, layout-dependent values left out. */
  const hostStyles = (page: Page) =>
    page.evaluate(
      ({ selectors, layout }) => {
        const skip = new RegExp(layout);
        return selectors.map((selector) => {
          const element = document.querySelector(selector);
          if (!element) return { selector, missing: true };
          const style = getComputedStyle(element);
          const values: Record<string, string> = {};
          for (const name of Array.from(style))
            if (!skip.test(name)) values[name] = style.getPropertyValue(name);
          return { selector, values };
        });
      },
      { selectors: HOST_ELEMENTS, layout: LAYOUT_DEPENDENT.source },
    );

  /** Boxes of the app's landmarks relative to the app's root, and the root's font; `root` finds the root. */
  const appLayout = (page: Page, inShadow: boolean) =>
    page.evaluate(
      ({ landmarks, inShadow }) => {
        const scope: ParentNode = inShadow
          ? (document.querySelector('player-remote')?.shadowRoot as ShadowRoot)
          : document;
        const root = scope.querySelector('.player-remote-root') as HTMLElement;
        const origin = root.getBoundingClientRect();
        const boxes = landmarks.map((selector) => {
          const box = scope.querySelector(selector)?.getBoundingClientRect();
          return box
            ? { selector, x: box.x - origin.x, y: box.y - origin.y, width: box.width, height: box.height }
            : { selector, x: NaN, y: NaN, width: NaN, height: NaN };
        });
        const font = getComputedStyle(scope.querySelector('button[type="submit"]') as Element);
        return {
          width: origin.width,
          boxes,
          font: `${font.fontStyle} ${font.fontWeight} ${font.fontSize}/${font.lineHeight} ${font.fontFamily} ${font.textTransform} ${font.letterSpacing}`,
        };
      },
      { landmarks: LANDMARKS, inShadow },
    );

  it('host styles are the same before, during and after; the app looks as it does on its own page', async () => {
    const viewport = { width: 1280, height: 900 };
    const { page, errors, context } = await openPage(browser, { viewport });
    await instrument(page);
    await page.goto(`${site.url}/host/hostile`);
    await page.waitForFunction(() => !!customElements.get('player-remote'));
    const before = await hostStyles(page);

    await page.evaluate(() => {
      const remote = document.createElement('player-remote');
      remote.setAttribute('base-path', '/host/hostile');
      document.getElementById('stage')?.append(remote);
    });
    await page.getByLabel('Username or e-mail').waitFor();
    const during = await hostStyles(page);
    const embedded = await appLayout(page, true);
    // The toast region is in the top layer: placed against the window (centred in it), not against the
    // transformed stage, which is off-centre.
    const toasts = await page.getByTestId('toasts').evaluate((region) => {
      const box = region.getBoundingClientRect();
      const stage = document.getElementById('stage')?.getBoundingClientRect();
      return {
        open: region.matches(':popover-open'),
        centre: box.left + box.width / 2,
        windowCentre: window.innerWidth / 2,
        stageCentre: stage ? stage.left + stage.width / 2 : 0,
      };
    });
    expect(toasts.open).toBe(true);
    expect(Math.abs(toasts.stageCentre - toasts.windowCentre)).toBeGreaterThan(100);
    expect(Math.abs(toasts.centre - toasts.windowCentre)).toBeLessThanOrEqual(1);

    await page.evaluate(() => document.querySelector('player-remote')?.remove());
    await page.locator('player-remote').waitFor({ state: 'detached' });
    const after = await hostStyles(page);
    expect(during).toEqual(before);
    expect(after).toEqual(before);
    expect((await recorded(page)).csp).toEqual([]);
    expect(errors).toEqual([]);

    // The standalone page, as wide as the app was on the host page.
    const alone = await openPage(browser, {
      viewport: { width: Math.round(embedded.width), height: viewport.height },
    });
    await alone.page.goto(`${baseUrl()}/`);
    await alone.page.getByLabel('Username or e-mail').waitFor();
    const standalone = await appLayout(alone.page, false);
    expect(embedded.font).toBe(standalone.font);
    for (const [index, box] of embedded.boxes.entries()) {
      const reference = standalone.boxes[index]!;
      for (const key of ['x', 'y', 'width', 'height'] as const)
        expect({ selector: box.selector, [key]: Math.abs(box[key] - reference[key]) <= 2 }).toEqual({
          selector: box.selector,
          [key]: true,
        });
    }
    expect(alone.errors).toEqual([]);
    await alone.context.close();
    await context.close();
  });
});
