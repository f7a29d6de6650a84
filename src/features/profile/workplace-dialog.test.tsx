import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../i18n/test-i18n.ts';
import { renderProfileUi } from './test-utils.tsx';
import { WorkplaceDialog } from './workplace-dialog.tsx';

beforeAll(async () => {
  await setupTestI18n('de');
});

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Firma/), 'ACME');
  await user.type(screen.getByLabelText(/^Straße/), 'Ring');
  await user.type(screen.getByLabelText(/^Hausnummer/), '1');
  await user.type(screen.getByLabelText(/^PLZ/), '1010');
  await user.type(screen.getByLabelText(/^Stadt/), 'Wien');
}

describe('workplace dialog', () => {
  it('when saved empty, then "Bitte füllen Sie alle erforderlichen Felder aus" and nothing is saved', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    await renderProfileUi(<WorkplaceDialog onSubmit={onSubmit} saving={false} saveError={null} onClose={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte füllen Sie alle erforderlichen Felder aus');
    expect(screen.getByLabelText(/^Firma/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when the budget is no amount, then its message; a valid one is submitted with the form', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    await renderProfileUi(<WorkplaceDialog onSubmit={onSubmit} saving={false} saveError={null} onClose={vi.fn()} />);
    await fillRequired(user);
    const budget = screen.getByLabelText(/^Monatliches Budget/);
    await user.type(budget, 'viel');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte geben Sie einen gültigen Betrag ein.');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(budget);
    await user.type(budget, '250,50');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ company_name: 'ACME', postal_code: '1010', monthly_budget: '250,50' }), expect.anything());
  });
});
