import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../i18n/test-i18n.ts';
import { RESET_CLOSE_MS, ResetForm } from './reset-form.tsx';
import { errorOf, renderWithAuth } from './auth.fixtures.tsx';

beforeAll(async () => {
  await setupTestI18n('de');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('reset form', () => {
  it('when the new password is short and differs from its confirmation, then both fields say so and nothing is sent', async () => {
    const user = userEvent.setup();
    const { api } = await renderWithAuth(<ResetForm onDone={vi.fn()} />);
    await user.type(screen.getByLabelText('Neues Passwort'), 'kurz1');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(errorOf(screen.getByLabelText('Neues Passwort'))).toBe('Das Passwort muss mindestens 8 Zeichen lang sein.');
    expect(errorOf(screen.getByLabelText('Neues Passwort bestätigen'))).toBe('Die Passwörter stimmen nicht überein.');
    expect(api.updateUser).not.toHaveBeenCalled();
  });

  it('when the password is changed, then the success message shows and the modal closes after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onDone = vi.fn();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { api } = await renderWithAuth(<ResetForm onDone={onDone} />);
    await user.type(screen.getByLabelText('Neues Passwort'), 'Neuer456pw');
    await user.type(screen.getByLabelText('Neues Passwort bestätigen'), 'Neuer456pw');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByText('Ihr Passwort wurde geändert.')).toBeInTheDocument();
    expect(api.updateUser).toHaveBeenCalledWith({ password: 'Neuer456pw' });
    await act(() => vi.advanceTimersByTime(RESET_CLOSE_MS - 100));
    expect(onDone).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTime(200));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('when the backend refuses the new password, then reset_password_failed is under it', async () => {
    const user = userEvent.setup();
    const { api } = await renderWithAuth(<ResetForm onDone={vi.fn()} />);
    api.updateUser.mockResolvedValueOnce({ data: { user: null }, error: { code: 'same_password', status: 422 } } as never);
    await user.type(screen.getByLabelText('Neues Passwort'), 'Neuer456pw');
    await user.type(screen.getByLabelText('Neues Passwort bestätigen'), 'Neuer456pw');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByText('Das Passwort konnte nicht geändert werden.')).toBeInTheDocument();
  });
});
