/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { DeferredToasts } from '../../src/app/deferred-toasts';
import { routeErrorTexts } from '../../src/app/texts';
import { ServicesContext } from '../../src/hooks/services-context';
import { theme } from '../../src/ui/theme';
import { fakeServices } from '../support/fake-services';
import { TEXTS } from '../support/texts';

describe('DeferredToasts (docs/design.md "What loads when")', () => {
  it('loads the toasts once the first screen has painted; a toast asked for before shows then', async () => {
    const services = fakeServices();
    render(
      <ServicesContext.Provider value={services}>
        <ThemeProvider theme={theme}>
          <IntlProvider locale="en-GB" messages={TEXTS.en} defaultLocale="en-GB">
            <DeferredToasts />
          </IntlProvider>
        </ThemeProvider>
      </ServicesContext.Provider>,
    );
    act(() => services.notifier.notify('info', routeErrorTexts.retry));
    expect(screen.queryByTestId('toasts')).toBeNull();

    act(() => services.firstScreen.painted());
    const region = await screen.findByTestId('toasts');
    // The toast that waited comes in a commit of its own, after the live region.
    expect(await screen.findByText(TEXTS.en['route-error.Retry'] as string)).toHaveAttribute(
      'data-kind',
      'info',
    );
    expect(region).toContainElement(screen.getByText(TEXTS.en['route-error.Retry'] as string));
  });
});
