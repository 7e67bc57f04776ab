import { absolute, paths } from '../../../config/paths';
import { useId, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import { IconButton } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import {
  anchoredPopover,
  anchoring,
  hidePopoverOf,
  menuEntry,
  popoverSurface,
  tallPopover,
} from '../../../ui/popover';
import {
  iconCampaign,
  iconHelp,
  iconHome,
  iconInfo,
  iconLibraryMusic,
  iconLock,
  iconLogout,
  iconMenu,
  iconMusicNote,
  iconSettings,
  iconSpeakerGroup,
} from '../../../ui/icons/paths';
import { LanguagePicker } from '../../../ui/language-picker';
import { useSignOut } from '../../../hooks/use-sign-out';
import { menuTexts } from '../texts';

const Panel = styled.nav`
  ${popoverSurface}
  ${anchoredPopover}
  ${tallPopover}
  width: min(92vw, 280px);
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 2px;
  }
  a,
  button.entry {
    ${menuEntry}
    color: inherit;
    text-decoration: none;
    &[aria-current='page'] {
      background: ${({ theme }) => theme.color.surfaceAlt};
    }
  }
  .language {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  }
`;

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
  const id = `menu-${useId().replace(/:/g, '')}`;
  const current = `${paths.player}${location === '/' ? '' : location}`;
  const anchor = anchoring(id);
  const close = (event: MouseEvent<HTMLElement>) => hidePopoverOf(event.currentTarget);
  const logout = (event: MouseEvent<HTMLElement>) => {
    close(event);
    signOut('user');
  };
  return (
    <>
      <IconButton
        type="button"
        popovertarget={id}
        style={anchor.trigger}
        aria-label={intl.formatMessage(menuTexts.open)}
        data-testid="menu-button"
      >
        <Icon path={iconMenu} />
      </IconButton>
      <Panel
        id={id}
        popover="auto"
        style={anchor.panel}
        aria-label={intl.formatMessage(menuTexts.open)}
        data-testid="menu"
      >
        <ul>
          {ENTRIES.map((entry) => (
            <li key={entry.path}>
              <Link
                href={absolute(entry.path)}
                onClick={close}
                aria-current={current === entry.path ? 'page' : undefined}
              >
                <Icon path={entry.icon} />
                {intl.formatMessage(entry.label)}
              </Link>
            </li>
          ))}
          <li className="language">
            <LanguagePicker inHeader={false} />
          </li>
          <li>
            <button type="button" className="entry" onClick={logout}>
              <Icon path={iconLogout} />
              {intl.formatMessage(menuTexts.logout)}
            </button>
          </li>
        </ul>
      </Panel>
    </>
  );
}
