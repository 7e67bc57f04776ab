import { filter, map, tap, type Observable } from 'rxjs';

/** What a player shortcut asks for (docs/design.md "Keyboard"). */
export type ShortcutIntent = 'toggle-play' | 'previous' | 'next' | 'help';

/** The part of a `keydown` event the shortcuts read (a DOM `KeyboardEvent` satisfies it). */
export interface KeyLike {
  readonly key: string;
  readonly repeat: boolean;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly defaultPrevented: boolean;
  readonly target: EventTarget | null;
  preventDefault(): void;
}

/** The shortcuts, for the list in the shortcuts dialog: key caps and what they do. */
export const SHORTCUTS: readonly { readonly keys: readonly string[]; readonly intent: ShortcutIntent }[] = [
  { keys: ['Space'], intent: 'toggle-play' },
  { keys: ['←'], intent: 'previous' },
  { keys: ['→'], intent: 'next' },
  { keys: ['?'], intent: 'help' },
];

const INTENTS: Readonly<Record<string, ShortcutIntent>> = {
  ' ': 'toggle-play',
  ArrowLeft: 'previous',
  ArrowRight: 'next',
  '?': 'help',
};

/** Elements whose own keys win: text entry and sliders, and anything inside an open dialog or popover. */
const TYPING =
  'input, textarea, select, [contenteditable]:not([contenteditable="false"]), [role="textbox"], [role="slider"], [role="combobox"]';
const LAYERED = 'dialog[open], [popover]:popover-open';
/** Elements that Space already activates (a focused button plays its own click). */
const ACTIVATED_BY_SPACE =
  'button, a[href], summary, [role="button"], [role="link"], [role="checkbox"], [role="switch"], [role="menuitem"], [role="option"], [role="tab"]';

function closest(target: EventTarget | null, selector: string): boolean {
  const element = target as { closest?: (s: string) => Element | null } | null;
  if (typeof element?.closest !== 'function') return false;
  try {
    return element.closest(selector) !== null;
  } catch {
    return false; // a selector the engine does not know (e.g. :popover-open in an old one)
  }
}

/**
 * Whether a key press is a player shortcut, and which. Inactive while typing in a field or moving a
 * slider, inside an open dialog or popover, with Ctrl, Alt or Meta held, on auto-repeat, and when
 * something else already handled the key. Space on a button or link is left to that element.
 */
export function shortcutOf(event: KeyLike): ShortcutIntent | undefined {
  const intent = INTENTS[event.key];
  if (!intent || event.repeat || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented)
    return undefined;
  if (closest(event.target, TYPING) || closest(event.target, LAYERED)) return undefined;
  if (intent === 'toggle-play' && closest(event.target, ACTIVATED_BY_SPACE)) return undefined;
  return intent;
}

/**
 * The player's keyboard shortcuts (docs/design.md "Keyboard"): Space play/pause, ← previous, → next, `?` the list of
 * shortcuts. `keydown$` is the document's keydowns; each shortcut's default action (Space scrolling the
 * page) is prevented. Next and previous go through the zone's SKIP_DEBOUNCE_MS debounce like the buttons.
 */
export function shortcutIntents$(keydown$: Observable<KeyLike>): Observable<ShortcutIntent> {
  return keydown$.pipe(
    map((event) => ({ event, intent: shortcutOf(event) })),
    filter((e): e is { event: KeyLike; intent: ShortcutIntent } => e.intent !== undefined),
    tap(({ event }) => event.preventDefault()),
    map(({ intent }) => intent),
  );
}

/** What the shortcuts drive: the zone's intents (next/previous debounced there). */
export interface ShortcutTargets {
  togglePlay(): void;
  previous(): void;
  next(): void;
}

/** Runs the playback shortcuts on `zone` and emits the ones the screen handles itself (`help`). */
export function playerShortcuts$(keydown$: Observable<KeyLike>, zone: ShortcutTargets): Observable<'help'> {
  return shortcutIntents$(keydown$).pipe(
    tap((intent) => {
      if (intent === 'toggle-play') zone.togglePlay();
      if (intent === 'previous') zone.previous();
      if (intent === 'next') zone.next();
    }),
    filter((intent): intent is 'help' => intent === 'help'),
  );
}
