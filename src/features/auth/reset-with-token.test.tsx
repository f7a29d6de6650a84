import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../i18n/test-i18n.ts';
import { LINK_CHECK_MS, ResetWithToken, SUCCESS_REDIRECT_MS } from './reset-with-token.tsx';
import { errorOf, renderWithAuth } from './auth.fixtures.tsx';

beforeAll(async () => {
  await setupTestI18n('de');
});
afterEach(() => {
  vi.useRealTimers();
});

async function openPage(token: string | undefined, email: string | undefined) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const rendered = await renderWithAuth(<ResetWithToken token={token} email={email} />, { path: '/password-reset' });
  expect(screen.getByRole('status')).toHaveTextContent('Bağlantı kontrol ediliyor...');
  await act(() => vi.advanceTimersByTime(LINK_CHECK_MS));
  return { user, ...rendered };
}

describe('password-reset page with a token link (spec 3 §5: Turkish messages)', () => {
  it('when the link lacks its token, then after the check the invalid-link screen is shown', async () => {
    await openPage(undefined, 'anna@example.at');
    expect(screen.getByRole('heading', { name: 'Geçersiz Bağlantı' })).toBeInTheDocument();
  });

  it("when the new password breaks a rule, then the spec's Turkish message is under the field", async () => {
    const { user, api } = await openPage('123456', 'anna@example.at');
    const password = screen.getByLabelText('Yeni Şifre');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Güncelle' }));
    await waitFor(() => expect(errorOf(password)).toBe('Yeni şifre gerekli'));
    await user.type(password, 'abc');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Güncelle' }));
    await waitFor(() => expect(errorOf(password)).toBe('Şifre en az 8 karakter olmalı'));
    await user.clear(password);
    await user.type(password, 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Güncelle' }));
    await waitFor(() => expect(errorOf(password)).toBe('Şifre en az bir harf ve bir rakam içermeli'));
    await user.clear(password);
    await user.type(password, 'Gueltig123');
    await user.type(screen.getByLabelText('Şifreyi Onayla'), 'Gueltig124');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Güncelle' }));
    await waitFor(() => expect(errorOf(screen.getByLabelText('Şifreyi Onayla'))).toBe('Şifreler eşleşmiyor'));
    expect(api.verifyOtp).not.toHaveBeenCalled();
  });

  it('when the backend refuses the code, then the invalid-link screen is shown', async () => {
    const { user, api } = await openPage('123456', 'anna@example.at');
    api.verifyOtp.mockResolvedValueOnce({ data: { session: null, user: null }, error: { code: 'otp_expired', status: 403 } } as never);
    await user.type(screen.getByLabelText('Yeni Şifre'), 'Gueltig123');
    await user.type(screen.getByLabelText('Şifreyi Onayla'), 'Gueltig123');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Güncelle' }));
    expect(await screen.findByRole('heading', { name: 'Geçersiz Bağlantı' })).toBeInTheDocument();
    expect(api.verifyOtp).toHaveBeenCalledWith({ email: 'anna@example.at', token: '123456', type: 'recovery' });
    expect(api.updateUser).not.toHaveBeenCalled();
  });

  it('when the code is right, then the password is changed, success shows and the page goes home after 3 s', async () => {
    const { user, api, router } = await openPage('123456', 'anna@example.at');
    await user.type(screen.getByLabelText('Yeni Şifre'), 'Gueltig123');
    await user.type(screen.getByLabelText('Şifreyi Onayla'), 'Gueltig123');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Güncelle' }));
    expect(await screen.findByText('Şifreniz başarıyla güncellendi! Yönlendiriliyorsunuz...')).toBeInTheDocument();
    expect(api.updateUser).toHaveBeenCalledWith({ password: 'Gueltig123' });
    await act(async () => {
      vi.advanceTimersByTime(SUCCESS_REDIRECT_MS);
      await Promise.resolve();
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
