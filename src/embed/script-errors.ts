import { diagnoseScript, loadErrorEvent } from './load-error';

/**
 * Reports scripts of the bundle (addresses under `bundleBase`, e.g. a lazy chunk whose content fails its
 * Subresource Integrity check) that fail to load, as a `loaderror` event on `target`, with the reason
 * found by {@link diagnoseScript}. Listens on `document` in the capture phase (load errors do not bubble)
 * until the returned function is called.
 */
export function reportScriptErrors(bundleBase: string, target: EventTarget): () => void {
  const base = new URL(bundleBase, document.baseURI).href;
  const onError = (event: Event) => {
    const script = event.target;
    if (!(script instanceof HTMLScriptElement) || !script.src.startsWith(base)) return;
    const { src, integrity } = script;
    void diagnoseScript(src, integrity).then((reason) => target.dispatchEvent(loadErrorEvent(src, reason)));
  };
  document.addEventListener('error', onError, true);
  return () => document.removeEventListener('error', onError, true);
}
