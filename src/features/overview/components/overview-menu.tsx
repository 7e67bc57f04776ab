import { useId, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import { absolute, paths } from '../../../config/paths';
import { useSignOut } from '../../../hooks/use-sign-out';
import { IconButton } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { iconHelp, iconHome, iconLogout, iconMenu } from '../../../ui/icons/paths';
import { LanguagePicker } from '../../../ui/language-picker';
import {
  anchoredPopover,
  anchoring,
  hidePopoverOf,
  menuEntry,
  popoverSurface,
  tallPopover,
} from '../../../ui/popover';
import { bulkTexts as texts } from '../bulk-texts';

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
  }
  .language {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  }
`;

/**
 * The overview's header menu, as the player screens' Menu offers it (spec §2 Menu): Home (the player
 * list), Help, the language picker and Log out. A native popover: Escape and a click outside close it.
 */
export function OverviewMenu() {
  const intl = useIntl();
  const signOut = useSignOut();
  const id = `overview-menu-${useId().replace(/:/g, '')}`;
  const anchor = anchoring(id);
  const close = (event: MouseEvent<HTMLElement>) => hidePopoverOf(event.currentTarget);
  return (
    <>
      <IconButton
        type="button"
        popovertarget={id}
        style={anchor.trigger}
        aria-label={intl.formatMessage(texts.menu)}
        data-testid="menu-button"
      >
        <Icon path={iconMenu} />
      </IconButton>
      <Panel
        id={id}
        popover="auto"
        style={anchor.panel}
        aria-label={intl.formatMessage(texts.menu)}
        data-testid="menu"
      >
        <ul>
          <li>
            <Link href={absolute(paths.selector)} onClick={close}>
              <Icon path={iconHome} />
              {intl.formatMessage(texts.menuHome)}
            </Link>
          </li>
          <li>
            <Link href={absolute(paths.help)} onClick={close}>
              <Icon path={iconHelp} />
              {intl.formatMessage(texts.menuHelp)}
            </Link>
          </li>
          <li className="language">
            <LanguagePicker inHeader={false} />
          </li>
          <li>
            <button
              type="button"
              className="entry"
              onClick={(event) => {
                close(event);
                signOut('user');
              }}
              data-testid="menu-logout"
            >
              <Icon path={iconLogout} />
              {intl.formatMessage(texts.logout)}
            </button>
          </li>
        </ul>
      </Panel>
    </>
  );
}
