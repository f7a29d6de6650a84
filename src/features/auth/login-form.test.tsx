import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../i18n/test-i18n.ts';
import { LoginForm } from './login-form.tsx';
import { accountKeys } from '../../lib/supabase/account-keys.ts';
import { errorOf, renderWithAuth } from './auth.fixtures.tsx';

beforeAll(async () => {
  await setupTestI18n('de');
});
beforeEach(() => localStorage.clear());

const props = () => ({ email: '', onSwitch: vi.fn(), onDone: vi.fn() });

/** Types the address and the password, ticks "remember me" when asked, and presses the button. */
async function submit(user: UserEvent, email: string, password: string, { toggleRemember = false } = {}) {
  await user.type(screen.getByLabelText('E-Mail'), email);
  await user.type(screen.getByLabelText('Passwort'), password);
  if (toggleRemember) await user.click(screen.getByLabelText('Angemeldet bleiben'));
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
}

/** The backend's answer when it refuses the sign-in with `code`. */
const refused = (code: string, message: string) => ({ data: { session: null, user: null }, error: { code, status: 400, message } }) as never;

describe('login form', () => {
  it('when submitted empty, then the required messages appear under e-mail and password, the e-mail has focus and nothing is sent', async () => {
    const user = userEvent.setup();
    const { api } = await renderWithAuth(<LoginForm {...props()} />);
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    const email = screen.getByLabelText('E-Mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(email)).toBe('Bitte geben Sie Ihre E-Mail-Adresse ein.');
    expect(errorOf(screen.getByLabelText('Passwort'))).toBe('Bitte geben Sie Ihr Passwort ein.');
    expect(email).toHaveFocus();
    expect(api.signInWithPassword).not.toHaveBeenCalled();
  });

  it('when the password breaks the shared rule, then its message shows and nothing is sent', async () => {
    const user = userEvent.setup();
    const { api } = await renderWithAuth(<LoginForm {...props()} />);
    await submit(user, 'anna@example.at', 'abcdefgh');
    expect(errorOf(screen.getByLabelText('Passwort'))).toBe('Das Passwort muss mindestens einen Buchstaben und eine Ziffer enthalten.');
    expect(api.signInWithPassword).not.toHaveBeenCalled();
  });

  it('when the backend refuses the credentials, then invalid_credentials shows under the password with remember-me passed on', async () => {
    const p = props();
    const user = userEvent.setup();
    const { api, setRememberMe } = await renderWithAuth(<LoginForm {...p} />);
    api.signInWithPassword.mockResolvedValueOnce(refused('invalid_credentials', 'Invalid login credentials'));
    await submit(user, ' anna@example.at ', 'Passwort1', { toggleRemember: true });
    await waitFor(() => expect(errorOf(screen.getByLabelText('Passwort'))).toBe('E-Mail oder Passwort ist falsch.'));
    expect(screen.getByLabelText('Passwort')).toHaveFocus();
    expect(api.signInWithPassword).toHaveBeenCalledWith({ email: 'anna@example.at', password: 'Passwort1' });
    expect(setRememberMe).toHaveBeenCalledWith(false);
    expect(p.onDone).not.toHaveBeenCalled();
  });

  it('when the credentials are right, then the user is signed in, the account queries are refreshed and the modal is done', async () => {
    const p = props();
    const user = userEvent.setup();
    const { store, queryClient } = await renderWithAuth(<LoginForm {...p} />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await submit(user, 'anna@example.at', 'Passwort1');
    await waitFor(() => expect(p.onDone).toHaveBeenCalled());
    expect(store.getState()).toMatchObject({ status: 'authenticated', user: { id: 'u1' } });
    // the profile read on sign-in is in the query cache, its one home
    expect(queryClient.getQueryData(accountKeys.profile('u1'))).toMatchObject({ first_name: 'Anna' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['account'] });
  });

  it('when the address is not confirmed yet, then a new code is sent and the form switches to verify-email', async () => {
    const p = props();
    const user = userEvent.setup();
    const { api } = await renderWithAuth(<LoginForm {...p} />);
    api.signInWithPassword.mockResolvedValueOnce(refused('email_not_confirmed', 'Email not confirmed'));
    await submit(user, 'anna@example.at', 'Passwort1');
    await waitFor(() => expect(p.onSwitch).toHaveBeenCalledWith('verify-email', expect.objectContaining({ email: 'anna@example.at' })));
    expect(api.resend).toHaveBeenCalledWith({ type: 'signup', email: 'anna@example.at' });
  });

  it('when the network fails, then the network message is shown above the button', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const { api } = await renderWithAuth(<LoginForm {...props()} />);
    api.signInWithPassword.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await submit(user, 'anna@example.at', 'Passwort1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Keine Verbindung zum Server. Bitte versuchen Sie es erneut.');
    log.mockRestore();
  });
});
