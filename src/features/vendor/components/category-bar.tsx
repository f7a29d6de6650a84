/**
 * Sticky category bar (spec 1 §2): appears after 450 px of scrolling, "All" plus every category with its count,
 * highlights the category in view (IntersectionObserver), jumps with a 120 px offset, cart button with the count.
 */
import { Link } from '@tanstack/react-router';
import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductGroup } from '../../../domain/types.ts';
import { IconCart } from '../../../components/icons.tsx';
import { sectionId, withWholeMenu } from './menu-sections.tsx';

export const CATEGORY_BAR_THRESHOLD_PX = 450;
export const JUMP_OFFSET_PX = 120;

export interface Section {
  key: string;
  group: ProductGroup;
}

/** Bottom edge of the app's sticky top navigation (taller on phones, where it wraps to two rows). */
function navBottom(): number {
  const nav = document.querySelector('header.topnav, .topnav');
  return nav ? Math.max(0, nav.getBoundingClientRect().bottom) : 0;
}

/** Scrolls a section to 120 px below the top (more when the sticky nav and this bar are taller, on phones). */
export function jumpTo(el: HTMLElement | null): void {
  if (!el) return;
  const bar = document.querySelector<HTMLElement>('.category-bar');
  const covered = navBottom() + (bar?.offsetHeight ?? 0);
  const top = el.getBoundingClientRect().top + window.scrollY - Math.max(JUMP_OFFSET_PX, covered);
  // jsdom (tests) has no matchMedia
  const reduce = 'matchMedia' in window && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: Math.max(0, top), behavior: reduce ? 'auto' : 'smooth' });
  const heading = el.querySelector<HTMLElement>('[data-section-heading]') ?? el;
  heading.focus({ preventScroll: true });
}

/** Memoised: its props stay the same when the vendor page re-renders for the cart, the order type or the restored cache. */
export const CategoryBar = memo(function CategoryBar({ sections, cartCount }: { sections: Section[]; cartCount: number }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const [active, setActive] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState<number | null>(null);

  // sit right below the sticky top navigation, whatever its height
  useEffect(() => {
    const nav = document.querySelector('header.topnav, .topnav');
    if (!nav) return undefined;
    const measure = () => setTop(Math.round(nav.getBoundingClientRect().height));
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const ro = new ResizeObserver(measure);
    ro.observe(nav);
    return () => ro.disconnect();
  }, []);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setVisible(window.scrollY > CATEGORY_BAR_THRESHOLD_PX);
      });
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const inView = new Map<string, number>();
    const io = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          const key = (e.target as HTMLElement).dataset.category ?? '';
          if (e.isIntersecting) inView.set(key, e.boundingClientRect.top);
          else inView.delete(key);
        }
        // the top-most section in the band below the bar is the current one
        let best: string | null = null;
        let bestTop = Infinity;
        for (const [k, top] of inView) if (top < bestTop) [best, bestTop] = [k, top];
        if (best !== null) setActive(best);
      },
      { rootMargin: `-${JUMP_OFFSET_PX}px 0px -55% 0px` },
    );
    for (const s of sections) {
      const el = document.getElementById(sectionId(s.key));
      if (el) io.observe(el);
    }
    return () => io.disconnect();
  }, [sections]);

  // keep the highlighted chip visible in the horizontal list
  useEffect(() => {
    if (!visible || !active) return;
    const chip = listRef.current?.querySelector<HTMLElement>(`[data-chip="${CSS.escape(active)}"]`);
    if (chip && 'scrollIntoView' in chip) chip.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active, visible]);

  const total = sections.reduce((n, s) => n + s.group.products.length, 0);
  return (
    <nav
      className={`category-bar${visible ? ' category-bar--visible' : ''}`}
      aria-label={t('vendor.categories.label')}
      aria-hidden={!visible}
      inert={!visible}
      style={top !== null ? { top } : undefined}
    >
      <div className="category-bar__inner">
        <div className="category-bar__list" ref={listRef}>
          <button
            type="button"
            className="chip"
            aria-pressed={active === null}
            onClick={() => {
              setActive(null);
              jumpTo(document.getElementById('vendor-menu'));
            }}
          >
            {t('vendor.categories.all')} <span className="chip__count">({total})</span>
          </button>
          {sections.map((s) => (
            <button
              key={s.key}
              type="button"
              className="chip"
              data-chip={s.key}
              aria-pressed={active === s.key}
              onClick={() => {
                setActive(s.key);
                // the rows above the section must be there (and have their height) before the jump measures it
                withWholeMenu(() => jumpTo(document.getElementById(sectionId(s.key))));
              }}
            >
              {s.group.label} <span className="chip__count">({s.group.products.length})</span>
            </button>
          ))}
        </div>
        <Link to="/cart" className="btn btn--primary category-bar__cart" aria-label={t('vendor.categories.cart', { count: cartCount })}>
          <IconCart /> <span aria-hidden="true">{cartCount}</span>
        </Link>
      </div>
    </nav>
  );
});
