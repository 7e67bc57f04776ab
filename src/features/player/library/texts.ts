import { msg } from '../../../lib/i18n/msg';

/** Playlists screen (spec §2 Playlists, §4 Playing a playlist, §8). */
export const playlistsTexts = {
  heading: msg({ id: 'playlists.Heading', defaultMessage: 'Playlists of {name}' }),
  resume: msg({ id: 'playlists.ResumeTimetable', defaultMessage: 'Resume timetable' }),
  resumed: msg({
    id: 'playlists.TimetableResumedMessage',
    defaultMessage: 'The timetable has been resumed.',
  }),
  filter: msg({ id: 'playlists.Filter', defaultMessage: 'Search playlists' }),
  tracks: msg({ id: 'playlists.Tracks', defaultMessage: '{count, plural, one {# track} other {# tracks}}' }),
  play: msg({ id: 'playlists.Play', defaultMessage: 'Play {name}' }),
  empty: msg({
    id: 'playlists.NoPlaylists',
    defaultMessage: 'No playlists found in your search query, please try again.',
  }),
  updated: msg({ id: 'playlists.PlaylistUpdateMessage', defaultMessage: 'Now playing the playlist {name}.' }),
  type1: msg({ id: 'playlists.TypeCalendar', defaultMessage: 'Scheduled playlist' }),
  type3: msg({ id: 'playlists.TypeCelebration', defaultMessage: 'Celebration playlist' }),
  type5: msg({ id: 'playlists.TypeLibrary', defaultMessage: 'Library playlist' }),
};

/** Current playlist screen (spec §2 Current playlist, §4 Favourite/Disable toggle). */
export const currentPlaylistTexts = {
  title: msg({
    id: 'current-playlist.Title',
    defaultMessage: '{name} ({count, plural, one {# track} other {# tracks}})',
  }),
  loading: msg({ id: 'current-playlist.Loading', defaultMessage: 'Loading the playlist…' }),
  filter: msg({ id: 'current-playlist.Filter', defaultMessage: 'Search by title or artist' }),
  empty: msg({
    id: 'current-playlist.NoTracks',
    defaultMessage: 'No tracks found in your search query, please try again.',
  }),
  play: msg({ id: 'current-playlist.Play', defaultMessage: 'Play {title}' }),
  actions: msg({ id: 'current-playlist.Actions', defaultMessage: 'More actions for {title}' }),
  queue: msg({ id: 'current-playlist.Queue', defaultMessage: 'Play next' }),
  queued: msg({ id: 'current-playlist.QueuedMessage', defaultMessage: '{title} will play next.' }),
  show: msg({ id: 'current-playlist.Show', defaultMessage: 'Show' }),
  all: msg({ id: 'current-playlist.All', defaultMessage: 'All ({count})' }),
  favourites: msg({ id: 'current-playlist.Favourites', defaultMessage: 'Favourites ({count})' }),
  disabled: msg({ id: 'current-playlist.Disabled', defaultMessage: 'Disabled ({count})' }),
  isFavourite: msg({ id: 'current-playlist.IsFavourite', defaultMessage: 'Favourite' }),
  isDisabled: msg({ id: 'current-playlist.IsDisabled', defaultMessage: 'Disabled' }),
};

/** The adverts screen (spec §2 Messages, §8). */
export const advertsTexts = {
  heading: msg({ id: 'messages.Heading', defaultMessage: 'Messages' }),
  filter: msg({ id: 'messages.Filter', defaultMessage: 'Search messages' }),
  play: msg({ id: 'messages.Play', defaultMessage: 'Play {title}' }),
  empty: msg({
    id: 'messages.NoMessages',
    defaultMessage: 'No messages found in your search query, please try again.',
  }),
  playing: msg({ id: 'messages.MessagePlayingMessage', defaultMessage: 'Now playing the message {title}.' }),
};
