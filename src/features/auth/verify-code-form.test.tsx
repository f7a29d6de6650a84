import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../i18n/test-i18n.ts';
import { errorOf, renderWithAuth } from './auth.fixtures.tsx';
import { VerifyCodeForm } from './verify-code-form.tsx';

beforeAll(async () => {
  await setupTestI18n('de');
});

const props = (purpose: 'signup' | 'recovery') => ({ email: 'anna@example.at', purpose, showIntro: true, onSwitch: vi.fn(), onDone: vi.fn() });

/** Renders the form for `purpose` and confirms `code`. */
async function confirmCode(purpose: 'signup' | 'recovery', code: string) {
  const p = props(purpose);
  const user = userEvent.setup();
  const rendered = await renderWithAuth(<VerifyCodeForm {...p} />);
  await user.type(screen.getByLabelText('6-stelliger Code'), code);
  await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
  return { ...rendered, p };
}

describe('verify-code form', () => {
  it('when the code is short, then otp_code_required; a wrong code is shown under it; the sign-up code is sent with the address', async () => {
    const p = props('signup');
    const user = userEvent.setup();
    const { api } = await renderWithAuth(<VerifyCodeForm {...p} />);
    expect(screen.getByText('Bitte geben Sie den Code aus der E-Mail an anna@example.at ein.')).toBeInTheDocument();
    api.verifyOtp.mockResolvedValueOnce({ data: { session: null, user: null }, error: { code: 'otp_expired', status: 403 } } as never);
    const code = screen.getByLabelText('6-stelliger Code');
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(errorOf(code)).toBe('Bitte geben Sie den 6-stelligen Code ein.');
    expect(api.verifyOtp).not.toHaveBeenCalled();
    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(errorOf(code)).toBe('Der Code ist ungültig oder abgelaufen.'));
    expect(api.verifyOtp).toHaveBeenCalledWith({ email: 'anna@example.at', token: '123456', type: 'signup' });
    expect(p.onDone).not.toHaveBeenCalled();
  });

  it('when the sign-up code is right, then the user is signed in and the modal is done', async () => {
    const { p, store } = await confirmCode('signup', '123456');
    await waitFor(() => expect(p.onDone).toHaveBeenCalled());
    expect(store.getState().status).toBe('authenticated');
  });

  it('when the reset code is right, then it goes on to the new password', async () => {
    const { p, api } = await confirmCode('recovery', '654321');
    await waitFor(() => expect(p.onSwitch).toHaveBeenCalledWith('reset'));
    expect(api.verifyOtp).toHaveBeenCalledWith({ email: 'anna@example.at', token: '654321', type: 'recovery' });
  });
});
