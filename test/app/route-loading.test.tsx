/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { RouteLoading } from '../../src/app/route-loading';
import { renderWithServices } from '../support/render-with-services';

describe('RouteLoading (docs/design.md "Never a blank page")', () => {
  it('stays invisible for 300 ms (a CSS delay, no timer), so a quick load never flashes', () => {
    renderWithServices(<RouteLoading />);
    expect(screen.getByTestId('route-loading')).toBeInTheDocument();
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
    expect(css).toMatch(/animation:[^;]*\b300ms forwards/);
  });
});
