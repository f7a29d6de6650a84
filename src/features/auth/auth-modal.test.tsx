import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../i18n/test-i18n.ts';
import { AuthModal } from './auth-modal.tsx';
import { errorOf, renderWithAuth } from './auth.fixtures.tsx';

beforeAll(async () => {
  await setupTestI18n('de');
});
beforeEach(() => localStorage.clear());

describe('auth modal', () => {
  it('when opened for login, then login and register are tabs and the register tab shows the register form', async () => {
    const user = userEvent.setup();
    await renderWithAuth(<AuthModal open initialMode="login" onClose={() => {}} />);
    expect(screen.getByRole('tab', { name: 'Anmelden' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Anmelden');
    await user.click(screen.getByRole('tab', { name: 'Registrieren' }));
    expect(screen.getByRole('tab', { name: 'Registrieren' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Vorname')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Anmelden' })).toHaveFocus();
    expect(screen.queryByLabelText('Vorname')).toBeNull();
  });

  it('when sign-up returns no session, then the verify-email mode says where the code went and a wrong code is shown under it', async () => {
    const user = userEvent.setup();
    const { api } = await renderWithAuth(<AuthModal open initialMode="register" onClose={() => {}} />);
    api.signUp.mockResolvedValueOnce({ data: { user: { id: 'u' }, session: null }, error: null } as never);
    api.verifyOtp.mockResolvedValueOnce({ data: { session: null, user: null }, error: { code: 'otp_expired', status: 403 } } as never);
    await user.type(screen.getByLabelText('Vorname'), 'Anna');
    await user.type(screen.getByLabelText('Nachname'), 'Huber');
    await user.type(screen.getByLabelText('E-Mail'), 'anna@example.at');
    await user.type(screen.getByLabelText('Passwort'), 'Passwort1');
    await user.type(screen.getByLabelText('Passwort bestätigen'), 'Passwort1');
    await user.click(screen.getByLabelText('Ich akzeptiere die AGB und die Datenschutzerklärung.'));
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByRole('heading', { name: 'E-Mail bestätigen' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Wir haben einen 6-stelligen Code an anna@example.at gesendet.');
    const code = screen.getByLabelText('6-stelliger Code');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(errorOf(code)).toBe('Der Code ist ungültig oder abgelaufen.'));
    expect(api.verifyOtp).toHaveBeenCalledWith({ email: 'anna@example.at', token: '123456', type: 'signup' });
  });

  it('when the password is forgotten, then the address goes along: mail, code, new password, closed after success', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    const { api } = await renderWithAuth(<AuthModal open initialMode="login" onClose={onClose} />);
    await user.type(screen.getByLabelText('E-Mail'), 'anna@example.at');
    await user.click(screen.getByRole('button', { name: 'Passwort vergessen?' }));
    expect(screen.getByRole('heading', { name: 'Passwort vergessen' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail')).toHaveValue('anna@example.at');
    await user.click(screen.getByRole('button', { name: 'Link und Code senden' }));
    expect(await screen.findByRole('heading', { name: 'Code eingeben' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('6-stelliger Code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByRole('heading', { name: 'Neues Passwort festlegen' })).toBeInTheDocument();
    expect(api.verifyOtp).toHaveBeenCalledWith({ email: 'anna@example.at', token: '654321', type: 'recovery' });
    await user.type(screen.getByLabelText('Neues Passwort'), 'Neuer456pw');
    await user.type(screen.getByLabelText('Neues Passwort bestätigen'), 'Neuer456pw');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByText('Ihr Passwort wurde geändert.')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 4000 });
  });

  it('when opened in reset mode, then the new-password form validates length and confirmation', async () => {
    const user = userEvent.setup();
    await renderWithAuth(<AuthModal open initialMode="reset" onClose={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Neues Passwort festlegen' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Neues Passwort'), 'kurz1');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(errorOf(screen.getByLabelText('Neues Passwort'))).toBe('Das Passwort muss mindestens 8 Zeichen lang sein.');
    expect(errorOf(screen.getByLabelText('Neues Passwort bestätigen'))).toBe('Die Passwörter stimmen nicht überein.');
  });
});
