/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import type { ActivityEntry } from '../../../src/lib/activity-log/entries';
import { timelineOf } from '../../../src/lib/activity-log/timeline';
import { ZoneDay } from '../../../src/ui/activity/zone-day';
import { renderWithServices } from '../../support/render-with-services';

const NOW = Date.UTC(2026, 11, 7, 12);
const H = 60 * 60 * 1000;
const seen = (at: number, to: string): ActivityEntry => ({
  at,
  group: 'g-1',
  kind: 'playing',
  actor: 'seen',
  to,
  zone: 'Terrace',
  site: '',
  player: '',
});

function Day() {
  const bands = timelineOf(
    'g-1',
    [seen(NOW - 10 * H, 'playing')],
    [
      { start: NOW - 10 * H, end: NOW - 8 * H },
      { start: NOW - 3 * H, end: NOW },
    ],
    NOW,
  );
  return <ZoneDay bands={bands} />;
}

describe('ZoneDay: a zone\'s last 24 hours (docs/design.md "Activity log")', () => {
  it('draws the period the app was closed as an unknown band between the watched ones, each band named', () => {
    renderWithServices(<Day />);
    const bands = screen.getAllByTestId('zone-day-band');
    expect(bands.map((band) => band.getAttribute('data-mode'))).toEqual([
      'unknown',
      'playing',
      'unknown',
      'playing',
    ]);
    expect(bands.every((band) => (band.getAttribute('aria-label') ?? '') !== '')).toBe(true);
  });
});
