import { useCallback, useLayoutEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { useObservable, useSubscription } from 'observable-hooks';
import { switchMap, type Observable } from 'rxjs';
import type { OverviewMemory } from '../../lib/selection/overview-memory';
import { barClearances$, type ToStart } from './overview-screen.streams';

/**
 * The height (CSS px) of what the page keeps in view at its top (the header): what is scrolled to is
 * placed below it. 0 where none is laid out.
 */
export function stickyTop(): number {
  const header = document.querySelector('header');
  return header ? header.getBoundingClientRect().height : 0;
}

/** Moves the focus to the element of `id` (a skip link's target), scrolled into view. */
export function skipTo(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.scrollIntoView({ block: 'nearest' });
}

/**
 * Keeps `box`'s size: calls `measure` when laid out (each time `ready` changes) and whenever `box`
 * changes size.
 */
function useMeasured(box: RefObject<Element | null>, ready: unknown, measure: (box: Element) => void): void {
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    measure(element);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => measure(element));
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, ready, measure]);
}

/**
 * The header's height (the sticky filters sit under it) and, with the filters' box `sticky`, what a
 * scroll to a site or a card keeps clear at the top (both CSS px): measured when `ready` changes and
 * whenever the filters change size.
 */
export function useStickyHeights(
  sticky: RefObject<HTMLElement | null>,
  ready: boolean,
): { readonly header: number; readonly scrollPadding: number } {
  const [heights, setHeights] = useState({ header: 0, scrollPadding: 0 });
  const measure = useCallback((box: Element) => {
    const header = stickyTop();
    setHeights({ header, scrollPadding: Math.ceil(header + box.getBoundingClientRect().height) });
  }, []);
  useMeasured(sticky, ready, measure);
  return heights;
}

/**
 * A filter shows its result: once laid out (`layout` changed) with `toStart` set, the list's start
 * `list` comes up under the header and the sticky filters `sticky` (see {@link ToStart}); then `done`.
 */
export function useToStart(
  layout: unknown,
  toStart: ToStart | undefined,
  list: RefObject<HTMLElement | null>,
  sticky: RefObject<HTMLElement | null>,
  done: () => void,
): void {
  useLayoutEffect(() => {
    const box = list.current;
    if (!toStart || !box) return;
    done();
    const below = stickyTop() + (sticky.current?.getBoundingClientRect().height ?? 0);
    const offset = box.getBoundingClientRect().top - below;
    if (toStart === 'always' ? Math.abs(offset) >= 1 : offset < 0)
      window.scrollTo(0, window.scrollY + offset);
  }, [layout, toStart, list, sticky, done]);
}

/**
 * The view comes back where it was left (a zone opened and Back, a reload): restored from `memory` once
 * `ready`, then kept at each of `saves$` and when the overview closes (in the layout phase, before the
 * next screen's content changes the page's height).
 */
export function useScrollMemory(
  memory: Pick<OverviewMemory, 'scroll' | 'keepScroll'>,
  ready: boolean,
  saves$: Observable<unknown>,
): void {
  const restored = useRef(false);
  useLayoutEffect(() => {
    if (restored.current || !ready) return;
    restored.current = true;
    const top = memory.scroll();
    if (top > 0) window.scrollTo(0, top);
  }, [ready, memory]);
  const keepScroll = useCallback(() => {
    if (restored.current) memory.keepScroll(window.scrollY);
  }, [memory]);
  useSubscription(saves$, keepScroll);
  useLayoutEffect(() => keepScroll, [keepScroll]);
}

/**
 * Room for the bulk actions' bar (the element of `barId`), which stays in view at the bottom of the page
 * over what scrolls under it: what takes the focus outside it (a control or a card reached by the
 * keyboard) is scrolled up from under it ({@link barClearances$}); its height (CSS px) is measured when
 * laid out and whenever it changes size, and `fixed` says the bar is out of the page's flow (then the
 * page's end needs as much room, or its last row would stay under the bar).
 */
export function useBarRoom(barId: string): { readonly height: number; readonly fixed: boolean } {
  const [room, setRoom] = useState({ height: 0, fixed: false });
  useLayoutEffect(() => {
    const bar = document.getElementById(barId);
    if (!bar) return;
    const measure = () => {
      const height = Math.ceil(bar.getBoundingClientRect().height);
      const fixed = getComputedStyle(bar).position === 'fixed';
      setRoom((was) => (was.height === height && was.fixed === fixed ? was : { height, fixed }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    return () => observer.disconnect();
  }, [barId]);
  const clearances$ = useObservable(
    (inputs$) =>
      inputs$.pipe(switchMap(([id]) => barClearances$(document, () => document.getElementById(id)))),
    [barId],
  );
  useSubscription(clearances$, (by) => window.scrollBy(0, by));
  return room;
}
