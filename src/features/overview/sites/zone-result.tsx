import type { KeyboardEvent, MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Icon } from '../../../ui/icon';
import {
  iconBlock,
  iconCheckCircle,
  iconCloudOff,
  iconCloudSync,
  iconDoNotDisturbOn,
  iconError,
  iconSchedule,
} from '../../../ui/icons/paths';
import type { StatusTone } from '../../../ui/status-dot';
import type { ZoneResult } from '../bulk/bulk-run';
import { resultText } from '../bulk/run-text';

/** Each result's tone and icon: the words carry the meaning, the colour and the icon repeat it. */
const LOOK: Record<ZoneResult['kind'], { readonly tone: StatusTone; readonly icon: string }> = {
  waiting: { tone: 'muted', icon: iconSchedule },
  sending: { tone: 'muted', icon: iconCloudSync },
  done: { tone: 'success', icon: iconCheckCircle },
  refused: { tone: 'danger', icon: iconBlock },
  'not-answering': { tone: 'danger', icon: iconError },
  'not-sent': { tone: 'warning', icon: iconCloudOff },
  skipped: { tone: 'muted', icon: iconDoNotDisturbOn },
  failed: { tone: 'danger', icon: iconError },
};

/** A zone's result of the last bulk run, across its card: an icon and the words in the result's tone. */
export function ZoneResultLine({ result }: { result: ZoneResult }) {
  const intl = useIntl();
  const look = LOOK[result.kind];
  return (
    <Line
      $tone={look.tone}
      data-testid="overview-zone-result"
      data-result={result.kind}
      data-tone={look.tone}
    >
      <Icon path={look.icon} size={18} />
      {resultText(intl, result)}
    </Line>
  );
}

const Line = styled.p<{ $tone: StatusTone }>`
  grid-column: 1 / -1;
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  color: ${({ $tone, theme }) => ($tone === 'muted' ? theme.color.muted : theme.color[$tone])};
  svg {
    flex: none;
  }
`;

/**
 * A tap anywhere on a card toggles its selection (docs/design.md "Every zone at a glance"), except on its own
 * controls (the box itself, the open button), which do their own work.
 */
export function cardClick(event: MouseEvent<HTMLElement>, toggle: () => void): void {
  if ((event.target as HTMLElement).closest('input, button, a')) return;
  toggle();
}

/**
 * The selection boxes of the overview's cards that can take the focus, in the page's order: an offline
 * zone's box is disabled, so the arrows pass over its card (it stays readable in the list).
 */
const boxes = (from: HTMLElement) => [
  ...(from.ownerDocument ?? document).querySelectorAll<HTMLInputElement>(
    '[data-testid="overview-select-zone"]:not(:disabled)',
  ),
];

/**
 * The keyboard on a card (docs/design.md "Keyboard"): each card is one tab stop, its selection box; the
 * arrows move between its box and its open button (Left, Right) and to the card above or below (Up,
 * Down, passing over offline zones' cards, whose boxes are disabled; Home and End to the first and last
 * card shown); Enter on the box opens the zone.
 */
export function cardKeyDown(event: KeyboardEvent<HTMLElement>, open: () => void): void {
  const target = event.target as HTMLElement;
  const card = event.currentTarget;
  const box = card.querySelector<HTMLInputElement>('[data-testid="overview-select-zone"]');
  const button = card.querySelector<HTMLButtonElement>('[data-testid="overview-open-zone"]');
  const move = (element: HTMLElement | null | undefined) => {
    if (!element) return;
    event.preventDefault();
    element.focus();
    element.scrollIntoView?.({ block: 'nearest' });
  };
  switch (event.key) {
    case 'Enter':
      if (target === box) {
        event.preventDefault();
        open();
      }
      return;
    case 'ArrowRight':
      return target === box ? move(button) : undefined;
    case 'ArrowLeft':
      return target === button ? move(box) : undefined;
    case 'ArrowDown':
    case 'ArrowUp': {
      if (!box) return;
      const all = boxes(card);
      const at = all.indexOf(box);
      return move(all[at + (event.key === 'ArrowDown' ? 1 : -1)]);
    }
    case 'Home':
    case 'End': {
      const all = boxes(card);
      return move(event.key === 'Home' ? all[0] : all[all.length - 1]);
    }
  }
}
