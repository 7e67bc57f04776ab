import { msg } from '../../lib/i18n/msg';

/** Texts of the player screens (spec §2 Player screen, §8), ids from the spec's keys. */
export const playerMessages = {
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
  remotePlayNotAllowed: msg({ id: 'player.RemotePlayNotAllowMessage', defaultMessage: 'Playing remotely is not allowed for this zone.' }),
  remotePauseNotAllowed: msg({ id: 'player.RemotePauseNotAllowedMessage', defaultMessage: 'Pausing remotely is not allowed for this zone.' }),
  commandRefused: msg({ id: 'player.CommandRefusedMessage', defaultMessage: 'The player could not do that: {reason}' }),
  commandFailed: msg({ id: 'player.CommandFailedMessage', defaultMessage: 'The command could not be sent. Please try again.' }),
  back: msg({ id: 'common.Back', defaultMessage: 'Back' }),
};

/** The generic error dialog of spec §8 "Command reply timeout". */
export const errorDialogMessages = {
  heading: msg({ id: 'error-dialog.Heading', defaultMessage: 'The player is not answering' }),
  subHeading: msg({ id: 'error-dialog.SubHeading', defaultMessage: 'It may be offline or busy. Choose it again in a moment.' }),
  close: msg({ id: 'error-dialog.Close', defaultMessage: 'Close' }),
};
