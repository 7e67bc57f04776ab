import { useObservable, useObservableCallback, useObservableState, useSubscription } from 'observable-hooks';
import { useIntl } from 'react-intl';
import { formatHours } from '../../../lib/format/duration';
import type { Playlist } from '../../../lib/player/replies';
import { Icon } from '../../../ui/icon';
import { iconCalendarMonth, iconCelebration, iconLibraryMusic, iconSchedule } from '../../../ui/icons/paths';
import { useServices } from '../../../hooks/services-context';
import { useOverlayInfo } from '../frame/overlay-context';
import { playlistsTexts } from './texts';
import { PlayerCommand } from '../../../lib/player/commands';
import { playlistCommand, playlists$, playPlaylist, resumeTimetable } from './playlists.streams';
import { commandKey } from '../../../lib/zone/zone.streams';
import { CommandButton } from '../zone/command-button';
import { LOADING } from '../zone/load.streams';
import { useSelected } from '../zone/use-selected';
import { useZone } from '../zone/zone-context';
import { ListCard } from './list-card';
import { ListScreen, PlayingOr } from './list-screen';

const NONE: readonly Playlist[] = [];
const fields = (p: Playlist) => [p.PlaylistName];
const RESUME = [commandKey(PlayerCommand.ResumeTimetable)];

/** Type icon of a playlist (spec §2 Playlists): 5 library_music, 3 celebration, 1 (and others) calendar_month. */
export function playlistTypeIcon(type: number): { path: string; label: typeof playlistsTexts.type1 } {
  if (type === 5) return { path: iconLibraryMusic, label: playlistsTexts.type5 };
  if (type === 3) return { path: iconCelebration, label: playlistsTexts.type3 };
  return { path: iconCalendarMonth, label: playlistsTexts.type1 };
}

/**
 * Playlists screen (spec §2 Playlists): heading with the player name, resume timetable (200), filter (9+),
 * a card per playlist with type icon, name, track count and h:mm:ss, a play button (727 / 726 with its
 * toast) or the equaliser on the playing one, paginator (9+), empty text.
 */
export function PlaylistsScreen() {
  const zone = useZone();
  const { notifier } = useServices();
  const selected = useSelected();
  const intl = useIntl();
  const info = useOverlayInfo();
  const state = useObservableState(
    useObservable(() => playlists$(zone)),
    LOADING,
  );
  const [play, played$] = useObservableCallback(playPlaylist(zone, notifier));
  const [resume, resumed$] = useObservableCallback(resumeTimetable(zone, notifier));
  useSubscription(played$);
  useSubscription(resumed$);
  const render = (p: Playlist) => {
    const current = info?.playlistName === p.PlaylistName;
    const type = playlistTypeIcon(p.PlaylistTypeId);
    return (
      <ListCard
        testId="playlist-card"
        current={current}
        lead={<Icon path={type.path} size={32} label={intl.formatMessage(type.label)} />}
        title={p.PlaylistName}
        lines={[
          `${intl.formatMessage(playlistsTexts.tracks, { count: p.Tracks })} · ${formatHours(p.DurationInSeconds)}`,
        ]}
        actions={
          <PlayingOr
            current={current}
            label={intl.formatMessage(playlistsTexts.play, { name: p.PlaylistName })}
            onPlay={() => play(p)}
            busyKeys={[commandKey(playlistCommand(p), [p.PlaylistName])]}
          />
        }
      />
    );
  };
  return (
    <ListScreen
      title={intl.formatMessage(playlistsTexts.heading, { name: selected.player.name })}
      loading={state.kind === 'loading'}
      actions={
        <div>
          <CommandButton
            type="button"
            $variant="secondary"
            onClick={() => resume()}
            data-testid="resume-timetable"
            busyKeys={RESUME}
          >
            <Icon path={iconSchedule} />
            {intl.formatMessage(playlistsTexts.resume)}
          </CommandButton>
        </div>
      }
      items={state.kind === 'loaded' ? state.value : NONE}
      fields={fields}
      filterLabel={intl.formatMessage(playlistsTexts.filter)}
      emptyText={intl.formatMessage(playlistsTexts.empty)}
      keyOf={(p) => p.PlaylistId}
      renderItem={render}
      testId="playlists"
    />
  );
}
