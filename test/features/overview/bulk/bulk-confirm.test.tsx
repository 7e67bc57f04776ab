/**
 * @jest-environment jsdom
 */
import { fireEvent, screen, within } from '@testing-library/react';
import * as v from 'valibot';
import type { BulkAction, BulkPlan } from '../../../../src/features/overview/bulk/bulk-action';
import { BulkConfirm } from '../../../../src/features/overview/bulk/bulk-confirm';
import { PlayerStatus } from '../../../../src/lib/player/replies';
import { status } from '../../../support/overview-fakes';
import { renderWithServices } from '../../../support/render-with-services';

const at = (fields: Record<string, unknown>) => v.parse(PlayerStatus, status(fields));
/** g-0 … g-2 at site A, g-3 and g-4 at site B. */
const siteOf = (group: string) => (Number(group.slice(2)) < 3 ? 'A' : 'B');

function confirm(plan: BulkPlan, onSend = jest.fn()) {
  renderWithServices(
    <BulkConfirm
      plan={plan}
      siteOf={siteOf}
      isShown={() => true}
      linkLost={false}
      titleId="t"
      bodyId="b"
      onSend={onSend}
      onCancel={jest.fn()}
    />,
  );
  return {
    send: screen.getByTestId('overview-confirm-send'),
    site: (n: number) =>
      within(screen.getByTestId('overview-confirm-sites')).getAllByRole('listitem')[n] as HTMLElement,
  };
}

describe('the bulk confirmation (docs/design.md "Every zone at a glance")', () => {
  it('counts on Send only the zones that will get the command, and says per site how many are skipped and why', () => {
    const zones = ['g-0', 'g-1', 'g-2', 'g-3', 'g-4'].map((group, n) => ({
      group,
      status: at({ RemoteVolumeAllowed: n === 1 || n === 2 ? false : true }),
    }));
    const { send, site } = confirm({ action: { kind: 'volume', percent: 30 }, zones });
    expect(screen.getByTestId('overview-confirm').dataset).toMatchObject({ count: '5', sending: '3' });
    expect(send).toHaveTextContent(/send to 3 zones/);
    expect(site(0).dataset).toMatchObject({ skipped: '2', reasons: 'volume-not-allowed' });
    expect(site(0)).toHaveTextContent(/2 skipped/);
    expect(site(1).dataset).toMatchObject({ skipped: '0' });
    expect(screen.getByTestId('overview-confirm-skipped').dataset.skipped).toBe('2');
  });

  it('skips an energy level where the player is too old or the level has no tracks, and names the zones with few tracks', () => {
    const action: BulkAction = {
      kind: 'energy',
      level: 3,
      tracks: new Map([
        ['g-0', 40],
        ['g-1', 5],
        ['g-2', 0],
      ]),
      unsupported: ['g-3'],
    };
    const zones = ['g-0', 'g-1', 'g-2', 'g-3', 'g-4'].map((group) => ({ group, status: at({}) }));
    const { send, site } = confirm({ action, zones });
    expect(screen.getByTestId('overview-confirm').dataset.sending).toBe('2');
    expect(send).toBeEnabled();
    const reasons = within(screen.getByTestId('overview-confirm-skipped'))
      .getAllByText(/skipped/)
      .map((line) => line.dataset.reason);
    expect(reasons).toEqual(['energy-no-tracks', 'energy-not-supported', 'energy-unknown']);
    expect(site(1).dataset.reasons).toBe('energy-not-supported energy-unknown');
    expect(screen.getByTestId('overview-confirm-few-tracks').dataset.count).toBe('1');
  });

  it('sends nothing when every zone would be skipped', () => {
    const onSend = jest.fn();
    const zones = [{ group: 'g-0', status: at({ RemotePauseAllowed: false }) }];
    const { send } = confirm({ action: { kind: 'pause' }, zones }, onSend);
    expect(send).toBeDisabled();
    expect(screen.getByTestId('overview-confirm-nothing')).toBeInTheDocument();
    fireEvent.click(send);
    expect(onSend).not.toHaveBeenCalled();
  });
});
