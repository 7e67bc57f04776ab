import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { shortcutTexts } from '../texts';
import { SHORTCUTS } from './shortcuts.streams';

const List = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  align-items: center;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  dt {
    justify-self: start;
  }
  dd {
    margin: 0;
  }
  kbd {
    display: inline-block;
    min-width: 2.2em;
    padding: 2px 8px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-bottom-width: 3px;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceAlt};
    font: inherit;
    font-weight: 700;
    text-align: center;
  }
`;

/** The list of the player's keyboard shortcuts (docs/design.md "Keyboard"), in a modal dialog opened by `?` or its button. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const intl = useIntl();
  return (
    <Dialog open={open} onClose={onClose} labelledBy="shortcuts-title" describedBy="shortcuts-intro">
      <h2 id="shortcuts-title" style={{ marginTop: 0 }}>
        {intl.formatMessage(shortcutTexts.title)}
      </h2>
      <p id="shortcuts-intro">{intl.formatMessage(shortcutTexts.intro)}</p>
      <List data-testid="shortcuts-list">
        {SHORTCUTS.map((shortcut) => (
          <div key={shortcut.intent} style={{ display: 'contents' }}>
            <dt>
              {shortcut.keys.map((key) => (
                <kbd key={key}>{key === 'Space' ? intl.formatMessage(shortcutTexts.space) : key}</kbd>
              ))}
            </dt>
            <dd>{intl.formatMessage(shortcutTexts[shortcut.intent])}</dd>
          </div>
        ))}
      </List>
      <Button type="button" onClick={onClose} autoFocus data-testid="shortcuts-close">
        {intl.formatMessage(shortcutTexts.close)}
      </Button>
    </Dialog>
  );
}
