import { barePath, paths, type AppPath } from '../config/paths';
import { msg, type AppText } from '../lib/i18n/msg';

/** The document title of each route: "Playlists · Player Remote" (spec §2 routes). */
export const titleTexts = {
  format: msg({ id: 'title.Format', defaultMessage: '{page} · Player Remote' }),
  app: msg({ id: 'title.App', defaultMessage: 'Player Remote' }),
  login: msg({ id: 'title.Login', defaultMessage: 'Sign in' }),
  forgotPassword: msg({ id: 'title.ForgotPassword', defaultMessage: 'Forgot password' }),
  resetPassword: msg({ id: 'title.ResetPassword', defaultMessage: 'Reset password' }),
  changePassword: msg({ id: 'title.ChangePassword', defaultMessage: 'Change password' }),
  selector: msg({ id: 'title.Selector', defaultMessage: 'Players' }),
  zones: msg({ id: 'title.Channels', defaultMessage: 'Zones' }),
  overview: msg({ id: 'title.Overview', defaultMessage: 'All zones' }),
  player: msg({ id: 'title.Player', defaultMessage: 'Now playing' }),
  playlists: msg({ id: 'title.Playlists', defaultMessage: 'Playlists' }),
  currentPlaylist: msg({ id: 'title.CurrentPlaylist', defaultMessage: 'Current playlist' }),
  adverts: msg({ id: 'title.Messages', defaultMessage: 'Messages' }),
  settings: msg({ id: 'title.Settings', defaultMessage: 'Settings' }),
  status: msg({ id: 'title.Status', defaultMessage: 'Status' }),
  help: msg({ id: 'title.Help', defaultMessage: 'Help' }),
} satisfies Record<keyof typeof paths | 'format' | 'app', AppText>;

/** The page name of `path` for its document title; null for a path that is not a route. */
export function pageTitle(path: string): AppText | null {
  const bare = barePath(path);
  const entry = (Object.entries(paths) as [keyof typeof paths, AppPath][]).find(([, p]) => p === bare);
  return entry ? titleTexts[entry[0]] : null;
}

/** The view shown when a route cannot be shown (a chunk that failed to load, or a render error). */
export const routeErrorTexts = {
  heading: msg({ id: 'route-error.Heading', defaultMessage: 'This page could not be shown' }),
  chunk: msg({
    id: 'route-error.ChunkText',
    defaultMessage: 'Part of the app could not be loaded. Check the connection, then try again.',
  }),
  render: msg({
    id: 'route-error.RenderText',
    defaultMessage: 'Something went wrong on this page. Try again, or go back to the player list.',
  }),
  /** The render error on the player list itself: no way back to where the user is. */
  renderOnSelector: msg({
    id: 'route-error.RenderTextOnSelector',
    defaultMessage: 'Something went wrong on this page. Try again.',
  }),
  retry: msg({ id: 'route-error.Retry', defaultMessage: 'Try again' }),
  logo: msg({ id: 'common.Logo', defaultMessage: 'Player Remote' }),
  toSelector: msg({ id: 'route-error.ToSelector', defaultMessage: 'Go to the player list' }),
  loading: msg({ id: 'route-loading.Text', defaultMessage: 'Loading…' }),
};
