/**
 * Product options dialog (spec 1 §4 "Product dialog", §5 "Product options"): one control per option by the rule
 * of controlType (radio / checkbox / quantity stepper), picks beyond maxQ or max silently rejected, min/max errors
 * on add (cleared when that option changes), scroll to the next unmet required option once one is satisfied,
 * special instructions, quantity and a live price computed by the domain's cart-line rules.
 */
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.tsx';
import { buildCartLine, lineTotalCents, MAX_LINE_QUANTITY, type CartLine } from '../../../domain/cart.ts';
import { toCents } from '../../../domain/money.ts';
import {
  controlType,
  effectiveOptions,
  firstUnmetRequired,
  initialSelection,
  optionError,
  optionLimits,
  selectionErrors,
  setValueQuantity,
  type OptionError,
  type Selection,
} from '../../../domain/options.ts';
import type { Product, ProductGroup, ProductOption } from '../../../domain/types.ts';
import { useFormatEuro } from '../format.ts';
import { ProductImage } from './product-image.tsx';

export interface ProductDialogProps {
  group: ProductGroup;
  product: Product;
  onClose: () => void;
  onAdd: (line: CartLine) => void;
}

const NOTES_MAX = 200;

export function ProductDialog({ group, product, onClose, onAdd }: ProductDialogProps) {
  const { t } = useTranslation();
  const euro = useFormatEuro();
  const options = useMemo(() => effectiveOptions(group, product), [group, product]);
  const [selection, setSelection] = useState<Selection>(() => initialSelection(options));
  const [errors, setErrors] = useState<Record<string, OptionError>>({});
  const [quantity, setQuantity] = useState(1);
  const [notes, setNotes] = useState('');
  const fieldsets = useRef(new Map<string, HTMLFieldSetElement>());

  const line = buildCartLine({ group, product, selection, quantity, notes });
  const total = lineTotalCents(line);

  const scrollToOption = (slug: string, focus: boolean) => {
    const el = fieldsets.current.get(slug);
    if (!el) return;
    if ('scrollIntoView' in el) el.scrollIntoView({ behavior: 'smooth', block: 'start' });
    if (focus) el.querySelector<HTMLElement>('input, button')?.focus({ preventScroll: true });
  };

  const change = (o: ProductOption, valueSlug: string, qty: number) => {
    const current = selection[o.slug] ?? {};
    const next = setValueQuantity(o, current, valueSlug, qty);
    if (next === null) return; // silently rejected (above maxQ / max)
    const nextSelection = { ...selection, [o.slug]: next };
    setSelection(nextSelection);
    if (errors[o.slug]) {
      const { [o.slug]: _cleared, ...rest } = errors;
      setErrors(rest);
    }
    const wasUnmet = optionError(o, current)?.kind === 'min';
    const nowMet = optionError(o, next)?.kind !== 'min';
    if (optionLimits(o).min > 0 && wasUnmet && nowMet) {
      const nextUnmet = firstUnmetRequired(options, nextSelection);
      if (nextUnmet) scrollToOption(nextUnmet, false);
    }
  };

  const submit = () => {
    const errs = selectionErrors(options, selection);
    const first = options.find((o) => errs[o.slug]);
    if (first) {
      setErrors(errs);
      scrollToOption(first.slug, true);
      return;
    }
    onAdd(line);
  };

  const image = product.info?.images?.[0];
  return (
    <Dialog
      open
      onClose={onClose}
      title={product.label}
      closeLabel={t('vendor.close')}
      size="large"
      className="product-dialog"
      footer={
        <div className="product-dialog__footer">
          <div className="qty-stepper" role="group" aria-label={t('vendor.options.quantity')}>
            <button
              type="button"
              className="qty-stepper__btn"
              aria-label={t('vendor.options.decreaseQuantity')}
              disabled={quantity <= 1}
              onClick={() => setQuantity((q) => Math.max(1, q - 1))}
            >
              −
            </button>
            <output className="qty-stepper__value" aria-live="polite">
              {quantity}
            </output>
            <button
              type="button"
              className="qty-stepper__btn"
              aria-label={t('vendor.options.increaseQuantity')}
              disabled={quantity >= MAX_LINE_QUANTITY}
              onClick={() => setQuantity((q) => Math.min(MAX_LINE_QUANTITY, q + 1))}
            >
              +
            </button>
          </div>
          <button type="button" className="btn btn--primary product-dialog__add" onClick={submit}>
            {t('vendor.options.addFor', { price: euro(total) })}
          </button>
        </div>
      }
    >
      {image ? (
        <ProductImage url={image.url} width={640} height={280} className="product-dialog__image" alt="" eager />
      ) : null}
      {product.info?.desc ? <p className="product-dialog__desc">{product.info.desc}</p> : null}
      <p className="product-dialog__base">
        {t('vendor.options.basePrice', { price: euro(toCents(product.pr)) })}
      </p>
      {options.map((o) => (
        <OptionFieldset
          key={o.slug}
          productId={product.id}
          option={o}
          picks={selection[o.slug] ?? {}}
          error={errors[o.slug] ?? null}
          onChange={change}
          registerRef={(el) => {
            if (el) fieldsets.current.set(o.slug, el);
            else fieldsets.current.delete(o.slug);
          }}
        />
      ))}
      <div className="product-dialog__notes">
        <label htmlFor={`notes-${product.id}`}>{t('vendor.options.notesLabel')}</label>
        <textarea
          id={`notes-${product.id}`}
          value={notes}
          maxLength={NOTES_MAX}
          rows={2}
          placeholder={t('vendor.options.notesPlaceholder')}
          onChange={(e) => setNotes(e.target.value)}
        />
      </div>
    </Dialog>
  );
}

interface OptionFieldsetProps {
  productId: string;
  option: ProductOption;
  picks: Record<string, number>;
  error: OptionError | null;
  onChange: (o: ProductOption, valueSlug: string, qty: number) => void;
  registerRef: (el: HTMLFieldSetElement | null) => void;
}

function OptionFieldset({ productId, option: o, picks, error, onChange, registerRef }: OptionFieldsetProps) {
  const { t } = useTranslation();
  const euro = useFormatEuro();
  const limits = optionLimits(o);
  const kind = controlType(o);
  const name = `opt-${productId}-${o.slug}`;
  const errorId = `${name}-error`;
  const hintId = `${name}-hint`;
  const hints: string[] = [];
  if (kind === 'radio') hints.push(t('vendor.options.chooseOne'));
  else {
    if (limits.min > 0) hints.push(t('vendor.options.chooseAtLeast', { min: limits.min }));
    hints.push(t('vendor.options.chooseUpTo', { max: limits.max }));
  }
  if (limits.free > 0) hints.push(t('vendor.options.freeCount', { count: limits.free }));
  const price = (pr: number) => (pr > 0 ? `+${euro(toCents(pr))}` : '');

  return (
    <fieldset
      ref={registerRef}
      className={`option${error ? ' option--error' : ''}`}
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      data-option={o.slug}
    >
      <legend className="option__legend">
        <span className="option__label">{o.label}</span>
        <span className={`option__badge${limits.min > 0 ? ' option__badge--required' : ''}`}>
          {limits.min > 0 ? t('vendor.options.required') : t('vendor.options.optional')}
        </span>
      </legend>
      <p id={hintId} className="option__hint">
        {hints.join(' · ')}
      </p>
      {error ? (
        <p id={errorId} className="option__error" role="alert">
          {error.kind === 'min'
            ? t('vendor.options.errorMin', { min: error.min })
            : t('vendor.options.errorMax', { max: error.max })}
        </p>
      ) : null}
      <div className="option__values">
        {o.vals.map((v) => {
          const q = picks[v.slug] ?? 0;
          const id = `${name}-${v.slug}`;
          if (kind === 'stepper') {
            return (
              <div key={v.slug} className="option__value option__value--stepper">
                <span className="option__value-label" id={`${id}-label`}>
                  {v.label} <span className="option__price">{price(v.pr)}</span>
                </span>
                <div className="qty-stepper qty-stepper--small">
                  <button
                    type="button"
                    className="qty-stepper__btn"
                    aria-label={t('vendor.options.less', { value: v.label })}
                    disabled={q <= 0}
                    onClick={() => onChange(o, v.slug, q - 1)}
                  >
                    −
                  </button>
                  <output className="qty-stepper__value" aria-labelledby={`${id}-label`}>
                    {q}
                  </output>
                  <button
                    type="button"
                    className="qty-stepper__btn"
                    aria-label={t('vendor.options.more', { value: v.label })}
                    onClick={() => onChange(o, v.slug, q + 1)}
                  >
                    +
                  </button>
                </div>
              </div>
            );
          }
          return (
            <label key={v.slug} className="option__value" htmlFor={id}>
              <input
                id={id}
                type={kind}
                name={name}
                value={v.slug}
                checked={q > 0}
                onChange={(e) => onChange(o, v.slug, kind === 'radio' || e.target.checked ? 1 : 0)}
              />
              <span className="option__value-label">{v.label}</span>
              <span className="option__price">{price(v.pr)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
