/**
 * @jest-environment jsdom
 */
import { screen } from '@testing-library/react';
import { BulkActions } from '../../../../src/features/overview/bulk/bulk-actions';
import type { BulkRun, RunStage } from '../../../../src/features/overview/bulk/bulk-run';
import { NO_BULK } from '../../../../src/features/overview/bulk/bulk-state';
import type { BulkView } from '../../../../src/features/overview/bulk/use-bulk-flow';
import { renderWithServices } from '../../../support/render-with-services';

const ACTIONS = [
  'overview-pause',
  'overview-play',
  'overview-volume-open',
  'overview-energy-open',
  'overview-resume',
  'overview-pick-advert',
  'overview-pick-playlist',
];

/** The bar's view with two zones ticked and a last run at `stage` (none when undefined). */
function view(stage?: RunStage): BulkView {
  const run: BulkRun | null = stage
    ? {
        action: { kind: 'pause' },
        groups: ['g-0'],
        results: new Map(),
        waves: [['g-0']],
        wave: 0,
        retries: 0,
        stage,
      }
    : null;
  const nothing = () => undefined;
  return {
    ticked: new Set(['g-0', 'g-1']),
    tickedCount: 2,
    tick: nothing,
    untickAll: nothing,
    state: { ...NO_BULK, run },
    filterResults: run?.results,
    openPanel: nothing,
    ask: nothing,
    confirm: nothing,
    cancel: nothing,
    goOn: nothing,
    stop: nothing,
    retry: nothing,
    clear: nothing,
    canRetry: false,
  };
}

const render = (stage?: RunStage) =>
  renderWithServices(<BulkActions view={view(stage)} disabled={false} more={false} onMore={() => {}} />);

describe('the bulk actions (docs/design.md "Every zone at a glance")', () => {
  it('offers every action, energy among them, when no run is sending or halted', () => {
    render('finished');
    for (const id of ACTIONS) expect(screen.getByTestId(id)).toBeEnabled();
    expect(screen.queryByTestId('overview-actions-halted')).toBeNull();
  });

  it('starts no run over a halted one: every action is off and says why', () => {
    render('halted');
    const reason = screen.getByTestId('overview-actions-halted');
    for (const id of ACTIONS) {
      expect(screen.getByTestId(id)).toBeDisabled();
      expect(screen.getByTestId(id).getAttribute('aria-describedby')).toBe(reason.id);
    }
  });

  it('keeps the actions off while a run is sending', () => {
    render('running');
    for (const id of ACTIONS) expect(screen.getByTestId(id)).toBeDisabled();
  });
});
