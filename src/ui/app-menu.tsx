import { useId, type MouseEvent } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { IconButton } from './button';
import { Icon } from './icon';
import { iconLogout, iconMenu } from './icons/paths';
import { LanguagePicker } from './language-picker';
import { anchoredPopover, anchoring, hidePopoverOf, menuEntry, popoverSurface, tallPopover } from './popover';

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

/** One link of an {@link AppMenu}: where it leads (an absolute path), its icon path and its label. */
export interface AppMenuEntry {
  readonly href: string;
  readonly icon: string;
  readonly label: string;
  /** True for the page the user is on (`aria-current="page"`). */
  readonly current?: boolean;
}

/** What {@link AppMenu} shows and the handler it calls; the labels come translated. */
export interface AppMenuProps {
  /** The name of the button that opens the menu and of the menu itself. */
  readonly label: string;
  readonly entries: readonly AppMenuEntry[];
  readonly logoutLabel: string;
  /** Called when Log out is chosen (the menu has closed by then). */
  onLogout(): void;
}

/**
 * The header menu of the signed-in screens (spec §2 Menu): the given links, the language picker and Log
 * out. A native popover anchored to its button: Escape and a click outside close it, and so does choosing
 * an entry. The player screens and the overview each pass their own links.
 */
export function AppMenu({ label, entries, logoutLabel, onLogout }: AppMenuProps) {
  const id = `menu-${useId().replace(/:/g, '')}`;
  const anchor = anchoring(id);
  const close = (event: MouseEvent<HTMLElement>) => hidePopoverOf(event.currentTarget);
  return (
    <>
      <IconButton
        type="button"
        popovertarget={id}
        style={anchor.trigger}
        aria-label={label}
        data-testid="menu-button"
      >
        <Icon path={iconMenu} />
      </IconButton>
      <Panel id={id} popover="auto" style={anchor.panel} aria-label={label} data-testid="menu">
        <ul>
          {entries.map((entry) => (
            <li key={entry.href}>
              <Link href={entry.href} onClick={close} aria-current={entry.current ? 'page' : undefined}>
                <Icon path={entry.icon} />
                {entry.label}
              </Link>
            </li>
          ))}
          <li className="language">
            <LanguagePicker inHeader={false} />
          </li>
          <li>
            <button
              type="button"
              className="entry"
              onClick={(event) => {
                close(event);
                onLogout();
              }}
              data-testid="menu-logout"
            >
              <Icon path={iconLogout} />
              {logoutLabel}
            </button>
          </li>
        </ul>
      </Panel>
    </>
  );
}
