/**
 * The generated vendor, category and product images (server/media): their kinds, keys and natural sizes, and the
 * raster a page shows. Each one is an SVG (`/media/{kind}/{key}.svg`, the URL stored with the data), and the same
 * image as WebP at 1×, 2× or 3× its natural size (`{key}.webp`, `{key}@2x.webp`, `{key}@3x.webp`). Pages show the
 * WebP: Chromium builds an isolated SVG document on the main thread for every `<img>` of an SVG, 11–40 ms each
 * (45–160 ms at Lighthouse's 4× CPU), and the listing's first screen has twelve (issue 27); a WebP is decoded off
 * the main thread.
 */
export const MEDIA_KINDS = ['hero', 'logo', 'category', 'product'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const MEDIA_KEY_RE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Longest media key the server accepts. */
export const MEDIA_KEY_MAX = 160;

/** Natural size of each kind in CSS pixels (the SVG's width and height). */
export const MEDIA_SIZES: Record<MediaKind, readonly [number, number]> = {
  hero: [640, 360],
  logo: [160, 160],
  category: [480, 240],
  product: [240, 240],
};

/** The raster's size as a multiple of the natural size. */
export type MediaScale = 1 | 2 | 3;

/** Width the vendor page's hero is shown at for the raster's choice: 1280 px wide (@2x), enough for its 1200 px box. */
export const VENDOR_HERO_WIDTH = 800;

const GENERATED = /^\/media\/(hero|logo|category|product)\/([a-z0-9-]{1,160})\.svg$/;

/**
 * The URL to show a stored image at a display width (CSS pixels): for a generated SVG the WebP whose width is at
 * least 1.5× the display width (sharp on phones with a device pixel ratio up to 1.5, flat artwork above), capped at
 * 3×; any other URL unchanged.
 */
export function mediaDisplayUrl(url: string, displayWidth: number): string {
  const m = GENERATED.exec(url);
  if (!m) return url;
  const kind = m[1] as MediaKind;
  const key = m[2] ?? '';
  if (!MEDIA_KEY_RE.test(key)) return url;
  const natural = MEDIA_SIZES[kind][0];
  const scale = Math.min(3, Math.max(1, Math.ceil((displayWidth * 1.5) / natural)));
  return `/media/${kind}/${key}${scale === 1 ? '' : `@${scale}x`}.webp`;
}
