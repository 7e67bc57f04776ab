/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY } from 'rxjs';
import { createAppUpdate } from '../../src/lib/app-update/app-update';
import { registerWorker, type UpdateWorker } from '../../src/lib/app-update/registration';
import { renderWithServices } from '../support/render-with-services';

describe('UpdateToast (docs/architecture.md §11)', () => {
  it('shows while a release waits, and its Reload hands over to it; nothing reloads before', async () => {
    const fire = new Map<string, () => void>();
    const asked: string[] = [];
    const worker: UpdateWorker = {
      addEventListener: (type, listener) => fire.set(type, listener),
      register: () => Promise.resolve(),
      messageSkipWaiting: () => asked.push('skipWaiting'),
      update: () => Promise.resolve(),
    };
    const reloads: number[] = [];
    const appUpdate = createAppUpdate({
      register: (events) => registerWorker(worker, events, EMPTY, console),
      reloadPage: () => reloads.push(1),
      logger: console,
    });
    // The app's toasts region (rendered around every screen) holds the update toast.
    renderWithServices(<main />, { services: { appUpdate } });
    await act(async () => {
      appUpdate.start();
      await new Promise((resolve) => setTimeout(resolve));
    });
    expect(screen.queryByTestId('update-toast')).toBeNull();

    act(() => fire.get('waiting')?.());
    expect(screen.getByTestId('toasts')).toContainElement(await screen.findByTestId('update-toast'));
    expect(reloads).toEqual([]);

    await userEvent.click(screen.getByTestId('update-reload'));
    expect(asked).toEqual(['skipWaiting']);
    act(() => fire.get('controlling')?.());
    expect(reloads).toEqual([1]);
  });
});
