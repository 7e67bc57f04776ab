/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import styled, { ThemeProvider } from 'styled-components';
import { anchoredPopover, hidePopoverOf, popoverSurface, tallPopover } from '../../src/ui/popover';
import { theme } from '../../src/ui/theme';

/** The anchor-positioning properties that place a panel at its button. */
const PLACEMENT = /\b(position-area|position-try-fallbacks|position-try-order|inset)\s*:/;

/** Every style rule of the page, with the selector it sits under (its `@supports` left aside). */
function styleRules(): { selector: string; body: string }[] {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  const rules: { selector: string; body: string }[] = [];
  for (const match of css.matchAll(/([^{}]+)\{([^{}]*)\}/g))
    rules.push({ selector: match[1]!.replace(/@supports[^{]*$/, '').trim(), body: match[2]! });
  return rules;
}

describe('the anchored popover styles (src/ui/popover.ts)', () => {
  it('place an open panel only: a closed one carries no position-try fallbacks (WebKit never settles them)', () => {
    const Panel = styled.div`
      ${popoverSurface}
      ${anchoredPopover}
      ${tallPopover}
    `;
    render(
      <ThemeProvider theme={theme}>
        <Panel popover="auto" data-testid="panel" />
      </ThemeProvider>,
    );
    const placing = styleRules().filter((rule) => PLACEMENT.test(rule.body));
    // Both fragments place the panel: the fallbacks and their order, each rule under :popover-open.
    expect(placing.some((rule) => /position-try-fallbacks\s*:/.test(rule.body))).toBe(true);
    expect(placing.some((rule) => /position-try-order\s*:/.test(rule.body))).toBe(true);
    for (const rule of placing) expect(rule.selector).toMatch(/:popover-open$/);
  });
});

describe('hidePopoverOf', () => {
  it('hides the popover an entry sits in', () => {
    document.body.innerHTML = '<div popover="auto"><button>entry</button></div>';
    const panel = document.querySelector<HTMLElement>('[popover]')!;
    const hidden: HTMLElement[] = [];
    panel.hidePopover = function (this: HTMLElement) {
      hidden.push(this);
    };
    hidePopoverOf(panel.querySelector('button')!);
    expect(hidden).toEqual([panel]);
  });

  it('does nothing where the Popover API is missing (jsdom, older engines), or outside a popover', () => {
    document.body.innerHTML =
      '<div popover="auto"><button>entry</button></div><button id="outside">x</button>';
    expect(() => hidePopoverOf(document.querySelector('[popover] button')!)).not.toThrow();
    expect(() => hidePopoverOf(document.getElementById('outside')!)).not.toThrow();
  });
});
