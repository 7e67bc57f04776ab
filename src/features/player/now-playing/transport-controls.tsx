import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PlayerStatus } from '../../../lib/player/replies';
import { IconButton } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import {
  iconPauseFilled,
  iconPlayArrowFilled,
  iconSkipNextFilled,
  iconSkipPreviousFilled,
} from '../../../ui/icons/paths';
import { PlayerCommand } from '../../../lib/player/commands';
import { playerTexts } from '../texts';
import { commandKey } from '../../../lib/zone/zone.streams';
import { useBusy } from '../zone/use-busy';
import { useZone } from '../zone/zone-context';

const PLAY_PAUSE = [commandKey(PlayerCommand.Play), commandKey(PlayerCommand.Pause)];
const PREVIOUS = [commandKey(PlayerCommand.Previous)];
const NEXT = [commandKey(PlayerCommand.Next)];

/** The full-size transport buttons' size (px) of the now-playing screen. */
export const TRANSPORT_SIZE = 64;

/**
 * The px sizes of the transport buttons for a row of `size` (the play/pause button's): previous and next
 * smaller, and their icons (`compact`: the mini-player's).
 */
export function transportSizes(size: number, compact: boolean) {
  return { play: size, skip: size - 16, icon: compact ? 28 : 32, playIcon: compact ? 30 : 36 };
}

/** The transport buttons' row (also the skeleton's, ./now-playing-skeleton.tsx). */
export const TransportRow = styled.div<{ $compact: boolean }>`
  display: flex;
  flex: none;
  justify-content: center;
  align-items: center;
  gap: ${({ $compact, theme }) => ($compact ? theme.space.xs : theme.space.lg)};
`;

/** Props of {@link SkipButton}. */
export interface SkipButtonProps {
  readonly direction: 'previous' | 'next';
  /** Its accessible name and tooltip. */
  readonly label: string;
  /** The button's and its icon's size (px, {@link transportSizes}). */
  readonly sizes: { readonly skip: number; readonly icon: number };
  readonly disabled?: boolean;
  readonly busy?: boolean;
  readonly onClick?: () => void;
}

/**
 * The previous or the next button of the transport row (`data-testid` is its direction): the live one and
 * the skeleton's (./now-playing-skeleton.tsx) are this one button.
 */
export function SkipButton({ direction, label, sizes, disabled, busy, onClick }: SkipButtonProps) {
  return (
    <IconButton
      type="button"
      $size={sizes.skip}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      aria-busy={busy}
      data-testid={direction}
    >
      <Icon path={direction === 'next' ? iconSkipNextFilled : iconSkipPreviousFilled} size={sizes.icon} />
    </IconButton>
  );
}

/**
 * Previous / play-pause / next (spec §2 Player screen): state 1 shows pause, state 2 shows play; the
 * previous and next buttons name the previous and next track in their tooltips. Each is busy
 * (aria-busy, a turning ring) from the press until the player replies. All three are disabled until the
 * zone's live status is there: before it, play/pause shows the last known play state if any (README "What
 * loads when"), never one a command could act on.
 */
export function TransportControls({
  status,
  lastKnown,
  size = TRANSPORT_SIZE,
  compact = false,
}: {
  /** The zone's live status; undefined until the first arrives. */
  status: PlayerStatus | undefined;
  /** The zone's last known status from storage, shown until the live one arrives. */
  lastKnown?: PlayerStatus | undefined;
  size?: number;
  /** Tight spacing and smaller icons (the mini-player). */
  compact?: boolean;
}) {
  const sizes = transportSizes(size, compact);
  const zone = useZone();
  const intl = useIntl();
  const playing = (status ?? lastKnown)?.PlayState === 1;
  const busy = { playPause: useBusy(PLAY_PAUSE), previous: useBusy(PREVIOUS), next: useBusy(NEXT) };
  const previousTitle = status?.PreviousPlaying?.Title;
  const nextTitle = status?.NextPlaying?.Title;
  const previousLabel = previousTitle
    ? intl.formatMessage(playerTexts.previousTitled, { title: previousTitle })
    : intl.formatMessage(playerTexts.previous);
  const nextLabel = nextTitle
    ? intl.formatMessage(playerTexts.nextTitled, { title: nextTitle })
    : intl.formatMessage(playerTexts.next);
  return (
    <TransportRow $compact={compact}>
      <SkipButton
        direction="previous"
        label={previousLabel}
        sizes={sizes}
        disabled={!status}
        onClick={zone.previous}
        busy={busy.previous}
      />
      <IconButton
        type="button"
        $size={sizes.play}
        $filled
        aria-label={intl.formatMessage(playing ? playerTexts.pause : playerTexts.play)}
        disabled={!status}
        onClick={zone.togglePlay}
        aria-busy={busy.playPause}
        data-testid="play-pause"
        data-state={playing ? 'playing' : 'paused'}
      >
        <Icon path={playing ? iconPauseFilled : iconPlayArrowFilled} size={sizes.playIcon} />
      </IconButton>
      <SkipButton
        direction="next"
        label={nextLabel}
        sizes={sizes}
        disabled={!status}
        onClick={zone.next}
        busy={busy.next}
      />
    </TransportRow>
  );
}
