/**
 * The shared menu editor (menu-editor.tsx) driven through its props as the back office and the desk drive it: a save
 * sends the edited body in cents and is announced; a form the shared rules refuse is never sent; a server 400's
 * fields land on their inputs (translated, the first focused) and its message is announced.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { MenuBody } from '../../domain/wire/ops.ts';
import texts from '../../locales/de/lazy/menu-editor.json';
import vendorTexts from '../../locales/de/vendor.json';
import { HttpError } from '../../lib/api/errors.ts';
import { MenuEditor, menuSaveError, type MenuSaveError } from './menu-editor.tsx';

const MENU: MenuBody = {
  categories: [{
    id: 'pizza', name: 'Pizza', products: [{
      id: 'p1', name: 'Margherita', priceCents: 890, vatRate: 10, allergens: ['A'],
      optionGroups: [{ name: 'Extras', min: 0, max: 2, values: [{ name: 'Oliven', priceCents: 150 }, { name: 'Extra Käse', priceCents: 200, allergens: ['G'] }] }],
    }],
  }],
};

type Answer = { ok: true } | { ok: false; error: MenuSaveError };

/** The caller's side: onSave answers as told; a failure becomes the serverError prop (one object per failure). */
function Harness({ answer, sent }: { answer: Answer; sent: MenuBody[] }) {
  const [menu, setMenu] = useState(MENU);
  const [error, setError] = useState<MenuSaveError | null>(null);
  const [saving, setSaving] = useState(false);
  const onSave = async (body: MenuBody) => {
    sent.push(body);
    setSaving(true);
    await Promise.resolve();
    setSaving(false);
    if (!answer.ok) {
      setError(answer.error);
      throw new Error('refused');
    }
    setError(null);
    setMenu(body);
    return body;
  };
  return <MenuEditor menu={menu} onSave={onSave} saving={saving} serverError={error} />;
}

async function renderEditor(answer: Answer) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'de', ns: ['menu-editor', 'translation'], defaultNS: 'translation', resources: { de: { 'menu-editor': texts, translation: { vendor: vendorTexts } } }, interpolation: { escapeValue: false }, react: { useSuspense: false },
  });
  const sent: MenuBody[] = [];
  render(<I18nextProvider i18n={i18n}><Harness answer={answer} sent={sent} /></I18nextProvider>);
  return sent;
}

const productName = () => screen.getByLabelText('Produktname');
const price = () => screen.getByLabelText('Preis (€)');
/** Opens a value's allergen disclosure (jsdom does not toggle <details> on a click of its summary). */
function openDisclosure(summary: string) {
  const details = screen.getByText(summary).closest('details');
  if (!details) throw new Error(`no disclosure "${summary}"`);
  details.open = true;
  fireEvent(details, new Event('toggle'));
}
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Speisekarte speichern' }));

describe('menu editor', () => {
  it('when a product is renamed and repriced and saved, then the body carries the new name and cents and the save is announced', async () => {
    const sent = await renderEditor({ ok: true });
    fireEvent.change(productName(), { target: { value: 'Margherita Grande' } });
    fireEvent.change(price(), { target: { value: '11,40' } });
    save();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Speisekarte gespeichert.'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.categories[0]?.products[0]).toMatchObject({ id: 'p1', name: 'Margherita Grande', priceCents: 1140 });
    expect(price()).toHaveValue('11,40');
  });

  it('when the price is not euro, then nothing is sent and the field is marked and focused', async () => {
    const sent = await renderEditor({ ok: true });
    fireEvent.change(price(), { target: { value: '8,9x' } });
    save();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Bitte prüfen Sie die markierten Felder.'));
    expect(price()).toHaveAttribute('aria-invalid', 'true');
    expect(price()).toHaveAccessibleDescription('Bitte einen Betrag in Euro eingeben, z. B. 8,90.');
    expect(price()).toHaveFocus();
    expect(sent).toHaveLength(0);
  });

  it('when the server refuses a field, then its message is on that input, translated and focused, and the refusal is announced', async () => {
    const message = 'Invalid request: categories.0.products.0.name: must be at most 200 characters';
    const sent = await renderEditor({ ok: false, error: { kind: 'refused', message, fields: { 'categories.0.products.0.name': 'must be at most 200 characters' } } });
    save();
    await waitFor(() => expect(productName()).toHaveAttribute('aria-invalid', 'true'));
    expect(productName()).toHaveAccessibleDescription('Höchstens 200 Zeichen.');
    expect(productName()).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(`Nicht gespeichert: ${message}`);
    expect(sent).toHaveLength(1);
  });

  it('when the save fails otherwise, then the failure is announced and what was typed stays', async () => {
    await renderEditor({ ok: false, error: { kind: 'failed' } });
    fireEvent.change(productName(), { target: { value: 'Diavola' } });
    save();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Die Speisekarte konnte nicht gespeichert werden.'));
    expect(productName()).toHaveValue('Diavola');
  });
});

describe('allergens of option values (issue 29)', () => {
  it("when a value's allergens are ticked from the 14 named boxes, then the body carries its codes in the regulation's order, and the summary names them", async () => {
    const sent = await renderEditor({ ok: true });
    // each value has its own disclosure naming what it adds; Extra Käse comes with G from the saved menu
    expect(screen.getByText('Allergene von Option 2: G')).toBeInTheDocument();
    // closed, a value carries no boxes; open, its 14
    expect(screen.queryByRole('group', { name: 'Allergene, die Option 1 von Extras hinzufügt' })).toBeNull();
    openDisclosure('Allergene von Option 1: keine');
    const group = screen.getByRole('group', { name: 'Allergene, die Option 1 von Extras hinzufügt' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual([
      'A – Gluten', 'B – Krebstiere', 'C – Eier', 'D – Fisch', 'E – Erdnüsse', 'F – Soja', 'G – Milch', 'H – Schalenfrüchte',
      'L – Sellerie', 'M – Senf', 'N – Sesam', 'O – Sulfite', 'P – Lupinen', 'R – Weichtiere',
    ]);
    fireEvent.click(within(group).getByRole('checkbox', { name: 'O – Sulfite' }));
    fireEvent.click(within(group).getByRole('checkbox', { name: 'A – Gluten' }));
    await waitFor(() => expect(screen.getByText('Allergene von Option 1: A, O')).toBeInTheDocument());
    // closed again, its boxes go and its codes stay in the form
    const first = screen.getByText('Allergene von Option 1: A, O').closest('details')!;
    first.open = false;
    fireEvent(first, new Event('toggle'));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Allergene, die Option 1 von Extras hinzufügt' })).toBeNull());
    // the cheese's G is taken off
    openDisclosure('Allergene von Option 2: G');
    expect(within(screen.getByRole('group', { name: 'Allergene, die Option 2 von Extras hinzufügt' })).getByRole('checkbox', { name: 'G – Milch' })).toBeChecked();
    fireEvent.click(within(screen.getByRole('group', { name: 'Allergene, die Option 2 von Extras hinzufügt' })).getByRole('checkbox', { name: 'G – Milch' }));
    save();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Speisekarte gespeichert.'));
    expect(sent[0]?.categories[0]?.products[0]?.optionGroups[0]?.values).toEqual([
      { name: 'Oliven', priceCents: 150, allergens: ['A', 'O'] },
      { name: 'Extra Käse', priceCents: 200 },
    ]);
    // the product's own boxes are untouched
    expect(sent[0]?.categories[0]?.products[0]?.allergens).toEqual(['A']);
  });

  it('when a value is added, then it starts with no allergens and has its own 14 boxes', async () => {
    const sent = await renderEditor({ ok: true });
    fireEvent.click(screen.getByRole('button', { name: 'Option hinzufügen' }));
    fireEvent.change(screen.getByLabelText('Option 3'), { target: { value: 'Sardellen' } });
    openDisclosure('Allergene von Option 3: keine');
    fireEvent.click(within(screen.getByRole('group', { name: 'Allergene, die Option 3 von Extras hinzufügt' })).getByRole('checkbox', { name: 'D – Fisch' }));
    save();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Speisekarte gespeichert.'));
    expect(sent[0]?.categories[0]?.products[0]?.optionGroups[0]?.values[2]).toEqual({ name: 'Sardellen', priceCents: 0, allergens: ['D'] });
  });
});

describe('menu save error', () => {
  it('when a staff API refuses the menu with 400, then its message and fields; when it fails otherwise, then failed; no error, null', () => {
    const refused = new HttpError({ status: 400, message: 'Invalid menu', fields: { 'categories.0.name': 'is required' } });
    expect(menuSaveError(refused)).toEqual({ kind: 'refused', message: 'Invalid menu', fields: { 'categories.0.name': 'is required' } });
    expect(menuSaveError(new HttpError({ status: 409, message: 'busy' }))).toEqual({ kind: 'failed' });
    expect(menuSaveError(new TypeError('Failed to fetch'))).toEqual({ kind: 'failed' });
    expect(menuSaveError(null)).toBeNull();
  });
});
