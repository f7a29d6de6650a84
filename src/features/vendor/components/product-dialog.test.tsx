import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCartLine, lineTotalCents, type CartLine } from '../../../domain/cart.ts';
import { formatEuro } from '../../../domain/display.ts';
import type { Product, ProductGroup } from '../../../domain/types.ts';
import { setupTestI18n } from '../../../i18n/test-i18n.ts';
import { ProductDialog } from './product-dialog.tsx';

const group: ProductGroup = {
  slug: 'vendors/v1/catalogs/delivery/groups/doener',
  label: 'Döner',
  // inherited by the product
  opts: [
    {
      slug: 'size',
      label: 'Größe',
      min: 1,
      max: 1,
      vals: [
        { slug: 'normal', label: 'Normal', pr: 0 },
        { slug: 'gross', label: 'Groß', pr: 2 },
      ],
    },
  ],
  products: [],
};

const product: Product = {
  id: 'p-doener',
  label: 'Döner Kebab',
  pr: 6.9,
  vatP: 10,
  info: { desc: 'Mit Salat' },
  opts: [
    {
      slug: 'saucen',
      label: 'Saucen',
      max: 3,
      maxQ: 1,
      free: 2,
      vals: [
        { slug: 'knoblauch', label: 'Knoblauch', pr: 0.5 },
        { slug: 'joghurt', label: 'Joghurt', pr: 0.6 },
        { slug: 'scharf', label: 'Scharf', pr: 0.7 },
        { slug: 'cocktail', label: 'Cocktail', pr: 0.8 },
      ],
    },
    {
      slug: 'extras',
      label: 'Extras',
      max: 5,
      maxQ: 3,
      vals: [
        { slug: 'fleisch', label: 'Extra Fleisch', pr: 2.5 },
        { slug: 'kaese', label: 'Extra Käse', pr: 1 },
      ],
    },
    {
      slug: 'getraenk',
      label: 'Getränk',
      min: 1,
      max: 2,
      maxQ: 1,
      vals: [
        { slug: 'cola', label: 'Cola', pr: 2.2 },
        { slug: 'ayran', label: 'Ayran', pr: 1.9 },
      ],
    },
  ],
};

beforeAll(async () => {
  await setupTestI18n('de');
});

const scrolled: Element[] = [];
beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this);
  });
});

function setup() {
  const onAdd = vi.fn<(line: CartLine) => void>();
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(<ProductDialog group={group} product={product} onAdd={onAdd} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Döner Kebab' });
  const fieldset = (name: string) => within(dialog).getByRole('group', { name: new RegExp(`^${name}`) });
  const addButton = () => within(dialog).getByRole('button', { name: /^In den Warenkorb/ });
  return { user, onAdd, onClose, dialog, fieldset, addButton };
}

const euro = (c: number) => formatEuro(c, 'de-AT');

describe('ProductDialog', () => {
  it('when options have different limits, then radio, checkbox and stepper controls are used by the domain rule', () => {
    const { fieldset } = setup();
    expect(within(fieldset('Größe')).getAllByRole('radio')).toHaveLength(2);
    expect(within(fieldset('Saucen')).getAllByRole('checkbox')).toHaveLength(4);
    expect(within(fieldset('Saucen')).queryByRole('radio')).toBeNull();
    const extras = fieldset('Extras');
    expect(within(extras).queryByRole('checkbox')).toBeNull();
    expect(within(extras).getByRole('button', { name: 'Extra Fleisch: eins mehr' })).toBeInTheDocument();
    expect(within(extras).getByRole('button', { name: 'Extra Käse: eins weniger' })).toBeDisabled();
    // min 1, max 2, maxQ 1 → checkboxes
    expect(within(fieldset('Getränk')).getAllByRole('checkbox')).toHaveLength(2);
  });

  it('when adding with required options unmet, then the min messages show and nothing is added', async () => {
    const { user, onAdd, fieldset, addButton } = setup();
    await user.click(addButton());
    expect(onAdd).not.toHaveBeenCalled();
    expect(within(fieldset('Größe')).getByText('Bitte wählen Sie mindestens 1 aus')).toBeInTheDocument();
    expect(within(fieldset('Getränk')).getByText('Bitte wählen Sie mindestens 1 aus')).toBeInTheDocument();
    expect(within(fieldset('Saucen')).queryByRole('alert')).toBeNull();
    // focus goes to the first option in error
    expect(within(fieldset('Größe')).getByRole('radio', { name: /Normal/ })).toHaveFocus();
  });

  it('when an option in error changes, then only its error clears', async () => {
    const { user, fieldset, addButton } = setup();
    await user.click(addButton());
    await user.click(within(fieldset('Größe')).getByRole('radio', { name: /Groß/ }));
    expect(within(fieldset('Größe')).queryByRole('alert')).toBeNull();
    expect(within(fieldset('Getränk')).getByRole('alert')).toHaveTextContent('Bitte wählen Sie mindestens 1 aus');
  });

  it('when a pick would exceed max or maxQ, then it is silently rejected', async () => {
    const { user, fieldset, dialog } = setup();
    const sauces = fieldset('Saucen');
    for (const name of ['Knoblauch', 'Joghurt', 'Scharf', 'Cocktail']) {
      await user.click(within(sauces).getByRole('checkbox', { name: new RegExp(name) }));
    }
    expect(within(sauces).getByRole('checkbox', { name: /Cocktail/ })).not.toBeChecked();
    expect(within(sauces).getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked)).toHaveLength(3);
    const extras = fieldset('Extras');
    const more = within(extras).getByRole('button', { name: 'Extra Fleisch: eins mehr' });
    for (let i = 0; i < 5; i++) await user.click(more);
    expect(within(extras).getAllByRole('status')[0]).toHaveTextContent('3');
    // silent: no message anywhere
    expect(within(dialog).queryByText(/Maximal/)).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('when three sauces are picked with two free, then only the third (in value order) is charged', async () => {
    const { user, fieldset, addButton } = setup();
    await user.click(within(fieldset('Größe')).getByRole('radio', { name: /Normal/ }));
    // picked out of order: the free picks still go to the first values in the option's order
    await user.click(within(fieldset('Saucen')).getByRole('checkbox', { name: /Cocktail/ }));
    await user.click(within(fieldset('Saucen')).getByRole('checkbox', { name: /Knoblauch/ }));
    await user.click(within(fieldset('Saucen')).getByRole('checkbox', { name: /Joghurt/ }));
    // 6.90 base + cocktail 0.80 (knoblauch and joghurt free)
    expect(addButton().textContent).toContain(euro(770));
  });

  it('when options and quantity are chosen, then the live price equals the domain line total and the added line matches', async () => {
    const { user, onAdd, onClose, fieldset, addButton, dialog } = setup();
    await user.click(within(fieldset('Größe')).getByRole('radio', { name: /Groß/ }));
    await user.click(within(fieldset('Getränk')).getByRole('checkbox', { name: /Ayran/ }));
    const extras = fieldset('Extras');
    await user.click(within(extras).getByRole('button', { name: 'Extra Käse: eins mehr' }));
    await user.click(within(extras).getByRole('button', { name: 'Extra Käse: eins mehr' }));
    await user.click(within(fieldset('Saucen')).getByRole('checkbox', { name: /Scharf/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Menge erhöhen' }));
    await user.type(within(dialog).getByLabelText(/Besondere Wünsche/), 'ohne Zwiebel');

    const expected = buildCartLine({
      group,
      product,
      selection: { size: { gross: 1 }, getraenk: { ayran: 1 }, extras: { kaese: 2 }, saucen: { scharf: 1 } },
      quantity: 2,
      notes: 'ohne Zwiebel',
    });
    const total = lineTotalCents(expected);
    // (6.90 + 2.00 + 1.90 + 2 × 1.00 + 0 (free sauce)) × 2
    expect(total).toBe(2560);
    expect(addButton().textContent).toContain(euro(total));

    await user.click(addButton());
    expect(onAdd).toHaveBeenCalledTimes(1);
    const line = onAdd.mock.calls[0]![0];
    expect(line).toEqual(expected);
    expect(lineTotalCents(line)).toBe(total);
    expect(line.notes).toBe('ohne Zwiebel');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('when a required option becomes satisfied, then the dialog scrolls to the next unmet required option', async () => {
    const { user, fieldset } = setup();
    await user.click(within(fieldset('Größe')).getByRole('radio', { name: /Normal/ }));
    expect(scrolled).toContain(fieldset('Getränk'));
    scrolled.length = 0;
    // an optional option does not trigger scrolling
    await user.click(within(fieldset('Saucen')).getByRole('checkbox', { name: /Knoblauch/ }));
    expect(scrolled).toEqual([]);
  });

  it('when Escape is pressed, then the dialog asks to close', async () => {
    const { user, onClose } = setup();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
