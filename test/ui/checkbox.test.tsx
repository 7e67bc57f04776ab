/**
 * @jest-environment jsdom
 */
import { screen } from '@testing-library/react';
import { CHECKBOX_SIZE_PX, Checkbox } from '../../src/ui/checkbox';
import { theme } from '../../src/ui/theme';
import { renderWithServices } from '../support/render-with-services';

describe("Checkbox: the app's one checkbox (docs/architecture.md §2, texts and styles)", () => {
  it('is a checkbox of the minimum target size, centred in a touch target, with the focus ring', () => {
    renderWithServices(<Checkbox data-testid="box" aria-label="Choose" />);
    const box = screen.getByTestId('box');
    expect(box.getAttribute('type')).toBe('checkbox');
    const style = getComputedStyle(box);
    expect(CHECKBOX_SIZE_PX).toBeGreaterThanOrEqual(24);
    expect(style.width).toBe(`${CHECKBOX_SIZE_PX}px`);
    expect(style.height).toBe(`${CHECKBOX_SIZE_PX}px`);
    // Its margin (jsdom writes it as `calc(10px)`) makes the box and its margins one touch target.
    const margin = parseFloat(/-?[\d.]+/.exec(style.margin)?.[0] ?? 'NaN');
    expect(CHECKBOX_SIZE_PX + 2 * margin).toBe(parseFloat(theme.target));
    const rules = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules));
    const focusRing = rules.find(
      (rule): rule is CSSStyleRule =>
        rule instanceof CSSStyleRule &&
        rule.selectorText.includes(`.${box.classList[box.classList.length - 1]}:focus-visible`),
    );
    expect(focusRing?.style.outline).toBe(`3px solid ${theme.color.focus}`);
  });
});
