import { useId } from 'react';
import { useObservableState } from 'observable-hooks';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { LANGUAGES, type LanguageCode } from '../lib/i18n/languages';
import { msg } from '../lib/i18n/msg';
import { Flag } from './flags';
import { menuEntry, popoverSurface } from './popover';
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
`;

const Panel = styled.div`
  ${popoverSurface}
  inset: unset;
  position: fixed;
  top: 64px;
  right: 8px;
  max-height: 275px;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Option = styled.button`
  ${menuEntry}
  text-align: start;
  &[aria-current='true'] {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

/**
 * Language picker (spec §1, §2 Headers, Menu): flag plus name for each of the seven languages, in a
 * popover (native Popover API) that opens up to 275 px high. Switching re-renders at once and is stored.
 */
export function LanguagePicker() {
  const { language } = useServices();
  const intl = useIntl();
  const id = useId().replace(/:/g, '');
  const current = useObservableState(language.language$, 'en' as LanguageCode);
  const currentName = LANGUAGES.find((l) => l.code === current)?.name ?? current;
  const choose = (code: LanguageCode) => {
    language.setLanguage(code);
    (
      document.getElementById(`lang-${id}`) as (HTMLElement & { hidePopover?: () => void }) | null
    )?.hidePopover?.();
  };
  return (
    <>
      <Trigger
        type="button"
        popovertarget={`lang-${id}`}
        aria-label={intl.formatMessage(labels.current, { name: currentName })}
        data-testid="language-picker"
      >
        <Flag code={current} />
        <span>{currentName}</span>
      </Trigger>
      <Panel id={`lang-${id}`} popover="auto" role="group" aria-label={intl.formatMessage(labels.language)}>
        {LANGUAGES.map((l) => (
          <Option
            key={l.code}
            type="button"
            lang={l.locale}
            aria-current={l.code === current}
            onClick={() => choose(l.code)}
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
