/**
 * Small inline SVG icons (no icon font, no emoji: they render everywhere and stay crisp). Decorative only.
 *
 * An emoji is a glyph of the device's emoji font: it looks different on every system and is an empty box where there
 * is none (a Linux desktop without an emoji font, like this project's test machine). Laying out the listing's first
 * screen also looked each of its emoji up through the whole font list: about 45 of that layout's 65-72 font lookups and
 * all 24 of its fallback searches (issue 27). So the listing's category icons, the menu's diet marks and the desk's
 * sound state are drawn here as well.
 */
import type { ReactNode } from 'react';
import type { DietMark } from '../domain/diet.ts';
import type { ListingCategory } from '../domain/listing.ts';

interface Drawing {
  size?: number | undefined;
  strokeWidth?: number | undefined;
  className?: string | undefined;
}

function Svg({ children, size = 20, strokeWidth = 2, className }: Drawing & { children: ReactNode }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const IconBack = () => (
  <Svg>
    <path d="M15 18l-6-6 6-6" />
  </Svg>
);
export const IconInfo = () => (
  <Svg>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.5" />
  </Svg>
);
export const IconHeart = ({ filled }: { filled: boolean }) => (
  <svg width={20} height={20} viewBox="0 0 24 24" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
  </svg>
);
export const IconShare = () => (
  <Svg>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
  </Svg>
);
export const IconPin = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <path d="M12 21s-6-5.6-6-11a6 6 0 0 1 12 0c0 5.4-6 11-6 11z" />
    <circle cx="12" cy="10" r="2.2" />
  </Svg>
);
export const IconClock = () => (
  <Svg size={16}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Svg>
);
export const IconStar = () => (
  <svg width={16} height={16} viewBox="0 0 24 24" fill="#d97706" aria-hidden="true" focusable="false">
    <path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4 6.1 20.5l1.2-6.5L2.5 9.4l6.6-.9z" />
  </svg>
);
export const IconCart = () => (
  <Svg size={18}>
    <path d="M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2" />
    <circle cx="9.5" cy="19.5" r="1.3" />
    <circle cx="17" cy="19.5" r="1.3" />
  </Svg>
);
export const IconTrash = () => (
  <Svg>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </Svg>
);
export const IconPlus = () => (
  <Svg size={22}>
    <path d="M12 5v14M5 12h14" />
  </Svg>
);

/** The desk's alert sound, on or off (Lucide's bell and bell-off: ISC license, Copyright (c) Lucide Icons and Contributors). */
export const IconBell = ({ off, ...drawing }: Drawing & { off: boolean }) => (
  <Svg {...drawing}>
    <path d="M10.268 21a2 2 0 0 0 3.464 0" />
    {off ? (
      <>
        <path d="M17 17H4a1 1 0 0 1-.74-1.673C4.59 13.956 6 12.499 6 8a6 6 0 0 1 .258-1.742" />
        <path d="m2 2 20 20" />
        <path d="M8.668 3.01A6 6 0 0 1 18 8c0 2.687.77 4.653 1.707 6.05" />
      </>
    ) : (
      <path d="M3.262 15.326A1 1 0 0 0 4 17h16a1 1 0 0 0 .74-1.673C19.41 13.956 18 12.499 18 8A6 6 0 0 0 6 8c0 4.499-1.411 5.956-2.738 7.326" />
    )}
  </Svg>
);

/**
 * A listing category's icon (chips, promo banners, a card without a photo; its name is the text beside it). The
 * drawings are Lucide's (utensils-crossed, pizza, fish, hamburger, salad, carrot, shopping-basket, zap): ISC license,
 * Copyright (c) Lucide Icons and Contributors.
 */
export const IconCategory = ({ category, ...drawing }: Drawing & { category: ListingCategory }) => (
  <Svg {...drawing}>
    {categoryDrawing(category)}
  </Svg>
);

function categoryDrawing(category: ListingCategory): ReactNode {
  switch (category) {
    case 'all':
      return (
        <>
          <path d="m16 2-2.3 2.3a3 3 0 0 0 0 4.2l1.8 1.8a3 3 0 0 0 4.2 0L22 8" />
          <path d="M15 15 3.3 3.3a4.2 4.2 0 0 0 0 6l7.3 7.3c.7.7 2 .7 2.8 0L15 15Zm0 0 7 7" />
          <path d="m2.1 21.8 6.4-6.3" />
          <path d="m19 5-7 7" />
        </>
      );
    case 'pizza':
      return (
        <>
          <path d="m12 14-1 1" />
          <path d="m13.75 18.25-1.25 1.42" />
          <path d="M17.775 5.654a15.68 15.68 0 0 0-12.121 12.12" />
          <path d="M18.8 9.3a1 1 0 0 0 2.1 7.7" />
          <path d="M21.964 20.732a1 1 0 0 1-1.232 1.232l-18-5a1 1 0 0 1-.695-1.232A19.68 19.68 0 0 1 15.732 2.037a1 1 0 0 1 1.232.695z" />
        </>
      );
    case 'sushi':
      return (
        <>
          <path d="M6.5 12c.94-3.46 4.94-6 8.5-6 3.56 0 6.06 2.54 7 6-.94 3.47-3.44 6-7 6s-7.56-2.53-8.5-6Z" />
          <path d="M18 12v.5" />
          <path d="M16 17.93a9.77 9.77 0 0 1 0-11.86" />
          <path d="M7 10.67C7 8 5.58 5.97 2.73 5.5c-1 1.5-1 5 .23 6.5-1.24 1.5-1.24 5-.23 6.5C5.58 18.03 7 16 7 13.33" />
          <path d="M10.46 7.26C10.2 5.88 9.17 4.24 8 3h5.8a2 2 0 0 1 1.98 1.67l.23 1.4" />
          <path d="m16.01 17.93-.23 1.4A2 2 0 0 1 13.8 21H9.5a5.96 5.96 0 0 0 1.49-3.98" />
        </>
      );
    case 'burger':
      return (
        <>
          <path d="M12 16H4a2 2 0 1 1 0-4h16a2 2 0 1 1 0 4h-4.25" />
          <path d="M5 12a2 2 0 0 1-2-2 9 7 0 0 1 18 0 2 2 0 0 1-2 2" />
          <path d="M5 16a2 2 0 0 0-2 2 3 3 0 0 0 3 3h12a3 3 0 0 0 3-3 2 2 0 0 0-2-2q0 0 0 0" />
          <path d="m6.67 12 6.13 4.6a2 2 0 0 0 2.8-.4l3.15-4.2" />
        </>
      );
    case 'gesund':
      return (
        <>
          <path d="M19.496 12a2.5 2.5 0 00.399-2.214A2 2 0 0020.32 6.5 2 2 0 0019 3a2 2 0 00-1.5.68 2 2 0 00-3.287.424 2.5 2.5 0 00-3.189 2.06A3 3 0 0012 12l4-4" />
          <path d="M4 12a1 1 0 00-.99 1.133A9 9 0 0012 21a9 9 0 008.99-7.867A1 1 0 0020 12z" />
          <path d="M7 21h10" />
          <path d="M9.85 6.907A3.5 3.5 0 005.05 12" />
        </>
      );
    case 'vegetarisch':
      return (
        <>
          <path d="M15 16a1 1 0 0 0-7-7q-4 4-5.987 12.385a.5.5 0 0 0 .602.602Q11 20 15 16l-3-3" />
          <path d="M15 9q4 4 7 0-3-4-7 0 4-4 0-7-4 3 0 7" />
          <path d="m8 15-2.58-2.58" />
        </>
      );
    case 'lebensmittel':
      return (
        <>
          <path d="m15 11-1 9" />
          <path d="m19 11-4-7" />
          <path d="M2 11h20" />
          <path d="m3.5 11 1.6 7.4a2 2 0 0 0 2 1.6h9.8a2 2 0 0 0 2-1.6l1.7-7.4" />
          <path d="M4.5 15.5h15" />
          <path d="m5 11 4-7" />
          <path d="m9 11 1 9" />
        </>
      );
    case 'express':
      return (
        <path d="M15.914 4a1.5 1.5 0 00-2.474-1.561l-9 9A1.5 1.5 0 005.5 14h4.002a.5.5 0 01.471.666L8.086 20a1.5 1.5 0 002.475 1.56l9-9A1.5 1.5 0 0018.5 10h-3.997a.5.5 0 01-.472-.667z" />
      );
  }
}

/**
 * A dish's diet mark (the menu rows; its name is the text beside it). The drawings are Lucide's (vegan, carrot — the
 * vegetarian category's, moon-star, wine, flame): ISC license, Copyright (c) Lucide Icons and Contributors.
 */
export const IconDiet = ({ mark, ...drawing }: Drawing & { mark: DietMark }) => (
  <Svg {...drawing}>
    {dietDrawing(mark)}
  </Svg>
);

function dietDrawing(mark: DietMark): ReactNode {
  switch (mark) {
    case 'vegan':
      return (
        <>
          <path d="M16 8q6 0 6-6-6 0-6 6" />
          <path d="M17.41 3.59a10 10 0 1 0 3 3" />
          <path d="M2 2a26.6 26.6 0 0 1 10 20c.9-6.82 1.5-9.5 4-14" />
        </>
      );
    case 'vegetarian':
      return categoryDrawing('vegetarisch');
    case 'halal':
      return (
        <>
          <path d="M18 5h4" />
          <path d="M20 3v4" />
          <path d="M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401" />
        </>
      );
    case 'alcohol':
      return (
        <>
          <path d="M8 22h8" />
          <path d="M7 10h10" />
          <path d="M12 15v7" />
          <path d="M12 15a5 5 0 0 0 5-5c0-2-.5-4-2-8H9c-1.5 4-2 6-2 8a5 5 0 0 0 5 5Z" />
        </>
      );
    case 'spicy':
      return <path d="M12 3q1 4 4 6.5t3 5.5a1 1 0 0 1-14 0 5 5 0 0 1 1-3 1 1 0 0 0 5 0c0-2-1.5-3-1.5-5q0-2 2.5-4" />;
  }
}
