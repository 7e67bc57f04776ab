import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CardSkeletons } from '../../../ui/card-skeletons';
import { Equaliser } from '../../../ui/equaliser';
import { FilteredList, type FilteredListProps } from '../../../ui/filtered-list';
import { ScreenTitle } from '../../../ui/screen-title';
import { useOverlayInfo } from '../area/overlay-context';
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
 * plays (moving while playing, still while paused), else `play`.
 */
export function PlayingOr({ current, play }: { current: boolean; play: ReactNode }) {
  const intl = useIntl();
  const info = useOverlayInfo();
  if (!current) return <>{play}</>;
  return (
    <Equaliser
      playing={info?.playing === true}
      label={intl.formatMessage(info?.playing ? listTexts.playing : listTexts.paused)}
    />
  );
}
