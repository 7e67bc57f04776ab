import {
  animationFrameScheduler,
  asyncScheduler,
  auditTime,
  BehaviorSubject,
  filter,
  map,
  observeOn,
  fromEvent,
  merge,
  scan,
  shareReplay,
  startWith,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { OVERVIEW_SCROLL_SAVE_MS } from '../../config/timing';
import { createIntent } from '../../lib/rx/intent';
import type { StateFilter } from './sites/overview-view';
import type { SiteOrder } from './sites/site-order';

/** How the status map draws the fleet: one cell per site or one per zone. */
export type MapMode = 'sites' | 'zones';

/**
 * Where the page goes once the list is laid out under a new filter: `always` to the list's start, under
 * the sticky filters; `when-above` only when the list's start is above the view (typing a search does not
 * move the page while the first results are in view).
 */
export type ToStart = 'always' | 'when-above';

/**
 * What the overview's screen chose (docs/design.md "Every zone at a glance"), beside the fleet's state and the
 * bulk flow's: the search text, the state filter, the sites' order and map mode (undefined until the user
 * chooses one: the screen then picks by the fleet and the width), the site opened on the per-site map,
 * the folded sites, where the page goes after a filter, and how many times the fleet was loaded again.
 */
export interface OverviewScreenState {
  readonly query: string;
  readonly filter: StateFilter;
  readonly order: SiteOrder | undefined;
  readonly mapMode: MapMode | undefined;
  readonly openSite: string | undefined;
  readonly collapsed: ReadonlySet<string>;
  readonly toStart: ToStart | undefined;
  /** Counts the user's "Try again" after a failed load: each new value loads the fleet again. */
  readonly reload: number;
}

/** What the screen's user does, as actions on {@link OverviewScreenState}. */
export type OverviewScreenAction =
  | { readonly t: 'query'; readonly query: string }
  | { readonly t: 'filter'; readonly filter: StateFilter }
  /** Clears the search and shows `filter` (the bar's "show hidden" and "show failed"). */
  | { readonly t: 'show'; readonly filter: StateFilter }
  | { readonly t: 'order'; readonly order: SiteOrder }
  | { readonly t: 'map-mode'; readonly mode: MapMode }
  | { readonly t: 'open-site'; readonly site: string | undefined }
  | { readonly t: 'collapse'; readonly site: string; readonly hide: boolean }
  /** Folds every site of `sites` (`hide`) or unfolds them all. */
  | { readonly t: 'collapse-all'; readonly sites: readonly string[]; readonly hide: boolean }
  /** The page went where `toStart` said (or had nowhere to go). */
  | { readonly t: 'scrolled' }
  | { readonly t: 'reload' };

/** The screen as it opens: every zone, no search, nothing folded, the order and map mode not chosen. */
export const OVERVIEW_SCREEN_START: OverviewScreenState = {
  query: '',
  filter: 'all',
  order: undefined,
  mapMode: undefined,
  openSite: undefined,
  collapsed: new Set(),
  toStart: undefined,
  reload: 0,
};

/** The screen's state after `action`; an action that changes nothing returns `state` itself. */
export function reduceOverviewScreen(
  state: OverviewScreenState,
  action: OverviewScreenAction,
): OverviewScreenState {
  switch (action.t) {
    case 'query':
      return { ...state, query: action.query, toStart: 'when-above' };
    case 'filter':
      return { ...state, filter: action.filter, toStart: 'always' };
    case 'show':
      return { ...state, query: '', filter: action.filter, toStart: 'always' };
    case 'order':
      return { ...state, order: action.order };
    case 'map-mode':
      return { ...state, mapMode: action.mode };
    case 'open-site':
      return { ...state, openSite: action.site };
    case 'collapse': {
      if (state.collapsed.has(action.site) === action.hide) return state;
      const collapsed = new Set(state.collapsed);
      if (action.hide) collapsed.add(action.site);
      else collapsed.delete(action.site);
      return { ...state, collapsed };
    }
    case 'collapse-all':
      return { ...state, collapsed: action.hide ? new Set(action.sites) : new Set() };
    case 'scrolled':
      return state.toStart === undefined ? state : { ...state, toStart: undefined };
    case 'reload':
      return { ...state, reload: state.reload + 1 };
  }
}

/** The overview screen's own state: its stream and what changes it. */
export interface OverviewScreen {
  /** The state, from {@link OVERVIEW_SCREEN_START}; replays the current one on subscribe. */
  readonly state$: Observable<OverviewScreenState>;
  /** Applies an action (stable). */
  readonly dispatch: (action: OverviewScreenAction) => void;
  /**
   * Each moment to keep the page's scroll position while the screen is open: at most every
   * OVERVIEW_SCROLL_SAVE_MS while it scrolls, and when the page is hidden (a reload, the app left).
   */
  readonly scrollSaves$: Observable<unknown>;
  /** The groups of the zones on screen (whose statuses are asked first); replays the latest, first none. */
  readonly visible$: Observable<readonly string[]>;
  /** Says which zones are on screen (stable). */
  readonly onVisible: (groups: readonly string[]) => void;
}

/** What {@link createOverviewScreen} needs: the window it scrolls, and the scheduler for its pacing. */
export interface OverviewScreenDeps {
  readonly win: Window;
  readonly scheduler?: SchedulerLike;
}

/**
 * The overview screen's state (docs/design.md "Every zone at a glance"): the actions folded by
 * {@link reduceOverviewScreen}, the moments to keep the scroll position, and the zones on screen.
 */
export function createOverviewScreen({
  win,
  scheduler = asyncScheduler,
}: OverviewScreenDeps): OverviewScreen {
  const [actions$, dispatch] = createIntent<OverviewScreenAction>();
  const state$ = actions$.pipe(
    scan(reduceOverviewScreen, OVERVIEW_SCREEN_START),
    startWith(OVERVIEW_SCREEN_START),
    shareReplay({ bufferSize: 1, refCount: false }),
  );
  const scrollSaves$ = merge(
    fromEvent(win, 'scroll', { passive: true }).pipe(auditTime(OVERVIEW_SCROLL_SAVE_MS, scheduler)),
    fromEvent(win, 'pagehide'),
  );
  const visible = new BehaviorSubject<readonly string[]>([]);
  const onVisible = (groups: readonly string[]) => visible.next(groups);
  return { state$, dispatch, scrollSaves$, visible$: visible.asObservable(), onVisible };
}

/**
 * How far (CSS px) to scroll the page so that what just took the focus is not under the action bar (the
 * element `bar()` returns, which stays in view at the page's bottom): after each focus moved within `doc`
 * outside the bar, once the browser has scrolled it into view (the next animation frame), the height of
 * the focused element lying under the bar's top; nothing when none does.
 */
export function barClearances$(
  doc: Document,
  bar: () => Element | null,
  frames: SchedulerLike = animationFrameScheduler,
): Observable<number> {
  return fromEvent(doc, 'focusin').pipe(
    observeOn(frames),
    map((event) => {
      const target = event.target;
      const box = bar();
      if (!(target instanceof Element) || !box || box.contains(target)) return 0;
      return Math.ceil(target.getBoundingClientRect().bottom - box.getBoundingClientRect().top);
    }),
    filter((by) => by > 0),
  );
}
