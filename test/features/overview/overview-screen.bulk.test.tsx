/**
 * @jest-environment jsdom
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { of } from 'rxjs';
import { CONFIRM_SITE_LINES } from '../../../src/features/overview/bulk/bulk-confirm';
import OverviewScreen from '../../../src/features/overview/overview-screen';
import { PlayerCommand } from '../../../src/lib/player/commands';
import { aPlayer, aStatus } from '../../support/builders';
import { apiRoutes } from '../../support/fake-api';
import { fakeServices } from '../../support/fake-services';
import { renderWithServices } from '../../support/render-with-services';

/**
 * The overview over `count` players, one site each, every zone answering its status, its volume (802:
 * `volume`) and each command it is sent.
 */
async function overview(count: number, volume = 40) {
  const players = Array.from({ length: count }, (_, i) => aPlayer(i + 1));
  const services = fakeServices({
    signedIn: true,
    api: apiRoutes({ 'GET api/Player/list': () => of(players) }),
    player: {
      [PlayerCommand.Status]: () => aStatus({ RemotePauseAllowed: true, RemoteVolumeAllowed: true }),
      [PlayerCommand.LoadChannelSettings]: () => ({ Volume: volume }),
      [PlayerCommand.Volume]: () => ({ Success: true, Error: null }),
    },
  });
  const view = renderWithServices(<OverviewScreen />, { services, route: '/player-selector/overview' });
  await view.advance(0);
  await view.advance(1_000);
  return { view, services, cards: () => screen.getAllByTestId('overview-zone') };
}

describe('the overview’s cards and bulk actions (docs/design.md "Every zone at a glance")', () => {
  it('ticks a card with a tap anywhere on it, keeps the tick for the tab, and opens the zone only from its own button', async () => {
    const { view, services, cards } = await overview(2);
    const first = cards()[0] as HTMLElement;
    fireEvent.click(within(first).getByTestId('overview-thumb'));
    await view.settle();
    expect(first.dataset.selected).toBe('true');
    expect([...services.overviewMemory.ticked()]).toEqual([first.dataset.group]);
    fireEvent.click(within(first).getByTestId('overview-thumb'));
    await view.settle();
    expect(first.dataset.selected).toBe('false');

    fireEvent.click(within(first).getByTestId('overview-open-zone'));
    await view.settle();
    expect(first.dataset.selected).toBe('false');
    expect(services.selection.current()?.player.name).toBe('Player 1');
  });

  it('makes each card one tab stop: the arrows move between cards and to the open button', async () => {
    const { view, cards } = await overview(3);
    const [a, b] = cards() as HTMLElement[];
    const boxA = within(a!).getByTestId('overview-select-zone');
    const boxB = within(b!).getByTestId('overview-select-zone');
    expect(within(a!).getByTestId('overview-open-zone').tabIndex).toBe(-1);
    boxA.focus();
    fireEvent.keyDown(boxA, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(boxB);
    fireEvent.keyDown(boxB, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(within(b!).getByTestId('overview-open-zone'));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(boxB);
    await view.settle();
  });

  it('confirms per site, a few lines then how many more, and names the count on the button', async () => {
    const count = CONFIRM_SITE_LINES + 2;
    const { view } = await overview(count);
    fireEvent.click(screen.getByTestId('overview-select-shown'));
    await view.settle();
    fireEvent.click(screen.getByTestId('overview-pause'));
    await view.settle();
    const sites = screen.getByTestId('overview-confirm-sites');
    expect(sites.dataset.sites).toBe(String(count));
    expect(within(sites).getAllByRole('listitem')).toHaveLength(CONFIRM_SITE_LINES + 1);
    expect(screen.getByTestId('overview-confirm-send').textContent).toContain(String(count));
  });

  it('checks the volume level: a value outside 0–100 says so and cannot be sent', async () => {
    const { view } = await overview(1);
    fireEvent.click(screen.getByTestId('overview-select-shown'));
    await view.settle();
    fireEvent.click(screen.getByTestId('overview-volume-open'));
    await view.advance(1_000);
    const field = await screen.findByTestId('overview-volume');
    fireEvent.change(field, { target: { value: '150' } });
    expect(screen.getByTestId('overview-volume-invalid')).toBeInTheDocument();
    expect(screen.getByTestId('overview-set-volume')).toBeDisabled();
    fireEvent.change(field, { target: { value: '30' } });
    expect(screen.queryByTestId('overview-volume-invalid')).toBeNull();
    expect(screen.getByTestId('overview-set-volume')).toBeEnabled();
  });

  it('shows on each card the volume a bulk run set, once the zone reports it done, without a reload', async () => {
    const { view, cards } = await overview(2, 40);
    await view.advance(1_000);
    const volumes = () =>
      cards().map((card) => within(card).getByTestId('overview-zone-volume').dataset.volume);
    expect(volumes()).toEqual(['40', '40']);
    fireEvent.click(screen.getByTestId('overview-select-shown'));
    await view.settle();
    fireEvent.click(screen.getByTestId('overview-volume-open'));
    await view.advance(1_000);
    fireEvent.change(await screen.findByTestId('overview-volume'), { target: { value: '70' } });
    fireEvent.click(screen.getByTestId('overview-set-volume'));
    await view.settle();
    fireEvent.click(screen.getByTestId('overview-confirm-send'));
    await view.advance(1_000);
    const results = cards().map((card) => within(card).getByTestId('overview-zone-result').dataset.result);
    expect(results).toEqual(['done', 'done']);
    expect(volumes()).toEqual(['70', '70']);
  });

  it('goes back to the volume panel, on the control that opened it, when its confirmation is dismissed with Escape', async () => {
    const { view } = await overview(2);
    fireEvent.click(screen.getByTestId('overview-select-shown'));
    await view.settle();
    fireEvent.click(screen.getByTestId('overview-volume-open'));
    await view.advance(1_000);
    const set = await screen.findByTestId('overview-set-volume');
    set.focus();
    fireEvent.click(set);
    await view.settle();
    const dialog = screen.getByTestId('overview-confirm').closest('dialog') as HTMLDialogElement;
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await view.settle();
    expect(screen.queryByTestId('overview-confirm')).toBeNull();
    expect(screen.getByTestId('overview-volume-panel')).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByTestId('overview-set-volume'));
  });
});
