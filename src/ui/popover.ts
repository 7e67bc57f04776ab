import type { CSSProperties } from 'react';
import { css } from 'styled-components';

/**
 * The surface of a popover panel (menus, pickers): bordered, raised, scrolling when tall. When it
 * scrolls, shadows at the top and bottom edges say there is more (they sit in the scrolling
 * background, so they show only where content is hidden).
 */
export const popoverSurface = css`
  overflow: auto;
  overscroll-behavior: contain;
  border: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.text};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.2);
  background:
    linear-gradient(${({ theme }) => theme.color.surface} 30%, transparent) top / 100% 32px no-repeat local,
    linear-gradient(transparent, ${({ theme }) => theme.color.surface} 70%) bottom / 100% 32px no-repeat local,
    radial-gradient(farthest-side at 50% 0, rgb(0 0 0 / 0.28), transparent) top / 100% 12px no-repeat scroll,
    radial-gradient(farthest-side at 50% 100%, rgb(0 0 0 / 0.28), transparent) bottom / 100% 12px no-repeat
      scroll,
    ${({ theme }) => theme.color.surface};
`;

/**
 * Places a popover at the button that opens it (CSS anchor positioning, tied by {@link anchoring}):
 * below it and aligned with its end edge, or flipped above or to the other side when it would not fit
 * there; never taller than the window (it scrolls beyond). Where anchor positioning is missing the
 * panel keeps the Popover API's own place: centred in the window.
 *
 * The placement applies to the open panel alone (`:popover-open`): a closed panel has no box to place.
 * With the position-try fallbacks on the closed panels too, WebKit (WebKitGTK 2.50, as in Safari 26)
 * stopped answering after sign-in: its main thread kept resolving the header's closed language panel in
 * style and layout, and never ran a script again (docs/architecture.md §9).
 */
export const anchoredPopover = css`
  @supports (position-area: block-end) {
    &:popover-open {
      position-area: block-end span-inline-start;
      position-try-fallbacks:
        flip-block,
        flip-inline,
        flip-block flip-inline;
      inset: auto;
      margin: 4px 0;
      max-height: calc(100dvh - 16px);
    }
  }
`;

/**
 * For a tall popover (a list): on the side of its button with the most room, and no taller than that
 * room, so it scrolls (with its edge shadows) rather than run off the window. Open panels alone, as
 * {@link anchoredPopover}.
 */
export const tallPopover = css`
  @supports (position-area: block-end) {
    &:popover-open {
      position-try-order: most-height;
      max-height: calc(100% - 8px);
    }
  }
`;

/**
 * Ties a popover to its trigger: `trigger` goes into the button's `style` (`anchor-name`), `panel`
 * into the popover's (`position-anchor`; its styles include {@link anchoredPopover}). `id` is the
 * popover's id (unique on the page), from which the anchor's name is made. Browsers without anchor
 * positioning ignore both.
 */
export function anchoring(id: string): { trigger: CSSProperties; panel: CSSProperties } {
  const name = `--anchor-${id}`;
  return {
    trigger: { anchorName: name },
    panel: { positionAnchor: name },
  };
}

/**
 * Hides the popover that `inside` (the entry just chosen) sits in. Found from the entry rather than by
 * id, so it works wherever the app is rendered (the page, or a shadow root on a host page).
 */
export function hidePopoverOf(inside: Element): void {
  (inside.closest('[popover]') as (HTMLElement & { hidePopover?: () => void }) | null)?.hidePopover?.();
}

/** One entry of a popover menu: a full-width, 44 px, borderless row with an icon gap and a hover fill. */
export const menuEntry = css`
  width: 100%;
  min-height: ${({ theme }) => theme.target};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.md};
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  cursor: pointer;
  text-align: start;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;
