/**
 * @jest-environment jsdom
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { NEVER, of } from 'rxjs';
import { ImpersonationDialog } from '../../../src/features/impersonation/impersonation-dialog';
import { impersonateTexts } from '../../../src/features/impersonation/texts';
import { apiFailure, apiRoutes, type ApiAnswer } from '../../support/fake-api';
import { fakeServices } from '../../support/fake-services';
import { renderWithServices } from '../../support/render-with-services';
import { english } from '../../support/texts';

const IMPERSONATE = 'POST api/Account/impersonate';

/** The open dialog for a signed-in support user; what it reported is kept in `closed` and `impersonated`. */
function renderDialog(answer: ApiAnswer) {
  const services = fakeServices({
    signedIn: true,
    local: { email: 'support@example.com', canImpersonate: 'true' },
    api: apiRoutes({ [IMPERSONATE]: answer }),
  });
  const reported = { closed: 0, impersonated: 0 };
  const view = renderWithServices(
    <ImpersonationDialog
      open
      onClose={() => (reported.closed += 1)}
      onImpersonated={() => (reported.impersonated += 1)}
    />,
    { services, route: '/player-selector' },
  );
  return { ...view, services, reported };
}
const dialog = () => screen.getByRole('dialog', { name: english(impersonateTexts.title) });
const fill = (user: string, password: string) => {
  fireEvent.change(within(dialog()).getByLabelText(english(impersonateTexts.email)), {
    target: { value: user },
  });
  fireEvent.change(within(dialog()).getByLabelText(english(impersonateTexts.password)), {
    target: { value: password },
  });
};
const submit = () => within(dialog()).getByRole('button', { name: english(impersonateTexts.submit) });

describe('ImpersonationDialog (spec §2 Impersonation dialog, §4 Impersonation, §5, §8)', () => {
  it('keeps submit disabled until the e-mail is valid and the password given, and says why', () => {
    const view = renderDialog(() => NEVER);
    expect(submit()).toBeDisabled();
    const email = within(dialog()).getByLabelText(english(impersonateTexts.email));
    fireEvent.change(email, { target: { value: 'not an e-mail' } });
    fireEvent.blur(email);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(english(impersonateTexts.emailInvalid));
    fill('demo@example.com', '');
    expect(submit()).toBeDisabled();
    fill('demo@example.com', 'Support!234');
    expect(submit()).toBeEnabled();
    expect(view.services.api.calls).toEqual([]);
  });

  it('shows and hides the password', () => {
    renderDialog(() => NEVER);
    const password = within(dialog()).getByLabelText(english(impersonateTexts.password));
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.click(within(dialog()).getByRole('button', { name: english(impersonateTexts.showPassword) }));
    expect(password).toHaveAttribute('type', 'text');
    expect(
      within(dialog()).getByRole('button', { name: english(impersonateTexts.hidePassword) }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('impersonates: posts the request, stores the new token, says so and tells its parent', async () => {
    const view = renderDialog(() => of({ AccessToken: 'demo-token' }));
    fill(' demo@example.com ', 'Support!234');
    fireEvent.click(submit());
    expect(view.services.api.calls).toEqual([
      {
        method: 'POST',
        path: 'api/Account/impersonate',
        body: {
          UserName: 'support@example.com',
          Password: 'Support!234',
          ImpersonateUser: 'demo@example.com',
        },
      },
    ]);
    expect(view.services.local.get('accessToken')).toBe('demo-token');
    expect(view.services.local.get('hasImpersonated')).toBe(true);
    expect(view.reported).toEqual({ closed: 0, impersonated: 1 });
    expect(view.toasts()).toEqual([{ kind: 'success', text: english(impersonateTexts.success) }]);
  });

  it.each([401, 403, 500])('shows the error and keeps the session when the API answers HTTP %i', (status) => {
    const view = renderDialog(apiFailure(status));
    fill('demo@example.com', 'wrong');
    fireEvent.click(submit());
    expect(view.toasts()).toEqual([{ kind: 'error', text: english(impersonateTexts.error) }]);
    expect(view.services.local.get('accessToken')).toBe('access-token');
    expect(view.services.local.get('hasImpersonated')).toBeUndefined();
    expect(view.reported.impersonated).toBe(0);
    expect(submit()).toBeEnabled(); // the user can try again
  });

  it('only logs an answer without a token', () => {
    const view = renderDialog(() => of({}));
    fill('demo@example.com', 'Support!234');
    fireEvent.click(submit());
    expect(view.services.local.get('accessToken')).toBe('access-token');
    expect(view.toasts()).toEqual([]);
    expect(view.services.logger.lines.map((line) => line.level)).toEqual(['warn']);
  });

  it('closes on its close button', () => {
    const view = renderDialog(() => NEVER);
    fireEvent.click(within(dialog()).getByRole('button', { name: english(impersonateTexts.close) }));
    expect(view.reported).toEqual({ closed: 1, impersonated: 0 });
  });
});
