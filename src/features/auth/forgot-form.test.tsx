import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../i18n/test-i18n.ts';
import { ForgotForm } from './forgot-form.tsx';
import { errorOf, renderWithAuth } from './auth.fixtures.tsx';

beforeAll(async () => {
  await setupTestI18n('de');
});

describe('forgot-password form', () => {
  it('when the address is not valid, then valid_email_required and no mail is requested', async () => {
    const user = userEvent.setup();
    const { api } = await renderWithAuth(<ForgotForm email="anna@" onSwitch={vi.fn()} />);
    expect(screen.getByLabelText('E-Mail')).toHaveValue('anna@');
    await user.click(screen.getByRole('button', { name: 'Link und Code senden' }));
    expect(errorOf(screen.getByLabelText('E-Mail'))).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(api.resetPasswordForEmail).not.toHaveBeenCalled();
  });

  it('when the mail is sent, then it goes on to verify-reset with the address; the link points to /password-reset', async () => {
    const onSwitch = vi.fn();
    const user = userEvent.setup();
    const { api } = await renderWithAuth(<ForgotForm email="" onSwitch={onSwitch} />);
    await user.type(screen.getByLabelText('E-Mail'), 'anna@example.at');
    await user.click(screen.getByRole('button', { name: 'Link und Code senden' }));
    await waitFor(() => expect(onSwitch).toHaveBeenCalledWith('verify-reset', {
      email: 'anna@example.at',
      info: 'Wir haben eine E-Mail mit einem 6-stelligen Code an anna@example.at gesendet.',
    }));
    expect(api.resetPasswordForEmail).toHaveBeenCalledWith('anna@example.at', { redirectTo: `${window.location.origin}/password-reset` });
  });

  it('when the backend cannot send the mail, then reset_email_failed is under the e-mail; back to login switches', async () => {
    const onSwitch = vi.fn();
    const user = userEvent.setup();
    const { api } = await renderWithAuth(<ForgotForm email="anna@example.at" onSwitch={onSwitch} />);
    api.resetPasswordForEmail.mockResolvedValueOnce({ data: null, error: { code: 'unexpected_failure', status: 500 } } as never);
    await user.click(screen.getByRole('button', { name: 'Link und Code senden' }));
    await waitFor(() => expect(errorOf(screen.getByLabelText('E-Mail'))).toBe('Die E-Mail zum Zurücksetzen konnte nicht gesendet werden.'));
    await user.click(screen.getByRole('button', { name: 'Zurück zur Anmeldung' }));
    expect(onSwitch).toHaveBeenCalledWith('login');
  });
});
