/** One cart line: name, picked options and extras, quantity stepper (0 removes), notes, line total. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lineTotalCents, MAX_LINE_QUANTITY, type CartLine } from '../../../domain/cart.ts';
import { useFormat } from '../format.ts';

export interface CartLineRowProps {
  line: CartLine;
  onQuantity: (qty: number) => void;
  onNotes: (notes: string) => void;
  /** the line total before a price change found on restore (issue 4) */
  changedFrom?: number | undefined;
}

export function lineOptionText(line: CartLine): string[] {
  const out: string[] = [];
  for (const o of line.options) {
    const vals = o.selectedValues
      .filter((v) => v.qty > 0)
      .map((v) => (v.qty > 1 ? `${v.qty}× ${v.label}` : v.label))
      .join(', ');
    if (vals) out.push(`${o.label}: ${vals}`);
  }
  for (const a of line.addons) out.push(`+ ${a.name}`);
  return out;
}

export function CartLineRow({ line, onQuantity, onNotes, changedFrom }: CartLineRowProps) {
  const { t } = useTranslation();
  const { euro } = useFormat();
  const notesId = useId();
  const [notes, setNotes] = useState(line.notes ?? '');
  const details = lineOptionText(line);
  return (
    <li className="cart-line" data-testid="cart-line">
      <div className="cart-line__main">
        <h3 className="cart-line__name">{line.name}</h3>
        {changedFrom !== undefined ? (
          <p className="line-changed" data-testid="line-changed">
            {t('offline.cart.lineChanged', { before: euro(changedFrom) })}
          </p>
        ) : null}
        {details.length > 0 ? (
          <ul className="cart-line__options">
            {details.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        ) : null}
        <label htmlFor={notesId} className="cart-line__notes-label">
          {t('cart.notesLabel')}
        </label>
        <textarea
          id={notesId}
          className="textarea cart-line__notes"
          rows={2}
          maxLength={300}
          value={notes}
          placeholder={t('cart.notesPlaceholder')}
          onChange={(e) => setNotes(e.target.value)}
          onBlur={() => {
            if (notes !== (line.notes ?? '')) onNotes(notes);
          }}
        />
      </div>
      <div className="cart-line__side">
        <div className="qty" role="group" aria-label={t('cart.quantityOf', { name: line.name })}>
          <button
            type="button"
            className="qty__btn"
            aria-label={line.quantity <= 1 ? t('cart.removeItem', { name: line.name }) : t('cart.decrease', { name: line.name })}
            onClick={() => onQuantity(line.quantity - 1)}
          >
            <span aria-hidden="true">−</span>
          </button>
          <span className="qty__value" data-testid="line-quantity" aria-live="polite">
            {line.quantity}
          </span>
          <button
            type="button"
            className="qty__btn"
            aria-label={t('cart.increase', { name: line.name })}
            disabled={line.quantity >= MAX_LINE_QUANTITY}
            onClick={() => onQuantity(line.quantity + 1)}
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
        <p className="cart-line__total" data-testid="line-total">
          {euro(lineTotalCents(line))}
        </p>
        <button type="button" className="btn btn--ghost btn--small cart-line__remove" onClick={() => onQuantity(0)}>
          {t('cart.remove')}
          <span className="sr-only">: {line.name}</span>
        </button>
      </div>
    </li>
  );
}
