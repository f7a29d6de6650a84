import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../i18n/test-i18n.ts';
import { AddressDialog } from './address-dialog.tsx';
import { EMPTY_ADDRESS } from './schemas.ts';
import { renderProfileUi } from './test-utils.tsx';

beforeAll(async () => {
  await setupTestI18n('de');
});

const props = (over: Partial<Parameters<typeof AddressDialog>[0]> = {}) => ({
  initial: EMPTY_ADDRESS,
  editing: false,
  onSubmit: vi.fn(),
  saving: false,
  saveError: null,
  onClose: vi.fn(),
  ...over,
});

describe('address dialog', () => {
  it('when saved with required fields missing, then "Bitte füllen Sie alle Pflichtfelder aus", those fields are marked and nothing is saved', async () => {
    const p = props();
    const user = userEvent.setup();
    await renderProfileUi(<AddressDialog {...p} />);
    await user.type(screen.getByLabelText(/^Straße/), 'Neubaugasse');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte füllen Sie alle Pflichtfelder aus');
    expect(screen.getByLabelText(/^Bezeichnung/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Bezeichnung/)).toHaveFocus();
    expect(screen.getByLabelText(/^PLZ/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Straße/)).not.toHaveAttribute('aria-invalid');
    expect(p.onSubmit).not.toHaveBeenCalled();
  });

  it('when the postal code is not Austrian, then the postal message and nothing is saved', async () => {
    const p = props({ initial: { ...EMPTY_ADDRESS, title: 'Büro', street: 'Ring', building_number: '1', city: 'Wien', postal_code: '10115' } });
    const user = userEvent.setup();
    await renderProfileUi(<AddressDialog {...p} />);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte geben Sie eine gültige Postleitzahl ein.');
    expect(p.onSubmit).not.toHaveBeenCalled();
  });

  it('when complete, then the form with the default flag is submitted', async () => {
    const p = props();
    const user = userEvent.setup();
    await renderProfileUi(<AddressDialog {...p} />);
    await user.selectOptions(screen.getByLabelText('Art'), 'work');
    await user.type(screen.getByLabelText(/^Bezeichnung/), 'Büro');
    await user.type(screen.getByLabelText(/^Straße/), 'Ring');
    await user.type(screen.getByLabelText(/^Hausnummer/), '1');
    await user.type(screen.getByLabelText(/^PLZ/), '1010');
    await user.type(screen.getByLabelText(/^Stadt/), 'Wien');
    await user.click(screen.getByLabelText('Als Standardadresse verwenden'));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(p.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'work', title: 'Büro', street: 'Ring', building_number: '1', postal_code: '1010', city: 'Wien', is_default: true }),
      expect.anything(),
    );
  });

  it('when the save failed or runs, then the dialog says so and the button waits', async () => {
    await renderProfileUi(<AddressDialog {...props({ saving: true, saveError: 'Fehler beim Speichern der Adresse' })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Fehler beim Speichern der Adresse');
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  });
});
