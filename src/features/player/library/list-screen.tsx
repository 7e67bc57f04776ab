import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CardSkeletons } from '../../../ui/card-skeletons';
import { Equaliser } from '../../../ui/equaliser';
import { FilteredList, type FilteredListProps } from '../../../ui/filtered-list';
import { Icon } from '../../../ui/icon';
import { iconPlayArrowFilled } from '../../../ui/icons/paths';
import { ScreenTitle } from '../../../ui/screen-title';
import { CommandIconButton } from '../zone/command-button';
import { useOverlayInfo } from '../frame/overlay-context';
import { listTexts } from '../texts';

/** Filters show from this many items (spec §9). */
export const LIST_FILTER_THRESHOLD = 9;

/** Props of {@link ListScreen}: the list's own, plus what frames it. */
export interface ListScreenProps<T> extends Omit<FilteredListProps<T>, 'threshold'> {
  /** The screen's heading (two lines at most). */
  readonly title: ReactNode;
  /** Test id of the heading. */
  readonly titleTestId?: string;
  /** True until the list has arrived: card-shaped skeletons stand in for it. */
  readonly loading: boolean;
  /** What the skeletons tell assistive technology (default: listTexts.loading). */
  readonly loadingLabel?: string;
  /** Shown under the heading at all times (e.g. Resume timetable). */
  readonly actions?: ReactNode;
  /** Shown above the list once it has arrived (e.g. the track views). */
  readonly controls?: ReactNode;
}

/**
 * The body shared by the library screens (spec §2 Playlists, Current playlist, Messages): the heading,
 * the skeletons while loading (spec §4 Loading), then the list with the filter and paginator from
 * LIST_FILTER_THRESHOLD items.
 */
export function ListScreen<T>({
  title,
  titleTestId,
  loading,
  loadingLabel,
  actions,
  controls,
  ...list
}: ListScreenProps<T>) {
  const intl = useIntl();
  return (
    <>
      <ScreenTitle data-testid={titleTestId}>{title}</ScreenTitle>
      {actions}
      {loading ? (
        <CardSkeletons count={6} lead label={loadingLabel ?? intl.formatMessage(listTexts.loading)} />
      ) : (
        <>
          {controls}
          <FilteredList {...list} threshold={LIST_FILTER_THRESHOLD} />
        </>
      )}
    </>
  );
}

/**
 * The action of a card that can play (a playlist, an advert): the equaliser while it is what the zone
 * plays (moving while playing, still while paused), else a play button (`label` for assistive
 * technology) that is busy while a command under `busyKeys` waits for the player.
 */
export function PlayingOr({
  current,
  label,
  onPlay,
  busyKeys,
}: {
  current: boolean;
  label: string;
  onPlay(): void;
  busyKeys: readonly string[];
}) {
  const intl = useIntl();
  const info = useOverlayInfo();
  if (!current)
    return (
      <CommandIconButton type="button" aria-label={label} onClick={onPlay} busyKeys={busyKeys}>
        <Icon path={iconPlayArrowFilled} />
      </CommandIconButton>
    );
  return (
    <Equaliser
      playing={info?.playing === true}
      label={intl.formatMessage(info?.playing ? listTexts.playing : listTexts.paused)}
    />
  );
}
