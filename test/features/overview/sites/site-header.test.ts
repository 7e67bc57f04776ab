import { createIntl } from 'react-intl';
import { tallyText } from '../../../../src/features/overview/sites/site-header';
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
