/** @jest-environment jsdom */
/**
 * The prerendered login screen giving way to the live app (src/embed/prerendered.ts): the live wrapper
 * lies transparent over the static copy until the first route screen commits, then the copy goes and
 * the live app shows, in that same commit.
 */
import { firstScreenCommitted } from '../../src/app/first-screen';
import { PRERENDERED_ATTRIBUTE, replacePrerendered } from '../../src/embed/prerendered';

/** `#player-remote` with, when `prerendered`, the page script's static copy in it. */
function page(prerendered: boolean): { element: HTMLElement; live: HTMLElement } {
  document.body.replaceChildren();
  const element = document.createElement('div');
  element.id = 'player-remote';
  if (prerendered) {
    const copy = document.createElement('div');
    copy.setAttribute(PRERENDERED_ATTRIBUTE, '');
    copy.innerHTML = '<div class="player-remote-root"><main inert><h1>Sign in</h1></main></div>';
    element.append(copy);
  }
  const live = document.createElement('div');
  element.append(live);
  document.body.append(element);
  return { element, live };
}

const copyOf = (element: HTMLElement) => element.querySelector(`[${PRERENDERED_ATTRIBUTE}]`);

describe('replacePrerendered', () => {
  // One module state per file: the first screen commits once, in the last test.
  it('leaves a page without a prerendered screen alone', () => {
    const { element, live } = page(false);
    replacePrerendered(element, live)();
    expect(live.getAttribute('style')).toBeNull();
    expect(element.children).toHaveLength(1);
  });

  it('removes the static copy at once when the app is unmounted before its first screen', () => {
    const { element, live } = page(true);
    const remove = replacePrerendered(element, live);
    expect(copyOf(element)).not.toBeNull();
    remove();
    expect(copyOf(element)).toBeNull();
  });

  it('keeps the live app transparent over the copy until the first screen commits, then shows only it', () => {
    const { element, live } = page(true);
    replacePrerendered(element, live);
    expect({ opacity: live.style.opacity, pointerEvents: live.style.pointerEvents }).toEqual({
      opacity: '0',
      pointerEvents: 'none',
    });
    expect(copyOf(element)).not.toBeNull();

    firstScreenCommitted();
    expect(copyOf(element)).toBeNull();
    expect(live.getAttribute('style')).toBeNull();
    expect(Array.from(element.children)).toEqual([live]);

    // Once committed, a later hand-over (another mount) happens at once.
    const again = page(true);
    replacePrerendered(again.element, again.live);
    expect(copyOf(again.element)).toBeNull();
    expect(again.live.getAttribute('style')).toBeNull();
  });
});
