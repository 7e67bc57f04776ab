/**
 * jsdom has `<dialog>` but not its methods. This gives it the part the app uses: `showModal()` and
 * `show()` set `open`, `close()` removes it and fires `close`. Focus trapping and the top layer are left
 * to the browser tests.
 */
export function installDialogMethods(): void {
  const proto = globalThis.HTMLDialogElement?.prototype;
  if (!proto || typeof proto.showModal === 'function') return;
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.showModal = proto.show;
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
