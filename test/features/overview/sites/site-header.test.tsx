/**
 * @jest-environment jsdom
 */
import { screen } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { SiteHeader, tallyText } from '../../../../src/features/overview/sites/site-header';
import { Checkbox } from '../../../../src/ui/checkbox';
import { liveState, overviewZone, zonesFleet } from '../../../support/overview-fakes';
import { renderWithServices } from '../../../support/render-with-services';
import { TEXTS } from '../../../support/texts';

const intl = createIntl({ locale: 'en', messages: TEXTS.en });

describe('a site tally line (docs/design.md "Every zone at a glance")', () => {
  it('says the counts that are not 0, trouble first', () => {
    expect(
      tallyText(intl, {
        total: 14,
        playing: 12,
        paused: 0,
        offline: 1,
        notAnswering: 0,
        asking: 1,
        attention: 2,
      }),
    ).toBe('2 need attention · 1 offline · 12 playing · 1 being asked');
    expect(
      tallyText(intl, {
        total: 1,
        playing: 0,
        paused: 1,
        offline: 0,
        notAnswering: 0,
        asking: 0,
        attention: 1,
      }),
    ).toBe('1 needs attention · 1 paused');
  });
});

describe('a site header (docs/design.md "Every zone at a glance")', () => {
  it("selects the site's zones with the app's one checkbox", () => {
    const { fleet, update } = zonesFleet();
    const zone = overviewZone('Counter', 'North', liveState({ PlayState: 1 }));
    update([zone]);
    const onToggle = jest.fn();
    renderWithServices(
      <SiteHeader
        layout={{ site: 'North', groups: [zone.group], selectable: [zone.group] }}
        store={fleet}
        collapsed={false}
        allChosen={false}
        onToggle={onToggle}
        onCollapse={() => undefined}
      />,
    );
    const box = screen.getByTestId('overview-select-site');
    expect(box.getAttribute('type')).toBe('checkbox');
    expect(box.classList).toContain(Checkbox.styledComponentId);
    box.click();
    expect(onToggle).toHaveBeenCalledWith([zone.group], true);
  });
});
