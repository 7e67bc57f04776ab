/** @jest-environment jsdom */
/**
 * The first screen's code fetched before the app takes over its copy rendered at build time
 * (src/boot/held-copy.ts): while it cannot be fetched, the copy stays with its notice and Retry.
 */
import { loadBeforeTakeover, SCREEN_UNAVAILABLE_ATTRIBUTE, type HeldCopy } from '../../src/boot/held-copy';

/** webpack's error for a chunk request that failed. */
const chunkError = () => Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });

/** The copy as the page script puts it in: the root with a field, and the hidden notice with Retry. */
function copy(withNotice = true): HeldCopy {
  document.body.innerHTML =
    '<div class="player-remote-host" data-prerendered><div class="player-remote-root"><input id="username"></div>' +
    (withNotice
      ? `<div ${SCREEN_UNAVAILABLE_ATTRIBUTE} hidden><div role="alert"><button type="button">Retry</button></div></div>`
      : '') +
    '</div>';
  const wrapper = document.querySelector<HTMLElement>('.player-remote-host')!;
  return { wrapper, root: wrapper.querySelector<HTMLElement>('.player-remote-root')! };
}

const notice = () => document.querySelector<HTMLElement>(`[${SCREEN_UNAVAILABLE_ATTRIBUTE}]`);
/** Lets the pending promise callbacks run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve));

describe('loadBeforeTakeover', () => {
  it('resolves once the code is in, and drops the notice unseen', async () => {
    const load = jest.fn(() => Promise.resolve({}));
    await loadBeforeTakeover(copy(), load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(notice()).toBeNull();
  });

  it('while a chunk request fails, shows the notice; Retry fetches again and resolves, the focus back in the field', async () => {
    const target = copy();
    let failing = true;
    const load = jest.fn(() => (failing ? Promise.reject(chunkError()) : Promise.resolve({})));
    let taken = false;
    const done = loadBeforeTakeover(target, load).then(() => (taken = true));
    await settle();
    expect(notice()?.hidden).toBe(false);
    expect(taken).toBe(false);
    target.root.querySelector('input')!.focus();
    const retry = notice()!.querySelector('button')!;
    retry.focus();
    retry.click(); // still failing: the notice stays
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(notice()?.hidden).toBe(false);
    expect(taken).toBe(false);
    failing = false;
    retry.click();
    await done;
    expect(load).toHaveBeenCalledTimes(3);
    expect(notice()).toBeNull();
    expect(document.activeElement?.id).toBe('username');
  });

  it('resolves on any other error, for the app to show it, and without a notice to show', async () => {
    await loadBeforeTakeover(copy(), () => Promise.reject(new Error('broken module')));
    expect(notice()).toBeNull();
    await loadBeforeTakeover(copy(false), () => Promise.reject(chunkError()));
    expect(document.querySelector('input')).not.toBeNull();
  });
});
