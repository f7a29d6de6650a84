import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import i18n from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_VENDOR } from '../../../demo/demo-vendor.ts';
import type { ProductGroup } from '../../../domain/types.ts';
import { setupTestI18n } from '../../../i18n/test-i18n.ts';
import { categoryKey } from '../category-label.ts';
import { useFormatEuro } from '../format.ts';
import { FIRST_RENDER_ITEMS, MenuSections, ROWS_PER_STEP, withWholeMenu } from './menu-sections.tsx';

beforeAll(async () => {
  await setupTestI18n('de');
});

// 4 sections of 10 products: 40 rows
const groups: ProductGroup[] = Array.from({ length: 4 }, (_, g) => ({
  slug: `v/groups/g${g}`,
  label: `Gruppe ${g}`,
  products: Array.from({ length: 10 }, (_, p) => ({ id: `p${g}-${p}`, label: `Produkt ${g}-${p}`, pr: 5, vatP: 10 })),
}));
const sections = groups.map((group) => ({ key: categoryKey(group.slug), group }));
const noop = () => undefined;

describe('MenuSections', () => {
  it('when a long menu renders, then the first render holds only the first rows but every section heading', () => {
    const html = renderToString(<MenuSections vendor={DEMO_VENDOR} sections={sections} onAdd={noop} onAllergens={noop} />);
    expect(html.match(/class="menu-item"/g)).toHaveLength(FIRST_RENDER_ITEMS);
    for (const g of groups) expect(html).toContain(`>${g.label}</h2>`);
  });

  it('when a long menu renders on the server, then the products after the first rows are in a noscript, one line each with price and allergens', () => {
    const withFacts = sections.map(({ key, group }, g) =>
      g === 3
        ? { key, group: { ...group, products: group.products.map((p, i) => (i === 0 ? { ...p, pr: 12.9, allergens: ['G' as const, 'A' as const], info: { desc: 'Mit Sesam' } } : i === 1 ? { ...p, diet: { vegan: true, spicy: 2 } } : p)) } }
        : { key, group },
    );
    const html = renderToString(<MenuSections vendor={DEMO_VENDOR} sections={withFacts} onAdd={noop} onAllergens={noop} />);
    const lines = [...html.matchAll(/<noscript><ul class="menu-lines" role="list">([\s\S]*?)<\/ul><\/noscript>/g)].flatMap((m) =>
      [...(m[1] ?? '').matchAll(/<li><strong>([^<]+)<\/strong>([^<]*)<\/li>/g)].map(([, name, facts]) => `${name}${facts}`),
    );
    // 40 products, the first 6 as rows: 34 lines, in menu order (the first section's last 4, then 3 x 10)
    expect(lines).toHaveLength(40 - FIRST_RENDER_ITEMS);
    expect(lines[0]).toBe('Produkt 0-6 · €\u00a05,00');
    expect(lines[4]).toBe('Produkt 1-0 · €\u00a05,00');
    // 12.90 euros (a no-break space after the sign), the allergens in code order
    expect(lines[4 + 10 + 10]).toBe('Produkt 3-0 · €\u00a012,90 · Mit Sesam · Allergene: A, G');
    // the diet marks as the row names them
    expect(lines[4 + 10 + 10 + 1]).toBe('Produkt 3-1 · €\u00a05,00 · vegan · scharf (2 von 3)');
    expect(html.match(/class="menu-item"/g)).toHaveLength(FIRST_RENDER_ITEMS);
  });

  it('when a long menu renders, then only sections with rows load their image at first; all do once the rows follow', async () => {
    const withImages = sections.map(({ key, group }, g) => ({ key, group: { ...group, info: { images: [{ url: `/media/category/c${g}.svg` }] } } }));
    const html = renderToString(<MenuSections vendor={DEMO_VENDOR} sections={withImages} onAdd={noop} onAllergens={noop} />);
    // the first 6 rows all belong to the first section (10 products)
    // shown as the WebP of the SVG (src/domain/media.ts)
    expect(html.match(/src="\/media\/category\/c\d\.(svg|webp)"/g)).toEqual(['src="/media/category/c0.webp"']);
    expect(html.match(/class="img-placeholder menu-section__image"/g)).toHaveLength(3);
    const { container } = render(<MenuSections vendor={DEMO_VENDOR} sections={withImages} onAdd={noop} onAllergens={noop} />);
    await waitFor(() => expect(container.querySelectorAll('img.menu-section__image')).toHaveLength(4));
    expect(container.querySelectorAll('.img-placeholder')).toHaveLength(0);
  });

  it('when the menu has been mounted and painted, then every product row is there in menu order', async () => {
    render(<MenuSections vendor={DEMO_VENDOR} sections={sections} onAdd={noop} onAllergens={noop} />);
    // the rest follows the first painted frame
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(40));
    const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names[0]).toBe('Produkt 0-0');
    expect(names[39]).toBe('Produkt 3-9');
  });

  it('when the rest of a long menu follows, then it comes a step of rows at a time, not all at once', async () => {
    const counts: number[] = [];
    const { container } = render(<MenuSections vendor={DEMO_VENDOR} sections={sections} onAdd={noop} onAllergens={noop} />);
    const record = () => {
      const n = container.querySelectorAll('li.menu-item').length;
      if (counts.at(-1) !== n) counts.push(n);
    };
    record();
    const watcher = new MutationObserver(record);
    watcher.observe(container, { childList: true, subtree: true });
    await waitFor(() => expect(container.querySelectorAll('li.menu-item')).toHaveLength(40));
    watcher.disconnect();
    record();
    // 6, 18, 30, 40: every commit adds at most one step of rows
    expect(counts[0]).toBe(FIRST_RENDER_ITEMS);
    expect(counts.at(-1)).toBe(40);
    for (let i = 1; i < counts.length; i++) expect((counts[i] ?? 0) - (counts[i - 1] ?? 0)).toBeLessThanOrEqual(ROWS_PER_STEP);
    expect(counts.length).toBeGreaterThanOrEqual(4);
  });
});

describe('MenuSections: rows below the first screens wait until the visitor comes near (issue 27)', () => {
  let observers: { callback: IntersectionObserverCallback; observed: Element[]; disconnected: boolean }[];
  beforeEach(() => {
    observers = [];
    class FakeObserver {
      private readonly me: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback) {
        this.me = { callback, observed: [], disconnected: false };
        observers.push(this.me);
      }
      observe(el: Element) {
        this.me.observed.push(el);
      }
      disconnect() {
        this.me.disconnected = true;
      }
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const watched = () => observers.filter((o) => !o.disconnected).flatMap((o) => o.observed);
  const report = (isIntersecting: boolean) =>
    act(() => {
      for (const o of observers.filter((x) => !x.disconnected)) o.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
  const rowCount = (c: HTMLElement) => c.querySelectorAll('li.menu-item').length;
  // a few painted frames (jsdom's requestAnimationFrame) in which a step could have come
  const frames = () => act(() => new Promise((r) => setTimeout(r, 120)));

  it('when the end of the rows is far below the viewport, then no step follows; the end watched is right after the last row, and moves with the rows once they come', async () => {
    const { container } = render(<MenuSections vendor={DEMO_VENDOR} sections={sections} onAdd={noop} onAllergens={noop} />);
    report(false);
    await frames();
    expect(rowCount(container)).toBe(FIRST_RENDER_ITEMS);
    // 6 of the first section's 10 rows: the end is in that section, after its list (not after the other headings)
    const [end] = watched();
    expect(watched()).toHaveLength(1);
    expect(end?.previousElementSibling?.querySelectorAll('li.menu-item')).toHaveLength(FIRST_RENDER_ITEMS);
    expect(end?.closest('section')?.id).toBe(`cat-${sections[0]?.key}`);
    report(true);
    await waitFor(() => expect(rowCount(container)).toBe(FIRST_RENDER_ITEMS + ROWS_PER_STEP));
    report(false);
    await frames();
    // 18 rows: the first section's 10, 8 of the second's; the end follows them
    expect(rowCount(container)).toBe(FIRST_RENDER_ITEMS + ROWS_PER_STEP);
    expect(watched()).toHaveLength(1);
    expect(watched()[0]?.closest('section')?.id).toBe(`cat-${sections[1]?.key}`);
    expect(container.querySelectorAll('.menu-end')).toHaveLength(1);
  });

  it('when focus enters the menu, then the rest follows although its end is far (Tab reaches every row)', async () => {
    const { container } = render(<MenuSections vendor={DEMO_VENDOR} sections={sections} onAdd={noop} onAllergens={noop} />);
    report(false);
    await frames();
    expect(rowCount(container)).toBe(FIRST_RENDER_ITEMS);
    act(() => screen.getByRole('button', { name: 'Produkt 0-0 hinzufügen' }).focus());
    await waitFor(() => expect(rowCount(container)).toBe(40));
    expect(container.querySelectorAll('.menu-end')).toHaveLength(0);
  });

  it('when a jump asks for the whole menu, then every row is rendered before the jump runs', async () => {
    const { container } = render(<MenuSections vendor={DEMO_VENDOR} sections={sections} onAdd={noop} onAllergens={noop} />);
    report(false);
    await frames();
    const seen: number[] = [];
    act(() => withWholeMenu(() => seen.push(rowCount(container))));
    await waitFor(() => expect(seen).toEqual([40]));
    // asked again with the whole menu there: at once
    withWholeMenu(() => seen.push(rowCount(container)));
    expect(seen).toEqual([40, 40]);
  });

  it('when the browser\'s find is opened (Ctrl+F), then the whole menu is rendered: it can only find rendered rows', async () => {
    const { container } = render(<MenuSections vendor={DEMO_VENDOR} sections={sections} onAdd={noop} onAllergens={noop} />);
    report(false);
    fireEvent.keyDown(window, { key: 'g', ctrlKey: true });
    await frames();
    expect(rowCount(container)).toBe(FIRST_RENDER_ITEMS);
    fireEvent.keyDown(window, { key: 'f', ctrlKey: true });
    await waitFor(() => expect(rowCount(container)).toBe(40));
  });
});

describe('MenuSections: one translation hook for the menu (issue 27)', () => {
  it('when a 40-row menu renders to the end, then the translation hook asks i18next for its t a few times, not once per row', async () => {
    // every useTranslation asks getFixedT when it mounts: per row (twice with the price format) that was 80+ for 40 rows
    const spy = vi.spyOn(i18n, 'getFixedT');
    try {
      render(<MenuSections vendor={DEMO_VENDOR} sections={sections} onAdd={noop} onAllergens={noop} />);
      await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(40));
      // the rows still carry their translated labels
      expect(screen.getByRole('button', { name: 'Produkt 3-9 hinzufügen' }).className).toBe('menu-item__add');
      expect(spy.mock.calls.length).toBeGreaterThan(0);
      expect(spy.mock.calls.length).toBeLessThanOrEqual(4);
    } finally {
      spy.mockRestore();
    }
  });

  it('when the menu re-renders in the same language, then the price format is the same function (the memoised rows keep their render)', () => {
    const { result, rerender } = renderHook(() => useFormatEuro());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    // 1234 cents, de-AT: "€ 12,34" (the grouping and symbol as the domain's formatEuro writes them)
    expect(first(1234)).toMatch(/12,34/);
  });
});

describe('MenuSections: allergens, diet marks and the filter (issue 29)', () => {
  const group: ProductGroup = {
    slug: 'v/groups/pizza',
    label: 'Pizza',
    products: [
      { id: 'm', label: 'Margherita', pr: 8, vatP: 10, allergens: ['G', 'A', 'C'], diet: { vegetarian: true, spicy: 2 } },
      { id: 'w', label: 'Wasser', pr: 2, vatP: 20, diet: { vegan: true, vegetarian: true } },
    ],
  };
  const one = [{ key: 'pizza', group }];

  it('when a dish has allergens, then its row shows the letters A … R as the allergen button; none: the word', () => {
    render(<MenuSections vendor={DEMO_VENDOR} sections={one} onAdd={noop} onAllergens={noop} />);
    expect(screen.getByRole('button', { name: 'Allergene von Margherita: A, C, G' })).toHaveTextContent(/^A, C, G$/);
    expect(screen.getByRole('button', { name: 'Allergene von Wasser' })).toHaveTextContent(/^Allergene$/);
    const marks = screen.getAllByRole('list').filter((l) => l.classList.contains('diet-marks'));
    const items = marks.map((l) => Array.from(l.querySelectorAll('li')));
    expect(items.map((row) => row.map((li) => li.textContent.trim()))).toEqual([['vegetarisch', 'scharf (2 von 3)'], ['vegan']]);
    // each mark draws its own hidden icon, no emoji (an empty box on a system without an emoji font)
    const icons = items.flat().map((li) => li.querySelector('svg[aria-hidden="true"]'));
    expect(icons.every((svg) => svg !== null)).toBe(true);
    expect(new Set(icons.map((svg) => svg?.innerHTML)).size).toBe(3);
    expect(marks.map((l) => l.textContent).join('')).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('when the filter marks a dish or needs a choice, then the row says so', () => {
    const fits = new Map([['m', { fit: 'no' as const }], ['w', { fit: 'choice' as const, via: ['G' as const] }]]);
    render(<MenuSections vendor={DEMO_VENDOR} sections={one} onAdd={noop} onAllergens={noop} fits={fits} />);
    expect(screen.getByText('passt nicht zum Filter')).toBeInTheDocument();
    expect(screen.getByText('ohne G nur mit Auswahl')).toBeInTheDocument();
  });
});
