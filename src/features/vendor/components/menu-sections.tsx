/**
 * Menu: one section per category (image, description) with cheap item rows (image, name, description, price,
 * diet marks, the allergen letters as a button to the allergen dialog, add button). Rows use content-visibility so
 * long menus (80+ products) scroll smoothly. With the careful eaters' filter on, `fits` marks the rows that do not
 * fit (when the customer chose "markiert zeigen"; hidden ones never reach here) and those that fit only with the
 * right option ("ohne G nur mit Auswahl").
 */
import { memo, startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { sortAllergens } from '../../../domain/allergens.ts';
import { shownMarks } from '../../../domain/diet.ts';
import type { Fit } from '../../../domain/menu-filter.ts';
import { toCents, type Cents } from '../../../domain/money.ts';
import { useRenderBudget } from '../../../lib/render-budget.ts';
import type { Product, ProductGroup, Vendor } from '../../../domain/types.ts';
import { useFormatEuro } from '../format.ts';
import type { Section } from './category-bar.tsx';
import { IconDiet, IconPlus } from '../../../components/icons.tsx';
import { ProductImage } from './product-image.tsx';

export const sectionId = (key: string) => `cat-${key}`;

export interface MenuSectionsProps {
  vendor: Vendor;
  sections: Section[];
  onAdd: (group: ProductGroup, product: Product) => void;
  onAllergens: (group: ProductGroup, product: Product) => void;
  /** the filter's verdict per product id (null: no filter) */
  fits?: ReadonlyMap<string, Fit> | null | undefined;
}

/**
 * Item rows rendered in the first (blocking) render — more than a phone screen holds; the rest follow
 * ROWS_PER_STEP at a time, each step an interruptible transition after the previous one has been painted, while the
 * menu's end is near the viewport (as the listing's cards): opening an 80-product menu is neither one long render nor
 * one long commit and layout (issue 27: all the rest in one step was one ~80 ms commit and a ~170 ms layout and paint
 * at 4x CPU), and a phone that opens the page does not render the rows below its first screens before the visitor
 * scrolls towards them (the two steps of the sushi vendor's 29 products were ~70–130 ms of render at 4x CPU right
 * after the first paint). Focus in the menu steps on regardless (Tab reaches every row); a category jump and the
 * browser's find (Ctrl/⌘+F, F3) render the whole menu at once first (`withWholeMenu`). Every section (with its id
 * and heading) is there from the start: the category bar and its jumps find them.
 */
export const FIRST_RENDER_ITEMS = 6;
export const ROWS_PER_STEP = 12;

/** How many rows of each section fit into `budget` rows, in menu order. */
function rowsPerSection(sections: Section[], budget: number): number[] {
  let left = budget;
  return sections.map(({ group }) => {
    const n = Math.min(group.products.length, Math.max(0, left));
    left -= n;
    return n;
  });
}

const MENU_ID = 'vendor-menu';
const WHOLE_MENU_EVENT = 'lz:whole-menu';

/**
 * Runs `then` once every row of the menu is rendered: at once when it is (or there is no menu), else after the menu
 * has rendered the rest in one go, before that frame is painted. For what needs the rows above a place in the menu
 * (a category jump scrolls to a section: the rows above it must have their height).
 */
export function withWholeMenu(then: () => void): void {
  const menu = document.getElementById(MENU_ID);
  if (!menu || menu.dataset.whole === 'true') then();
  else menu.dispatchEvent(new CustomEvent<() => void>(WHOLE_MENU_EVENT, { detail: then }));
}

/** The browser's find-in-page keys: it can only find rows that are rendered. */
const isFindKey = (e: KeyboardEvent) => e.key === 'F3' || ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'f');

/** Memoised: the vendor page re-renders (its order type, the restored cache, the cart) without touching the menu. */
export const MenuSections = memo(function MenuSections({ vendor, sections, onAdd, onAllergens, fits }: MenuSectionsProps) {
  // the rest once the first rows (and the hero, the largest paint) have been painted, a step per frame while the
  // menu's end is near the viewport or focus is in the menu; all of it at once when a jump or the find asks for it
  const total = sections.reduce((n, s) => n + s.group.products.length, 0);
  const menuRef = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const [focusIn, setFocusIn] = useState(false);
  const [whole, setWhole] = useState(false);
  const waiting = useRef<(() => void)[]>([]);
  const stepped = useRenderBudget(total, FIRST_RENDER_ITEMS, ROWS_PER_STEP, true, end, focusIn);
  const budget = whole ? Math.max(total, stepped) : stepped;
  const renderAll = budget >= total;
  useEffect(() => {
    const menu = menuRef.current;
    if (!menu || renderAll) return undefined;
    const onWhole = (e: Event) => {
      const then = (e as CustomEvent<unknown>).detail;
      if (typeof then === 'function') waiting.current.push(then as () => void);
      startTransition(() => setWhole(true));
    };
    const onKey = (e: KeyboardEvent) => {
      if (isFindKey(e)) setWhole(true);
    };
    menu.addEventListener(WHOLE_MENU_EVENT, onWhole);
    window.addEventListener('keydown', onKey);
    return () => {
      menu.removeEventListener(WHOLE_MENU_EVENT, onWhole);
      window.removeEventListener('keydown', onKey);
    };
  }, [renderAll]);
  // the jump that asked for the whole menu scrolls before the frame with the new rows is painted
  useLayoutEffect(() => {
    if (!renderAll) return;
    for (const then of waiting.current.splice(0)) then();
  }, [renderAll]);
  // the first render (the server's): the rows after the first ones are there for a browser without JavaScript too
  const firstRender = budget === FIRST_RENDER_ITEMS;
  const rows = rowsPerSection(sections, budget);
  // the watched end of the rendered rows: right after the last of them, not after the headings of the sections below
  const cutAt = renderAll ? -1 : rows.findIndex((n, i) => n < (sections[i]?.group.products.length ?? 0));
  // one translation hook and one price format for the whole menu, handed to every row: react-i18next's hook per row
  // (its options, its subscription, its copy of the i18n instance) twice over (the price format asked for the
  // language too) was most of a row's cost while a long menu renders after the first paint (issue 27)
  const { t } = useTranslation();
  const euro = useFormatEuro();
  return (
    <div id={MENU_ID} ref={menuRef} className="vendor-menu" data-whole={renderAll} onFocus={renderAll ? undefined : () => setFocusIn(true)}>
      {sections.map(({ key, group }, i) => {
        const shown = rows[i] ?? 0;
        const products = shown >= group.products.length ? group.products : group.products.slice(0, shown);
        // sections still without rows sit close together in the first frame: their images (lazy, yet near the
        // screen) would all load before the hero; the same space is kept until the rows follow
        const imageNow = renderAll || products.length > 0;
        const meta = vendor.categoryMetadata?.[key];
        const image = group.info?.images?.[0]?.url ?? meta?.image;
        const desc = group.info?.desc ?? meta?.description;
        const headingId = `${sectionId(key)}-title`;
        return (
          <section key={key} id={sectionId(key)} data-category={key} className="menu-section" aria-labelledby={headingId}>
            <div className="menu-section__head">
              {image && imageNow ? <ProductImage url={image} width={160} height={80} alt="" className="menu-section__image" /> : null}
              {image && !imageNow ? <span className="img-placeholder menu-section__image" aria-hidden="true" /> : null}
              <div>
                <h2 id={headingId} className="menu-section__title" tabIndex={-1} data-section-heading="">
                  {group.label}
                </h2>
                {desc ? <p className="menu-section__desc">{desc}</p> : null}
              </div>
            </div>
            <ul className="menu-items">
              {products.map((p) => (
                <ItemRow key={p.id} group={group} product={p} onAdd={onAdd} onAllergens={onAllergens} fit={fits?.get(p.id)} t={t} euro={euro} />
              ))}
            </ul>
            {i === cutAt ? <div ref={end} className="menu-end" aria-hidden="true" /> : null}
            {/* Without JavaScript (the server's HTML only) the section's other products come from here, one line each
                (name, price, description, diet marks, allergens): the browser never renders a noscript's children when scripts
                run, so neither the first paint nor hydration pays for them (as the listing's vendor lines) */}
            {firstRender && products.length < group.products.length ? (
              <noscript>
                <MenuLines products={group.products.slice(products.length)} t={t} euro={euro} />
              </noscript>
            ) : null}
          </section>
        );
      })}
    </div>
  );
});

/** A section's products as plain lines, for browsers without JavaScript (MenuSections' `<noscript>`): what a row shows, as text. */
function MenuLines({ products, t, euro }: { products: Product[]; t: TFunction; euro: (c: Cents) => string }) {
  return (
    <ul className="menu-lines" role="list">
      {products.map((p) => {
        const codes = sortAllergens(p.allergens).join(', ');
        const facts = [
          euro(toCents(p.pr)),
          p.soldOut === true ? t('vendor.soldOut') : null,
          p.info?.desc || null,
          ...shownMarks(p.diet).map((m) => t(`vendor.diet.${m}`, { level: p.diet?.spicy ?? 0 })),
          codes ? `${t('vendor.allergens.button')}: ${codes}` : null,
        ].filter((f) => f !== null);
        return (
          <li key={p.id}>
            <strong>{p.label}</strong>
            {` · ${facts.join(' · ')}`}
          </li>
        );
      })}
    </ul>
  );
}

const ItemRow = memo(function ItemRow({
  group,
  product,
  onAdd,
  onAllergens,
  fit,
  t,
  euro,
}: {
  group: ProductGroup;
  product: Product;
  onAdd: MenuSectionsProps['onAdd'];
  onAllergens: MenuSectionsProps['onAllergens'];
  fit: Fit | undefined;
  t: TFunction;
  euro: (c: Cents) => string;
}) {
  const image = product.info?.images?.[0]?.url;
  // the desk's sold-out switch (issue 14): shown, not addable (:placeOrder refuses it too)
  const soldOut = product.soldOut === true;
  const codes = sortAllergens(product.allergens).join(', ');
  const marks = shownMarks(product.diet);
  const unfit = fit?.fit === 'no';
  return (
    <li className={`menu-item${soldOut ? ' menu-item--soldout' : ''}${unfit ? ' menu-item--unfit' : ''}`}>
      <div className="menu-item__text">
        <h3 className="menu-item__name">{product.label}</h3>
        {product.info?.desc ? <p className="menu-item__desc">{product.info.desc}</p> : null}
        <p className="menu-item__price">
          {euro(toCents(product.pr))}
          {soldOut ? <span className="badge menu-item__soldout" data-testid="sold-out"> {t('vendor.soldOut')}</span> : null}
        </p>
        {marks.length > 0 ? (
          <ul className="diet-marks">
            {marks.map((m) => (
              <li key={m} className="diet-mark">
                <IconDiet mark={m} size={14} className="diet-mark__icon" /> {t(`vendor.diet.${m}`, { level: product.diet?.spicy ?? 0 })}
              </li>
            ))}
          </ul>
        ) : null}
        {fit && fit.fit !== 'yes' ? (
          <p className="badge menu-item__fit">
            {fit.fit === 'no' ? t('vendor.filter.notFitting') : t('vendor.filter.onlyWithChoice', { codes: fit.via.join(', ') })}
          </p>
        ) : null}
        <button
          type="button"
          className="link-btn menu-item__allergens"
          onClick={() => onAllergens(group, product)}
          aria-label={`${t('vendor.allergens.buttonFor', { name: product.label })}${codes ? `: ${codes}` : ''}`}
        >
          {codes || t('vendor.allergens.button')}
        </button>
      </div>
      {image ? <ProductImage url={image} width={96} height={96} alt="" className="menu-item__image" /> : null}
      <button
        type="button"
        className="menu-item__add"
        onClick={() => onAdd(group, product)}
        disabled={soldOut}
        aria-label={soldOut ? t('vendor.soldOutItem', { name: product.label }) : t('vendor.addItem', { name: product.label })}
      >
        <IconPlus />
      </button>
    </li>
  );
});
