import { useMemo, useState } from 'react';
import { useObservable, useObservableCallback, useObservableState, useSubscription } from 'observable-hooks';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Track } from '../../../lib/player/replies';
import { useServices } from '../../../hooks/services-context';
import { useOverlayInfo } from '../frame/overlay-context';
import { currentPlaylistTexts } from './texts';
import {
  currentPlaylist$,
  playTrack,
  queueTrack,
  tracksInView,
  userLists$,
  type TrackView,
} from './current-playlist.streams';
import { LOADING, valueOr } from '../zone/load.streams';
import { useZone } from '../zone/zone-context';
import { ListScreen } from './list-screen';
import { TrackCard, type TrackActions } from './track-card';

const fields = (t: Track) => [t.Title, t.Artist];
/** A track's identity in the list: its place and its file (a file may appear twice). */
const trackKey = (t: Track) => `${t.Index}-${t.FileName}`;
const NONE: readonly string[] = [];

const Views = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  label {
    position: relative;
    min-height: ${({ theme }) => theme.target};
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.round};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    font-weight: 600;
  }
  label:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  /* The radios keep their semantics and keyboard (arrows), without the native dot: the pill shows the choice. */
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
    margin: 0;
  }
`;

/**
 * Current playlist screen (spec §2 Current playlist): title with the playlist name and track count (or the
 * loading text), all / favourites (780) / disabled (799) views as pills, filter on title or artist (9+),
 * track cards (play 755, rating 723, queue 806), equaliser on the current track; it opens on the page of
 * the playing track, scrolled to it; RATING_RELOAD_MS after a rating the
 * playlist and the lists reload and the status is requested (spec §4).
 */
export function CurrentPlaylistScreen() {
  const zone = useZone();
  const { notifier } = useServices();
  const intl = useIntl();
  const info = useOverlayInfo();
  const [view, setView] = useState<TrackView>('all');
  const state = useObservableState(
    useObservable(() => currentPlaylist$(zone)),
    LOADING,
  );
  const favourites = valueOr(
    useObservableState(
      useObservable(() => userLists$(zone, 'favourites')),
      LOADING,
    ),
    NONE,
  );
  const disables = valueOr(
    useObservableState(
      useObservable(() => userLists$(zone, 'disables')),
      LOADING,
    ),
    NONE,
  );
  const [play, played$] = useObservableCallback(playTrack(zone));
  const [queue, queued$] = useObservableCallback(queueTrack(zone, notifier));
  useSubscription(played$);
  useSubscription(queued$);
  const actions: TrackActions = useMemo(() => ({ play, queue, rate: zone.rate }), [play, queue, zone]);
  const tracks = state.kind === 'loaded' ? state.value.Tracks : NONE_TRACKS;
  const shown = useMemo(
    () => tracksInView(tracks, view, favourites, disables),
    [tracks, view, favourites, disables],
  );
  const playing = !info?.isAdvert ? shown.find((t) => t.FileName === info?.nowPlayingFile) : undefined;
  const counts = {
    all: tracks.length,
    favourites: tracksInView(tracks, 'favourites', favourites, disables).length,
    disabled: tracksInView(tracks, 'disabled', favourites, disables).length,
  };
  const labels = {
    all: currentPlaylistTexts.all,
    favourites: currentPlaylistTexts.favourites,
    disabled: currentPlaylistTexts.disabled,
  };
  // Until the zone's status is in too: it decides the page the list opens on (the playing track's), so
  // the list never shows another page first and then moves what is below it. The heading keeps its
  // loading text as long: a playlist name that takes two lines would move the skeletons under it.
  const loading = state.kind === 'loading' || info === undefined;
  return (
    <ListScreen
      titleTestId="current-playlist-title"
      title={
        !loading && state.kind === 'loaded'
          ? intl.formatMessage(currentPlaylistTexts.title, {
              name: state.value.PlaylistName,
              count: tracks.length,
            })
          : intl.formatMessage(currentPlaylistTexts.loading)
      }
      loading={loading}
      loadingLabel={intl.formatMessage(currentPlaylistTexts.loading)}
      controls={
        <Views>
          <legend>{intl.formatMessage(currentPlaylistTexts.show)}</legend>
          {(['all', 'favourites', 'disabled'] as const).map((key) => (
            <label key={key}>
              <input
                type="radio"
                name="track-view"
                value={key}
                checked={view === key}
                onChange={() => setView(key)}
              />
              {intl.formatMessage(labels[key], { count: counts[key] })}
            </label>
          ))}
        </Views>
      }
      items={shown}
      fields={fields}
      filterLabel={intl.formatMessage(currentPlaylistTexts.filter)}
      emptyText={intl.formatMessage(currentPlaylistTexts.empty)}
      keyOf={trackKey}
      focusKey={playing && trackKey(playing)}
      renderItem={(t) => (
        <TrackCard
          track={t}
          current={!info?.isAdvert && info?.nowPlayingFile === t.FileName}
          playing={info?.playing === true}
          actions={actions}
        />
      )}
      testId="tracks"
    />
  );
}

const NONE_TRACKS: readonly Track[] = [];
