/**
 * Deterministic SVG images for vendors, categories and products (no external image URLs). A key reads
 * `{theme}-{rest}`: the theme picks pictogram and palette, the whole key seeds the colour shift, and logos show the
 * initials of the rest.  Only fixed shapes and [A-Z] initials end up in the SVG — no user text, no fonts needed
 * except for the initials.
 */
import { MEDIA_SIZES, type MediaKind } from '../../src/domain/media.ts';

/** Pictograms in a 100×100 box: W = light fill, D = dark detail colour (filled in at render time). */
const ICONS: Record<string, string> = {
  pizza: '<path d="M50 12 L86 82 Q50 96 14 82 Z" fill="W"/><path d="M14 82 Q50 96 86 82" stroke="D" stroke-width="7" fill="none" stroke-linecap="round"/><circle cx="50" cy="42" r="6" fill="D"/><circle cx="38" cy="66" r="6" fill="D"/><circle cx="62" cy="70" r="5" fill="D"/>',
  burger: '<path d="M16 46 Q16 18 50 18 Q84 18 84 46 Z" fill="W"/><rect x="12" y="50" width="76" height="12" rx="6" fill="D"/><path d="M14 66 Q23 60 32 66 T50 66 T68 66 T86 66 L86 70 L14 70 Z" fill="W" fill-opacity="0.8"/><path d="M16 74 H84 Q84 86 72 86 H28 Q16 86 16 74 Z" fill="W"/>',
  bowl: '<path d="M10 48 H90 Q88 84 50 86 Q12 84 10 48 Z" fill="W"/><path d="M36 40 Q30 30 38 22 M52 40 Q46 28 54 18 M68 40 Q62 30 70 22" stroke="W" stroke-width="5" fill="none" stroke-linecap="round"/><rect x="34" y="86" width="32" height="6" rx="3" fill="W"/>',
  salad: '<path d="M10 50 H90 Q88 84 50 86 Q12 84 10 48 Z" fill="W"/><circle cx="34" cy="44" r="12" fill="D"/><circle cx="56" cy="40" r="14" fill="D" fill-opacity="0.8"/><circle cx="72" cy="46" r="9" fill="D" fill-opacity="0.6"/>',
  drink: '<path d="M26 26 H74 L68 88 H32 Z" fill="W"/><path d="M56 26 L66 8" stroke="W" stroke-width="5" stroke-linecap="round"/><path d="M29 46 H71" stroke="D" stroke-width="5"/><circle cx="44" cy="64" r="4" fill="D"/><circle cx="56" cy="74" r="3" fill="D"/>',
  beer: '<rect x="22" y="30" width="44" height="58" rx="6" fill="W"/><path d="M66 42 H76 Q84 42 84 52 V64 Q84 74 76 74 H66" stroke="W" stroke-width="7" fill="none"/><path d="M18 34 Q18 16 34 20 Q44 10 56 18 Q70 14 70 30 Z" fill="W"/><path d="M34 44 V78 M46 44 V78 M58 44 V78" stroke="D" stroke-width="4" stroke-linecap="round"/>',
  wine: '<path d="M30 10 H70 Q72 44 50 52 Q28 44 30 10 Z" fill="W"/><path d="M32 26 H68 Q66 44 50 48 Q34 44 32 26 Z" fill="D"/><rect x="47" y="52" width="6" height="28" fill="W"/><rect x="32" y="80" width="36" height="7" rx="3" fill="W"/>',
  sushi: '<circle cx="50" cy="50" r="36" fill="D"/><circle cx="50" cy="50" r="27" fill="W"/><circle cx="50" cy="50" r="12" fill="D" fill-opacity="0.55"/>',
  wrap: '<path d="M30 14 L74 24 L52 92 Z" fill="W"/><path d="M30 14 L74 24 Q60 34 30 14 Z" fill="D"/><path d="M40 44 L64 50 M44 60 L60 64" stroke="D" stroke-width="4" stroke-linecap="round"/>',
  dessert: '<path d="M14 52 L86 38 V84 H14 Z" fill="W"/><path d="M14 64 L86 52" stroke="D" stroke-width="6"/><path d="M14 52 L86 38 L60 28 Z" fill="W" fill-opacity="0.8"/><circle cx="64" cy="24" r="8" fill="D"/>',
  bread: '<path d="M12 60 Q12 30 50 30 Q88 30 88 60 V78 H12 Z" fill="W"/><path d="M34 42 L42 56 M50 40 L58 54 M66 42 L74 56" stroke="D" stroke-width="5" stroke-linecap="round"/>',
  bag: '<path d="M20 34 H80 L74 90 H26 Z" fill="W"/><path d="M36 40 V28 Q36 12 50 12 Q64 12 64 28 V40" stroke="W" stroke-width="6" fill="none"/><circle cx="42" cy="62" r="8" fill="D"/><rect x="52" y="52" width="14" height="24" rx="4" fill="D" fill-opacity="0.7"/>',
  plate: '<circle cx="52" cy="52" r="32" fill="W"/><circle cx="52" cy="52" r="22" fill="none" stroke="D" stroke-width="3" stroke-opacity="0.5"/><path d="M10 18 V42 M6 18 V34 Q6 42 10 42 Q14 42 14 34 V18 M10 42 V88" stroke="W" stroke-width="4" stroke-linecap="round" fill="none"/><path d="M92 88 V18 Q84 28 84 50 H92" stroke="W" stroke-width="4" stroke-linejoin="round" fill="W"/>',
  leaf: '<path d="M20 80 Q14 26 80 16 Q86 78 20 80 Z" fill="W"/><path d="M22 78 Q44 48 70 28" stroke="D" stroke-width="5" fill="none" stroke-linecap="round"/>',
  dumpling: '<path d="M12 64 Q50 8 88 64 Q50 80 12 64 Z" fill="W"/><path d="M30 46 L34 56 M42 38 L44 50 M56 38 L56 50 M68 44 L66 56" stroke="D" stroke-width="4" stroke-linecap="round"/>',
  noodles: '<path d="M10 48 H90 Q88 84 50 86 Q12 84 10 48 Z" fill="W"/><path d="M34 48 Q38 30 46 48 Q50 26 56 48 Q62 30 66 48" stroke="D" stroke-width="4" fill="none"/><path d="M62 10 L40 44 M76 12 L50 46" stroke="W" stroke-width="4" stroke-linecap="round"/>',
  skewer: '<path d="M14 86 L86 14" stroke="W" stroke-width="5" stroke-linecap="round"/><rect x="26" y="54" width="20" height="20" rx="5" fill="W" transform="rotate(-45 36 64)"/><rect x="44" y="36" width="20" height="20" rx="5" fill="D" transform="rotate(-45 54 46)"/><rect x="62" y="18" width="18" height="18" rx="5" fill="W" transform="rotate(-45 71 27)"/>',
  cheese: '<path d="M12 70 L84 40 V80 H12 Z" fill="W"/><path d="M12 70 L84 40 L60 26 Z" fill="W" fill-opacity="0.75"/><circle cx="36" cy="72" r="5" fill="D"/><circle cx="62" cy="62" r="6" fill="D"/><circle cx="72" cy="74" r="3" fill="D"/>',
};
const PLATE_ICON = ICONS.plate ?? '';

const THEMES: Record<string, { icon: string; hue: number }> = {
  pizza: { icon: 'pizza', hue: 8 },
  pasta: { icon: 'noodles', hue: 36 },
  lasagne: { icon: 'plate', hue: 20 },
  antipasti: { icon: 'plate', hue: 80 },
  salad: { icon: 'salad', hue: 110 },
  dessert: { icon: 'dessert', hue: 330 },
  drink: { icon: 'drink', hue: 200 },
  beer: { icon: 'beer', hue: 42 },
  wine: { icon: 'wine', hue: 345 },
  spirits: { icon: 'wine', hue: 30 },
  sushi: { icon: 'sushi', hue: 4 },
  gyoza: { icon: 'dumpling', hue: 28 },
  dumpling: { icon: 'dumpling', hue: 28 },
  ramen: { icon: 'noodles', hue: 24 },
  noodles: { icon: 'noodles', hue: 18 },
  wok: { icon: 'noodles', hue: 14 },
  curry: { icon: 'bowl', hue: 38 },
  rice: { icon: 'bowl', hue: 50 },
  bread: { icon: 'bread', hue: 34 },
  samosa: { icon: 'dumpling', hue: 40 },
  tandoori: { icon: 'skewer', hue: 16 },
  burger: { icon: 'burger', hue: 26 },
  fries: { icon: 'plate', hue: 46 },
  shake: { icon: 'drink', hue: 300 },
  bowl: { icon: 'salad', hue: 150 },
  wrap: { icon: 'wrap', hue: 60 },
  soup: { icon: 'bowl', hue: 22 },
  smoothie: { icon: 'drink', hue: 320 },
  vegan: { icon: 'leaf', hue: 125 },
  doener: { icon: 'wrap', hue: 30 },
  kebab: { icon: 'skewer', hue: 12 },
  mezze: { icon: 'plate', hue: 70 },
  baklava: { icon: 'dessert', hue: 44 },
  schnitzel: { icon: 'plate', hue: 36 },
  strudel: { icon: 'dessert', hue: 32 },
  grocery: { icon: 'bag', hue: 140 },
  fruit: { icon: 'bag', hue: 100 },
  cheese: { icon: 'cheese', hue: 52 },
  pantry: { icon: 'bag', hue: 10 },
  meat: { icon: 'plate', hue: 356 },
  household: { icon: 'bag', hue: 210 },
  sweets: { icon: 'dessert', hue: 20 },
};
const DEFAULT_THEME = { icon: 'plate', hue: 220 };

/** Words that do not make a good logo initial. */
const GENERIC = new Set(['pizzeria', 'pizza', 'restaurant', 'ristorante', 'trattoria', 'osteria', 'gasthaus', 'gasthof',
  'landgasthof', 'wirtshaus', 'beisl', 'zum', 'zur', 'zu', 'am', 'an', 'der', 'die', 'das', 'den', 'dem', 'da', 'di', 'del',
  'la', 'il', 'al', 'le', 'and', 'und', 'co', 'bar', 'haus', 'kebap', 'grill', 'sushi', 'burger', 'the', 'alten', 'alte']);

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function themeOf(key: string): { icon: string; hue: number } {
  return THEMES[key.split('-')[0] ?? ''] ?? DEFAULT_THEME;
}

/** Up to two capital letters from the words after the theme. */
export function initialsOf(key: string): string {
  const words = key.split('-').slice(1).filter((w) => /^[a-z]/.test(w));
  const good = words.filter((w) => !GENERIC.has(w));
  const pick = good.length ? good : words;
  const [first = '', second] = pick;
  const out = second === undefined ? first.slice(0, 2) : first.slice(0, 1) + second.slice(0, 1);
  return out.toUpperCase().replace(/[^A-Z]/g, '');
}

/** The SVG document for a validated kind and key. */
export function renderSvg(kind: MediaKind, key: string): string {
  const theme = themeOf(key);
  const h = hash(`${kind}:${key}`);
  const hue = (theme.hue + (h % 30) - 15 + 360) % 360;
  const c1 = `hsl(${hue} 70% ${kind === 'logo' ? 42 : 58}%)`;
  const c2 = `hsl(${(hue + 28) % 360} 75% ${kind === 'logo' ? 30 : 44}%)`;
  const [w, hgt] = MEDIA_SIZES[kind];
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${hgt}" viewBox="0 0 ${w} ${hgt}" role="img">`;
  const defs = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>`;
  const icon = (x: number, y: number, size: number) => {
    const body = (ICONS[theme.icon] ?? PLATE_ICON).replace(/"W"/g, '"#fffaf2"').replace(/"D"/g, `"${c2}"`);
    return `<g transform="translate(${x} ${y}) scale(${size / 100})">${body}</g>`;
  };
  if (kind === 'logo') {
    const initials = initialsOf(key);
    const inner = initials
      ? `<text x="80" y="82" text-anchor="middle" dominant-baseline="central" font-family="system-ui,-apple-system,'Segoe UI',Roboto,'DejaVu Sans',sans-serif" font-weight="700" font-size="${initials.length > 1 ? 60 : 70}" fill="#fff">${initials}</text>`
      : icon(30, 30, 100);
    return `${open}${defs}<circle cx="80" cy="80" r="80" fill="url(#g)"/>${inner}</svg>`;
  }
  // soft decorative circles, positions from the hash
  const dots = [0, 1, 2]
    .map((i) => {
      const x = ((h >>> (i * 5)) % 100) / 100;
      const y = ((h >>> (i * 7 + 3)) % 100) / 100;
      const r = (0.18 + ((h >>> (i * 3)) % 20) / 100) * hgt;
      return `<circle cx="${Math.round(x * w)}" cy="${Math.round(y * hgt)}" r="${Math.round(r)}" fill="#fff" fill-opacity="0.12"/>`;
    })
    .join('');
  const size = Math.round(hgt * (kind === 'product' ? 0.56 : 0.5));
  return `${open}${defs}<rect width="${w}" height="${hgt}" fill="url(#g)"/>${dots}${icon(Math.round((w - size) / 2), Math.round((hgt - size) / 2), size)}</svg>`;
}
