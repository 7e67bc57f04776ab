import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { absolute, paths } from '../../../config/paths';
import { useSignOut } from '../../../hooks/use-sign-out';
import { AppMenu } from '../../../ui/app-menu';
import {
  iconCampaign,
  iconHelp,
  iconHome,
  iconInfo,
  iconLibraryMusic,
  iconLock,
  iconMusicNote,
  iconSettings,
  iconSpeakerGroup,
} from '../../../ui/icons/paths';
import { menuTexts } from '../texts';

const ENTRIES = [
  { path: paths.selector, icon: iconHome, label: menuTexts.home },
  { path: paths.overview, icon: iconSpeakerGroup, label: menuTexts.overview },
  { path: paths.player, icon: iconMusicNote, label: menuTexts.player },
  { path: paths.playlists, icon: iconLibraryMusic, label: menuTexts.playlists },
  { path: paths.adverts, icon: iconCampaign, label: menuTexts.adverts },
  { path: paths.status, icon: iconInfo, label: menuTexts.status },
  { path: paths.settings, icon: iconSettings, label: menuTexts.settings },
  { path: paths.help, icon: iconHelp, label: menuTexts.help },
  { path: paths.changePassword, icon: iconLock, label: menuTexts.changePassword },
] as const;

/**
 * The Menu of spec §2: Home, All zones (the overview of every zone; not in the spec), Player, Playlists,
 * Messages, Status, Settings, Help, Change password, Language (picker with flags) and Logout (clears the session, stops the hub, goes to the empty path). A native
 * popover: Escape and a click outside close it; choosing an entry closes it too.
 */
export function PlayerMenu() {
  const intl = useIntl();
  const [location] = useLocation();
  const signOut = useSignOut();
  const current = `${paths.player}${location === '/' ? '' : location}`;
  return (
    <AppMenu
      label={intl.formatMessage(menuTexts.open)}
      entries={ENTRIES.map((entry) => ({
        href: absolute(entry.path),
        icon: entry.icon,
        label: intl.formatMessage(entry.label),
        current: current === entry.path,
      }))}
      logoutLabel={intl.formatMessage(menuTexts.logout)}
      onLogout={() => signOut('user')}
    />
  );
}
