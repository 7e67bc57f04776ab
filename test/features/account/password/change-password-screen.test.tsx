/**
 * @jest-environment jsdom
 */
import { fireEvent, screen } from '@testing-library/react';
import { NEVER, of } from 'rxjs';
import ChangePasswordScreen from '../../../../src/features/account/password/change-password-screen';
import { changeTexts, loginTexts } from '../../../../src/features/account/texts';
import { apiFailure, apiRoutes, type ApiAnswer } from '../../../support/fake-api';
import { fakeServices } from '../../../support/fake-services';
import { renderWithServices } from '../../../support/render-with-services';
import { english } from '../../../support/texts';

function renderChange(answer: ApiAnswer) {
  const services = fakeServices({
    signedIn: true,
    api: apiRoutes({ 'POST api/Account/password/reset': answer }),
  });
  const view = renderWithServices(<ChangePasswordScreen />, { services, route: '/change-password' });
  return { ...view, services };
}
const current = () => screen.getByLabelText(english(changeTexts.current));
const next = () => screen.getByLabelText(english(changeTexts.next));
const submit = () => screen.getByRole('button', { name: english(changeTexts.submit) });
const fill = (was: string, will: string) => {
  fireEvent.change(current(), { target: { value: was } });
  fireEvent.change(next(), { target: { value: will } });
};

describe('ChangePasswordScreen (spec §2 Change password, §4 Password flows, §5)', () => {
  it('keeps submit disabled until the new password meets the rules', () => {
    const view = renderChange(() => NEVER);
    expect(submit()).toBeDisabled();
    fill('Old!2345', 'short');
    fireEvent.blur(next());
    expect(next()).toHaveAttribute('aria-invalid', 'true');
    expect(submit()).toBeDisabled();
    fill('Old!2345', 'Better!2345');
    expect(submit()).toBeEnabled();
    expect(view.services.api.calls).toEqual([]);
  });

  it('shows and hides each password with the lock toggle', () => {
    renderChange(() => NEVER);
    const [first] = screen.getAllByRole('button', { name: english(loginTexts.showPassword) });
    fireEvent.click(first!);
    expect(current()).toHaveAttribute('type', 'text');
    expect(next()).toHaveAttribute('type', 'password');
  });

  it('changes the password with the stored e-mail and token, says so and goes to the player selector', () => {
    const view = renderChange(() => of(undefined));
    fill('Old!2345', 'Better!2345');
    fireEvent.click(submit());
    expect(view.services.api.calls).toEqual([
      {
        method: 'POST',
        path: 'api/Account/password/reset',
        body: {
          UserName: 'demo@example.com',
          Password: 'Old!2345',
          NewPassword: 'Better!2345',
          Requestor: 'access-token',
        },
      },
    ]);
    expect(view.toasts()).toEqual([{ kind: 'success', text: english(changeTexts.success) }]);
    expect(view.path()).toBe('/player-selector');
  });

  it.each([400, 401, 403])('stays and shows the error when the API answers HTTP %i', (status) => {
    const view = renderChange(apiFailure(status));
    fill('Wrong!2345', 'Better!2345');
    fireEvent.click(submit());
    expect(view.toasts()).toEqual([{ kind: 'error', text: english(changeTexts.error) }]);
    expect(view.path()).toBe('/change-password');
    expect(submit()).toBeEnabled();
  });
});
