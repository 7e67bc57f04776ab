import { useId } from 'react';
import { useObservableState } from 'observable-hooks';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { LANGUAGES, type LanguageCode } from '../lib/i18n/languages';
import { msg } from '../lib/i18n/msg';
import { Flag } from './flags';
import { useServices } from './services-context';

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
  margin: 0;
  inset: unset;
  position: fixed;
  top: 64px;
  right: 8px;
  max-height: 275px;
  overflow: auto;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.2);
`;

const Option = styled.button`
  width: 100%;
  min-height: ${({ theme }) => theme.target};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.md};
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  text-align: start;
  cursor: pointer;
  &:hover, &[aria-current='true'] { background: ${({ theme }) => theme.color.surfaceAlt}; }
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
    (document.getElementById(`lang-${id}`) as (HTMLElement & { hidePopover?: () => void }) | null)?.hidePopover?.();
  };
  return (
    <>
      <Trigger type="button" popoverTarget={`lang-${id}`} aria-label={intl.formatMessage(labels.current, { name: currentName })} data-testid="language-picker">
        <Flag code={current} />
        <span>{currentName}</span>
      </Trigger>
      <Panel id={`lang-${id}`} popover="auto" role="group" aria-label={intl.formatMessage(labels.language)}>
        {LANGUAGES.map((l) => (
          <Option key={l.code} type="button" lang={l.locale} aria-current={l.code === current} onClick={() => choose(l.code)} data-language={l.code}>
            <Flag code={l.code} />
            {l.name}
          </Option>
        ))}
      </Panel>
    </>
  );
}
