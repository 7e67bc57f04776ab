import { useObservableState } from 'observable-hooks';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { LANGUAGES, isLanguageCode } from '../lib/i18n/languages';
import { useServices } from './services-context';

const Select = styled.select`
  min-height: ${({ theme }) => theme.target};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  padding: 0 ${({ theme }) => theme.space.sm};
`;

/** Language dropdown (spec §2 Headers): switches at once without a reload and stores the choice. */
export function LanguagePicker() {
  const { language } = useServices();
  const intl = useIntl();
  const current = useObservableState(language.language$, 'en');
  return (
    <Select
      aria-label={intl.formatMessage({ id: 'common.Language', defaultMessage: 'Language' })}
      value={current}
      onChange={(event) => isLanguageCode(event.target.value) && language.setLanguage(event.target.value)}
      data-testid="language-picker"
    >
      {LANGUAGES.map((l) => (
        <option key={l.code} value={l.code} lang={l.locale}>
          {l.name}
        </option>
      ))}
    </Select>
  );
}
