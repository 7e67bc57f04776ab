/**
 * @jest-environment jsdom
 */
import { act, render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { RouteFocus } from '../../src/ui/route-focus';
import { ROUTE_FOCUS } from '../../src/ui/route-focus-mark';

/** The screen's root, in the document, and the focus code watching it under a router at `/`. */
function mount() {
  const root = document.body.appendChild(document.createElement('main'));
  const location = memoryLocation({ path: '/' });
  render(
    <Router hook={location.hook}>
      <RouteFocus root={root} />
    </Router>,
  );
  return { root, navigate: location.navigate };
}

/** Changes the screen as a render would, and lets the focus code's observer run. */
async function change(update: () => void): Promise<void> {
  await act(async () => {
    update();
    await Promise.resolve();
  });
}

const element = (tag: string, id: string, attributes: Record<string, string> = {}) => {
  const made = document.createElement(tag);
  made.id = id;
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  return made;
};

afterEach(() => {
  document.body.replaceChildren();
});

describe('focus after navigation (WCAG 2.4.3)', () => {
  it('follows a screen that arrives in steps to its heading, and looks for nothing while focus is not lost', async () => {
    const { root, navigate } = mount();
    await change(() => navigate('/next'));
    await change(() => root.append(element('h1', 'loading')));
    expect(document.activeElement?.id).toBe('loading');

    // Focus is on the heading: the screen's changes (a list's every frame) cost no query.
    const queries = jest.spyOn(root, 'querySelector');
    for (let i = 0; i < 20; i++) await change(() => root.append(element('div', `row${i}`)));
    expect(queries).not.toHaveBeenCalled();

    // The loading view leaves with its heading: focus follows to the screen's.
    await change(() => root.replaceChildren(element('h1', 'title')));
    expect(document.activeElement?.id).toBe('title');
  });

  it("stops watching the screen once focus is on the screen's own mark", async () => {
    const { root, navigate } = mount();
    await change(() => navigate('/login'));
    await change(() => root.append(element('input', 'username', { [ROUTE_FOCUS]: '' })));
    expect(document.activeElement?.id).toBe('username');

    const queries = jest.spyOn(root, 'querySelector');
    await change(() => (document.activeElement as HTMLElement).blur());
    await change(() => root.append(element('h1', 'heading')));
    expect(document.activeElement).toBe(document.body);
    expect(queries).not.toHaveBeenCalled();
  });
});
