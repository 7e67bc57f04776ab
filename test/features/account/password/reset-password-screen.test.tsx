/**
 * @jest-environment jsdom
 */
import { fireEvent, screen } from '@testing-library/react';
import { NEVER, of } from 'rxjs';
import ResetPasswordScreen from '../../../../src/features/account/password/reset-password-screen';
import { resetTexts } from '../../../../src/features/account/texts';
import { apiFailure, apiRoutes, type ApiAnswer } from '../../../support/fake-api';
import { fakeServices } from '../../../support/fake-services';
import { renderWithServices } from '../../../support/render-with-services';
import { english } from '../../../support/texts';

function renderReset(answer: ApiAnswer, route = '/reset-password?u=demo%40example.com&c=CODE-1') {
  const services = fakeServices({ api: apiRoutes({ 'POST api/Account/password/forgot/reset': answer }) });
  const view = renderWithServices(<ResetPasswordScreen />, { services, route });
  return { ...view, services };
}
const first = () => screen.getByLabelText(english(resetTexts.password));
const second = () => screen.getByLabelText(english(resetTexts.confirm));
const submit = () => screen.getByRole('button', { name: english(resetTexts.submit) });
const fill = (password: string, again: string) => {
  fireEvent.change(first(), { target: { value: password } });
  fireEvent.change(second(), { target: { value: again } });
};

describe('ResetPasswordScreen (spec §2 Reset password, §4 Password flows, §5)', () => {
  it('takes the code out of the address bar and keeps submit disabled while the passwords differ', () => {
    const view = renderReset(() => NEVER);
    expect(window.location.search).toBe('?u=demo%40example.com');
    fill('Better!2345', 'Better!2346');
    fireEvent.blur(second());
    expect(second()).toHaveAccessibleDescription(english(resetTexts.mismatch));
    expect(submit()).toBeDisabled();
    fill('Better!2345', 'Better!2345');
    expect(submit()).toBeEnabled();
    expect(view.services.api.calls).toEqual([]);
  });

  it('says the link is incomplete and never submits without u and c', () => {
    const view = renderReset(() => NEVER, '/reset-password?u=demo%40example.com');
    expect(screen.getByRole('alert')).toHaveTextContent(english(resetTexts.missingLink));
    fill('Better!2345', 'Better!2345');
    expect(submit()).toBeDisabled();
    expect(view.services.api.calls).toEqual([]);
  });

  it('resets with u and c and keeps the success notice for the login page after the reload', () => {
    // jsdom cannot load another page: it reports the reload to the console, which is how we see it.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = renderReset(() => of(undefined));
    fill('Better!2345', 'Better!2345');
    fireEvent.click(submit());
    expect(reported.mock.calls.map(([error]) => String(error))).toEqual([
      expect.stringContaining('Not implemented: navigation'),
    ]);
    reported.mockRestore();
    expect(view.services.api.calls).toEqual([
      {
        method: 'POST',
        path: 'api/Account/password/forgot/reset',
        body: { UserName: 'demo@example.com', Password: 'CODE-1', NewPassword: 'Better!2345' },
      },
    ]);
    expect(view.services.tabStore.get('notice')).toBe(resetTexts.success.id);
  });

  it.each([400, 401, 403])('stays and shows both error parts when the API answers HTTP %i', (status) => {
    const view = renderReset(apiFailure(status));
    fill('Better!2345', 'Better!2345');
    fireEvent.click(submit());
    expect(view.toasts()).toEqual([
      { kind: 'error', text: `${english(resetTexts.error)} ${english(resetTexts.errorPt2)}` },
    ]);
    expect(view.services.tabStore.get('notice')).toBeUndefined();
    expect(submit()).toBeEnabled();
  });

  it('goes back to forgot password', () => {
    const view = renderReset(() => NEVER);
    fireEvent.click(screen.getByRole('button', { name: english(resetTexts.back) }));
    expect(view.path()).toBe('/forgot-password');
  });
});
