/**
 * @jest-environment jsdom
 */
import { fireEvent, screen } from '@testing-library/react';
import { NEVER, of } from 'rxjs';
import ForgotPasswordScreen from '../../../../src/features/account/password/forgot-password-screen';
import { forgotTexts } from '../../../../src/features/account/texts';
import { apiFailure, apiRoutes, type ApiAnswer } from '../../../support/fake-api';
import { fakeServices } from '../../../support/fake-services';
import { renderWithServices } from '../../../support/render-with-services';
import { english } from '../../../support/texts';

function renderForgot(answer: ApiAnswer) {
  const services = fakeServices({ api: apiRoutes({ 'POST api/Account/password/forgot': answer }) });
  const view = renderWithServices(<ForgotPasswordScreen />, { services, route: '/forgot-password' });
  return { ...view, services };
}
const email = () => screen.getByLabelText(english(forgotTexts.email));
const submit = () => screen.getByRole('button', { name: english(forgotTexts.submit) });

describe('ForgotPasswordScreen (spec §2 Forgot password, §4 Password flows, §5)', () => {
  it('keeps submit disabled until the e-mail is valid, and says why once left', () => {
    const view = renderForgot(() => NEVER);
    expect(submit()).toBeDisabled();
    fireEvent.change(email(), { target: { value: 'demo@' } });
    fireEvent.blur(email());
    expect(email()).toHaveAccessibleDescription(english(forgotTexts.emailInvalid));
    expect(submit()).toBeDisabled();
    fireEvent.change(email(), { target: { value: 'demo@example.com' } });
    expect(submit()).toBeEnabled();
    expect(view.services.api.calls).toEqual([]);
  });

  it('asks for the reset e-mail, says so and goes to the login route', () => {
    const view = renderForgot(() => of(undefined));
    fireEvent.change(email(), { target: { value: ' demo@example.com ' } });
    fireEvent.click(submit());
    expect(view.services.api.calls).toEqual([
      { method: 'POST', path: 'api/Account/password/forgot', body: { UserName: 'demo@example.com' } },
    ]);
    expect(view.toasts()).toEqual([{ kind: 'success', text: english(forgotTexts.success) }]);
    expect(view.path()).toBe('/');
  });

  it('stays and shows the error when the API refuses', () => {
    const view = renderForgot(apiFailure(404));
    fireEvent.change(email(), { target: { value: 'nobody@example.com' } });
    fireEvent.click(submit());
    expect(view.toasts()).toEqual([{ kind: 'error', text: english(forgotTexts.error) }]);
    expect(view.path()).toBe('/forgot-password');
    expect(submit()).toBeEnabled();
  });

  it('goes back to sign in', () => {
    const view = renderForgot(() => NEVER);
    fireEvent.click(screen.getByRole('button', { name: english(forgotTexts.back) }));
    expect(view.path()).toBe('/');
  });
});
