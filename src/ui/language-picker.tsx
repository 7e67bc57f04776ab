import { useId } from 'react';
import { useObservableState } from 'observable-hooks';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { LANGUAGES, type LanguageCode } from '../lib/i18n/languages';
import { msg } from '../lib/i18n/msg';
import { Flag } from './flags';
import { HeaderLabel } from './header';
import { anchoredPopover, anchoring, hidePopoverOf, menuEntry, popoverSurface, tallPopover } from './popover';
import { useServices } from '../hooks/services-context';

const labels = {
  language: msg({ id: 'common.Language', defaultMessage: 'Language' }),
  current: msg({ id: 'common.LanguageCurrent', defaultMessage: 'Language: {name}' }),
};

const Trigger = styled.button`
  min-height: ${({ theme }) => theme.target};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  cursor: pointer;
  flex: none;
  @media (max-width: ${({ theme }) => theme.breakpoint.narrow}px) {
    min-width: ${({ theme }) => theme.target};
    justify-content: center;
  }
`;

const Panel = styled.div`
  ${popoverSurface}
  ${anchoredPopover}
  ${tallPopover}
  min-width: 200px;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Option = styled.button`
  ${menuEntry}
  &[aria-current='true'] {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

/**
 * Language picker (spec §1, §2 Headers, Menu): its button shows the flag and the language's name (in a
 * header on a phone, the flag only); flag plus name for each of the seven languages, in a
 * popover (native Popover API) anchored to its button, tall enough for all seven where the window
 * allows (it scrolls, with edge shadows, where it does not). Switching re-renders at once and is stored.
 */
export function LanguagePicker({ inHeader = true }: { inHeader?: boolean }) {
  const { language } = useServices();
  const intl = useIntl();
  const id = `lang-${useId().replace(/:/g, '')}`;
  const anchor = anchoring(id);
  const current = useObservableState(language.language$, 'en' as LanguageCode);
  const currentName = LANGUAGES.find((l) => l.code === current)?.name ?? current;
  const choose = (code: LanguageCode, entry: Element) => {
    hidePopoverOf(entry);
    language.setLanguage(code);
  };
  return (
    <>
      <Trigger
        type="button"
        popovertarget={id}
        style={anchor.trigger}
        aria-label={intl.formatMessage(labels.current, { name: currentName })}
        data-testid="language-picker"
      >
        <Flag code={current} />
        {inHeader ? <HeaderLabel>{currentName}</HeaderLabel> : <span>{currentName}</span>}
      </Trigger>
      <Panel
        id={id}
        popover="auto"
        style={anchor.panel}
        role="group"
        aria-label={intl.formatMessage(labels.language)}
        data-testid="language-list"
      >
        {LANGUAGES.map((l) => (
          <Option
            key={l.code}
            type="button"
            lang={l.locale}
            aria-current={l.code === current}
            onClick={(e) => choose(l.code, e.currentTarget)}
            data-language={l.code}
          >
            <Flag code={l.code} />
            {l.name}
          </Option>
        ))}
      </Panel>
    </>
  );
}
