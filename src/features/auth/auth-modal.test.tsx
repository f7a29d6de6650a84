import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../i18n/test-i18n.ts';

const signIn = vi.fn();
const verifyOtp = vi.fn();
const signUp = vi.fn();
vi.mock('../../lib/supabase/auth-store.ts', () => ({
  signInWithPassword: (...a: unknown[]) => signIn(...a),
  connectAuth: async () => ({ auth: { verifyOtp: (...a: unknown[]) => verifyOtp(...a), signUp: (...a: unknown[]) => signUp(...a) } }),
  adoptSession: async () => undefined,
  closeAuthModal: () => undefined,
}));

const { AuthModal } = await import('./auth-modal.tsx');

async function renderModal(ui: ReactNode) {
  const root = createRootRoute({ component: () => <>{ui}</> });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  await router.load();
  return render(<RouterProvider router={router} />);
}

const errorOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

beforeAll(async () => {
  await setupTestI18n('de');
});
beforeEach(() => {
  signIn.mockReset();
  verifyOtp.mockReset();
  signUp.mockReset();
  localStorage.clear();
});

describe('auth modal', () => {
  it('when login is submitted empty, then the required messages appear under e-mail and password and nothing is sent', async () => {
    const user = userEvent.setup();
    await renderModal(<AuthModal open initialMode="login" onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    const email = screen.getByLabelText('E-Mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(email)).toBe('Bitte geben Sie Ihre E-Mail-Adresse ein.');
    expect(errorOf(screen.getByLabelText('Passwort'))).toBe('Bitte geben Sie Ihr Passwort ein.');
    expect(email).toHaveFocus();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('when the backend refuses the credentials, then invalid_credentials shows under the password with remember-me passed on', async () => {
    signIn.mockResolvedValue({ data: { session: null }, error: { code: 'invalid_credentials', status: 400, message: 'Invalid login credentials' } });
    const onClose = vi.fn();
    const user = userEvent.setup();
    await renderModal(<AuthModal open initialMode="login" onClose={onClose} />);
    await user.type(screen.getByLabelText('E-Mail'), 'anna@example.at');
    await user.type(screen.getByLabelText('Passwort'), 'Passwort1');
    await user.click(screen.getByLabelText('Angemeldet bleiben'));
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(errorOf(screen.getByLabelText('Passwort'))).toBe('E-Mail oder Passwort ist falsch.'));
    expect(signIn).toHaveBeenCalledWith('anna@example.at', 'Passwort1', false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('when register has mismatching passwords and no terms, then those fields show their messages', async () => {
    const user = userEvent.setup();
    await renderModal(<AuthModal open initialMode="register" onClose={() => {}} />);
    await user.type(screen.getByLabelText('Vorname'), 'Anna');
    await user.type(screen.getByLabelText('Nachname'), 'Huber');
    await user.type(screen.getByLabelText('E-Mail'), 'anna@example.at');
    await user.type(screen.getByLabelText('Passwort'), 'Passwort1');
    await user.type(screen.getByLabelText('Passwort bestätigen'), 'Passwort2');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(errorOf(screen.getByLabelText('Passwort bestätigen'))).toBe('Die Passwörter stimmen nicht überein.');
    expect(screen.getByText('Bitte akzeptieren Sie die AGB und die Datenschutzerklärung.')).toBeInTheDocument();
    expect(signUp).not.toHaveBeenCalled();
  });

  it('when sign-up returns no session, then the verify-email mode asks for the code and a wrong code is shown under it', async () => {
    signUp.mockResolvedValue({ data: { user: { id: 'u' }, session: null }, error: null });
    verifyOtp.mockResolvedValue({ data: { session: null }, error: { code: 'otp_expired', status: 403, message: 'Token has expired or is invalid' } });
    const user = userEvent.setup();
    await renderModal(<AuthModal open initialMode="register" onClose={() => {}} />);
    await user.type(screen.getByLabelText('Vorname'), 'Anna');
    await user.type(screen.getByLabelText('Nachname'), 'Huber');
    await user.type(screen.getByLabelText('E-Mail'), 'anna@example.at');
    await user.type(screen.getByLabelText('Passwort'), 'Passwort1');
    await user.type(screen.getByLabelText('Passwort bestätigen'), 'Passwort1');
    await user.click(screen.getByLabelText('Ich akzeptiere die AGB und die Datenschutzerklärung.'));
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByRole('heading', { name: 'E-Mail bestätigen' })).toBeInTheDocument();
    expect(signUp.mock.calls[0]?.[0]).toMatchObject({
      email: 'anna@example.at',
      options: { data: { first_name: 'Anna', last_name: 'Huber', language: 'de' } },
    });
    const code = screen.getByLabelText('6-stelliger Code');
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(errorOf(code)).toBe('Bitte geben Sie den 6-stelligen Code ein.');
    expect(verifyOtp).not.toHaveBeenCalled();
    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(errorOf(code)).toBe('Der Code ist ungültig oder abgelaufen.'));
    expect(verifyOtp).toHaveBeenCalledWith({ email: 'anna@example.at', token: '123456', type: 'signup' });
  });

  it('when opened in reset mode, then the new-password form validates length and confirmation', async () => {
    const user = userEvent.setup();
    await renderModal(<AuthModal open initialMode="reset" onClose={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Neues Passwort festlegen' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Neues Passwort'), 'kurz1');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(errorOf(screen.getByLabelText('Neues Passwort'))).toBe('Das Passwort muss mindestens 8 Zeichen lang sein.');
    expect(errorOf(screen.getByLabelText('Neues Passwort bestätigen'))).toBe('Die Passwörter stimmen nicht überein.');
  });
});
