import { IntlProvider, useIntl } from 'react-intl';
import styled, { ThemeProvider } from 'styled-components';
import { routeErrorTexts } from '../app/texts';
import { Button } from '../ui/button';
import { theme } from '../ui/theme';

const Panel = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.space.md};
  left: 50%;
  transform: translateX(-50%);
  z-index: 1000;
  box-sizing: border-box;
  width: min(calc(100vw - 2 * ${({ theme }) => theme.space.md}), 36rem);
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  border-left: 4px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.surfaceAlt};
  box-shadow: 0 2px 12px rgb(0 0 0 / 25%);
  p {
    margin: 0;
    flex: 1 1 14rem;
  }
`;

/** Props of {@link ScreenUnavailable}: the language's locale (`en-GB`) and its compiled catalogue. */
export interface ScreenUnavailableProps {
  readonly locale: string;
  readonly messages: Record<string, never>;
}

/**
 * The notice that the first screen's code could not be fetched, with Retry, in the app's theme and the
 * given language: rendered at build time beside that screen's copy, hidden (scripts/prerender.ts), and
 * shown and wired by the entry while the code fails (./held-copy.ts). Never part of the live app, so
 * the app's own code does not carry it.
 */
export function ScreenUnavailable({ locale, messages }: ScreenUnavailableProps) {
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="en-GB">
      <ThemeProvider theme={theme}>
        <Notice />
      </ThemeProvider>
    </IntlProvider>
  );
}

function Notice() {
  const intl = useIntl();
  return (
    <Panel role="alert" data-testid="screen-unavailable">
      <p>{intl.formatMessage(routeErrorTexts.chunk)}</p>
      <Button type="button" $variant="secondary" data-testid="screen-retry">
        {intl.formatMessage(routeErrorTexts.retry)}
      </Button>
    </Panel>
  );
}
