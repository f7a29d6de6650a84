/**
 * An article's picture: a decorative motif in SVG on a soft category colour (no photographs exist here and external
 * images are blocked by the CSP). Hidden from assistive technology — the title says what the article is about.
 */
import type { ArticleMotif } from './articles.ts';

const MOTIFS: Record<ArticleMotif, string> = {
  // a paper bag with a handle
  pickup: 'M22 26h36l-3 34H25zM32 26v-6a8 8 0 0 1 16 0v6',
  // a leaf with its vein
  leaf: 'M20 58C20 32 36 20 60 20c0 26-14 38-40 38zM20 58l24-24',
  // a plate with knife and fork
  plate: 'M40 22a18 18 0 1 1 0 36a18 18 0 1 1 0-36zM40 30a10 10 0 1 1 0 20a10 10 0 1 1 0-20zM12 20v40M68 20v40',
  // a bowl with steam
  bowl: 'M18 40h44a22 22 0 0 1-44 0zM32 32c-3-4 3-6 0-10M40 32c-3-4 3-6 0-10M48 32c-3-4 3-6 0-10',
  // a globe
  globe: 'M40 20a20 20 0 1 1 0 40a20 20 0 1 1 0-40zM20 40h40M40 20c-10 10-10 30 0 40M40 20c10 10 10 30 0 40',
  // a clock
  clock: 'M40 20a20 20 0 1 1 0 40a20 20 0 1 1 0-40zM40 28v12l8 6',
};

export function ArticleImage({ motif, category, large = false }: { motif: ArticleMotif; category: string; large?: boolean }) {
  return (
    <div className={`blog-image blog-image--${category}${large ? ' blog-image--large' : ''}`} aria-hidden="true">
      <svg viewBox="0 0 80 80" width="80" height="80" focusable="false">
        <path d={MOTIFS[motif]} fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </div>
  );
}
