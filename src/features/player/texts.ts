import { msg } from '../../lib/i18n/msg';

/** Texts of the player screen, its header and overlay (spec §2 Player screen, Player header, §8), ids from the spec's keys. */
export const playerTexts = {
  trackTitlePlaceholder: msg({ id: 'player.TrackTitle', defaultMessage: 'Track Title' }),
  play: msg({ id: 'player.Play', defaultMessage: 'Play' }),
  pause: msg({ id: 'player.Pause', defaultMessage: 'Pause' }),
  next: msg({ id: 'player.Next', defaultMessage: 'Next' }),
  previous: msg({ id: 'player.Previous', defaultMessage: 'Previous' }),
  nextTitled: msg({ id: 'player.NextTitled', defaultMessage: 'Next: {title}' }),
  previousTitled: msg({ id: 'player.PreviousTitled', defaultMessage: 'Previous: {title}' }),
  progress: msg({ id: 'player.Progress', defaultMessage: 'Track progress' }),
  elapsedOf: msg({ id: 'player.ElapsedOf', defaultMessage: '{elapsed} of {duration}' }),
  details: msg({ id: 'player.Details', defaultMessage: '{genre} · {year} · {bpm} BPM' }),
  nowPlaying: msg({ id: 'player.NowPlaying', defaultMessage: 'Now playing: {title}' }),
  playlistFallback: msg({ id: 'player.NoPlaylist', defaultMessage: 'Player' }),
  favourite: msg({ id: 'player.Favourite', defaultMessage: 'Add to favourites' }),
  unfavourite: msg({ id: 'player.Unfavourite', defaultMessage: 'Remove from favourites' }),
  disable: msg({ id: 'player.Disable', defaultMessage: 'Disable this track' }),
  enable: msg({ id: 'player.Enable', defaultMessage: 'Enable this track' }),
  zoneSettings: msg({ id: 'player.ZoneSettings', defaultMessage: 'Zone settings: {zone}' }),
  currentPlaylist: msg({ id: 'player.CurrentPlaylist', defaultMessage: 'Current playlist' }),
  openPlayer: msg({ id: 'player.OpenPlayer', defaultMessage: 'Open the player' }),
  overlay: msg({ id: 'player.Overlay', defaultMessage: 'Now playing controls' }),
  remotePlayNotAllowed: msg({
    id: 'player.RemotePlayNotAllowMessage',
    defaultMessage: 'Playing remotely is not allowed for this zone.',
  }),
  remotePauseNotAllowed: msg({
    id: 'player.RemotePauseNotAllowedMessage',
    defaultMessage: 'Pausing remotely is not allowed for this zone.',
  }),
  commandRefused: msg({
    id: 'player.CommandRefusedMessage',
    defaultMessage: 'The player could not do that: {reason}',
  }),
  commandFailed: msg({
    id: 'player.CommandFailedMessage',
    defaultMessage: 'The command could not be sent. Please try again.',
  }),
  back: msg({ id: 'common.Back', defaultMessage: 'Back' }),
};

/** The Menu of spec §2 "Menu". */
export const menuTexts = {
  open: msg({ id: 'menu.Open', defaultMessage: 'Menu' }),
  home: msg({ id: 'menu.Home', defaultMessage: 'Home' }),
  overview: msg({ id: 'menu.Overview', defaultMessage: 'All zones' }),
  player: msg({ id: 'menu.Player', defaultMessage: 'Player' }),
  playlists: msg({ id: 'menu.Playlists', defaultMessage: 'Playlists' }),
  adverts: msg({ id: 'menu.Messages', defaultMessage: 'Messages' }),
  status: msg({ id: 'menu.Status', defaultMessage: 'Status' }),
  settings: msg({ id: 'menu.Settings', defaultMessage: 'Settings' }),
  help: msg({ id: 'menu.Help', defaultMessage: 'Help' }),
  changePassword: msg({ id: 'menu.ChangePassword', defaultMessage: 'Change password' }),
  language: msg({ id: 'common.Language', defaultMessage: 'Language' }),
  logout: msg({ id: 'common.Logout', defaultMessage: 'Log out' }),
};

/** The generic error dialog of spec §8 "Command reply timeout". */
export const errorDialogTexts = {
  heading: msg({ id: 'error-dialog.Heading', defaultMessage: 'The player is not answering' }),
  subHeading: msg({
    id: 'error-dialog.SubHeading',
    defaultMessage: 'It may be offline or busy. Choose it again in a moment.',
  }),
  close: msg({ id: 'error-dialog.Close', defaultMessage: 'Close' }),
  /** The timeout came while the hub was not connected: the link is down, not the player. */
  hubDownHeading: msg({
    id: 'error-dialog.HubDownHeading',
    defaultMessage: 'The connection to the players is down',
  }),
  hubDownSubHeading: msg({
    id: 'error-dialog.HubDownSubHeading',
    defaultMessage:
      'This device cannot reach the players right now. The app reconnects by itself; choose the player again once the connection is back.',
  }),
};

/** Shared by the list screens (spec §2 Playlists, Current playlist, Messages). */
export const listTexts = {
  loading: msg({ id: 'common.Loading', defaultMessage: 'Loading…' }),
  playing: msg({ id: 'common.NowPlayingIndicator', defaultMessage: 'Playing now' }),
  paused: msg({ id: 'common.PausedIndicator', defaultMessage: 'Current, paused' }),
};

/**
 * Honest about the connection (docs/design.md): the reconnecting banner, the stale note on now playing,
 * and the mark on a zone's last known status shown before its live one (docs/design.md "What loads when").
 */
export const connectionTexts = {
  reconnecting: msg({
    id: 'connection.Reconnecting',
    defaultMessage: 'The connection to the players was lost. Reconnecting…',
  }),
  stale: msg({ id: 'connection.Stale', defaultMessage: 'This may be out of date.' }),
  lastKnown: msg({ id: 'connection.LastKnown', defaultMessage: 'Last known · waiting for the player' }),
};

/** The keyboard shortcuts of the player screen and their dialog (docs/design.md "Keyboard"). */
export const shortcutTexts = {
  open: msg({ id: 'shortcuts.Open', defaultMessage: 'Keyboard shortcuts' }),
  title: msg({ id: 'shortcuts.Title', defaultMessage: 'Keyboard shortcuts' }),
  intro: msg({
    id: 'shortcuts.Intro',
    defaultMessage: 'On the player screen, when you are not typing in a field:',
  }),
  'toggle-play': msg({ id: 'shortcuts.TogglePlay', defaultMessage: 'Play or pause' }),
  previous: msg({ id: 'shortcuts.Previous', defaultMessage: 'Previous track' }),
  next: msg({ id: 'shortcuts.Next', defaultMessage: 'Next track' }),
  help: msg({ id: 'shortcuts.Help', defaultMessage: 'Show this list' }),
  space: msg({ id: 'shortcuts.SpaceKey', defaultMessage: 'Space' }),
  close: msg({ id: 'shortcuts.Close', defaultMessage: 'Close' }),
};
