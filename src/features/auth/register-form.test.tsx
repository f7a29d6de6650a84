import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../i18n/test-i18n.ts';
import { RegisterForm } from './register-form.tsx';
import { errorOf, renderWithAuth } from './auth.fixtures.tsx';

beforeAll(async () => {
  await setupTestI18n('de');
});

const props = () => ({ email: '', onSwitch: vi.fn(), onDone: vi.fn() });

async function fill(user: ReturnType<typeof userEvent.setup>, confirm = 'Passwort1') {
  await user.type(screen.getByLabelText('Vorname'), 'Anna');
  await user.type(screen.getByLabelText('Nachname'), 'Huber');
  await user.type(screen.getByLabelText('E-Mail'), 'anna@example.at');
  await user.type(screen.getByLabelText('Passwort'), 'Passwort1');
  await user.type(screen.getByLabelText('Passwort bestätigen'), confirm);
}

describe('register form', () => {
  it('when submitted empty, then every field shows its message and nothing is sent', async () => {
    const user = userEvent.setup();
    const { api } = await renderWithAuth(<RegisterForm {...props()} />);
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(errorOf(screen.getByLabelText('Vorname'))).toBe('Bitte geben Sie Ihren Vornamen ein.');
    expect(errorOf(screen.getByLabelText('Nachname'))).toBe('Bitte geben Sie Ihren Nachnamen ein.');
    expect(errorOf(screen.getByLabelText('E-Mail'))).toBe('Bitte geben Sie Ihre E-Mail-Adresse ein.');
    expect(errorOf(screen.getByLabelText('Passwort'))).toBe('Bitte geben Sie Ihr Passwort ein.');
    expect(screen.getByLabelText('Ich akzeptiere die AGB und die Datenschutzerklärung.')).toHaveAccessibleDescription(
      'Bitte akzeptieren Sie die AGB und die Datenschutzerklärung.',
    );
    expect(screen.getByLabelText('Vorname')).toHaveFocus();
    expect(api.signUp).not.toHaveBeenCalled();
  });

  it('when the passwords differ and the terms are not accepted, then those fields show their messages', async () => {
    const user = userEvent.setup();
    const { api } = await renderWithAuth(<RegisterForm {...props()} />);
    await fill(user, 'Passwort2');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(errorOf(screen.getByLabelText('Passwort bestätigen'))).toBe('Die Passwörter stimmen nicht überein.');
    expect(screen.getByText('Bitte akzeptieren Sie die AGB und die Datenschutzerklärung.')).toBeInTheDocument();
    expect(api.signUp).not.toHaveBeenCalled();
  });

  it('when sign-up returns no session, then it goes on to verify-email with the names, language and address sent', async () => {
    const p = props();
    const user = userEvent.setup();
    const { api } = await renderWithAuth(<RegisterForm {...p} />);
    api.signUp.mockResolvedValueOnce({ data: { user: { id: 'u' }, session: null }, error: null } as never);
    await fill(user);
    await user.click(screen.getByLabelText('Ich akzeptiere die AGB und die Datenschutzerklärung.'));
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    await waitFor(() => expect(p.onSwitch).toHaveBeenCalledWith('verify-email', {
      email: 'anna@example.at',
      info: 'Wir haben einen 6-stelligen Code an anna@example.at gesendet. Bitte geben Sie ihn ein.',
    }));
    expect(api.signUp).toHaveBeenCalledWith(expect.objectContaining({
      email: 'anna@example.at',
      password: 'Passwort1',
      options: expect.objectContaining({ data: { first_name: 'Anna', last_name: 'Huber', language: 'de' } }),
    }));
  });

  it('when the address already has an account, then the message is under the e-mail', async () => {
    const p = props();
    const user = userEvent.setup();
    const { api } = await renderWithAuth(<RegisterForm {...p} />);
    api.signUp.mockResolvedValueOnce({ data: { user: null, session: null }, error: { code: 'user_already_exists', status: 422 } } as never);
    await fill(user);
    await user.click(screen.getByLabelText('Ich akzeptiere die AGB und die Datenschutzerklärung.'));
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    await waitFor(() => expect(errorOf(screen.getByLabelText('E-Mail'))).toBe('Für diese E-Mail-Adresse gibt es bereits ein Konto.'));
    expect(p.onDone).not.toHaveBeenCalled();
  });
});
