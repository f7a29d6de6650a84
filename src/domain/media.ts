/**
 * The generated vendor, category and product images (server/media): their kinds, keys and natural sizes, and the
 * raster a page shows. Each one is an SVG (`/media/{kind}/{key}.svg`, the URL stored with the data), and the same
 * image as WebP at 1×, 2× or 3× its natural size (`{key}.webp`, `{key}@2x.webp`, `{key}@3x.webp`). Pages show the
 * WebP: Chromium builds an isolated SVG document on the main thread for every `<img>` of an SVG, 11–40 ms each
 * (45–160 ms at Lighthouse's 4× CPU), and the listing's first screen has twelve (issue 27); a WebP is decoded off
 * the main thread.
 */
const MEDIA_KINDS = ['hero', 'logo', 'category', 'product'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** One of the four kinds of generated image. */
export const isMediaKind = (kind: string): kind is MediaKind => (MEDIA_KINDS as readonly string[]).includes(kind);

const MEDIA_KEY_RE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Longest media key the server accepts. */
const MEDIA_KEY_MAX = 160;

/** A valid media key: lower-case letters and digits in words joined by single hyphens, at most 160 characters. */
export const isMediaKey = (key: string): boolean => key.length <= MEDIA_KEY_MAX && MEDIA_KEY_RE.test(key);

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

/** A media file name: `{key}.svg`, `{key}.webp`, `{key}@2x.webp` or `{key}@3x.webp` (the key not yet checked). */
export interface MediaFile {
  key: string;
  ext: 'svg' | 'webp';
  scale: MediaScale;
}

const FILE_RE = /^(.*?)(?:@([23])x)?\.(svg|webp)$/;

/** The parts of a media file name, or null when it has none of the four forms (an SVG has no scale). */
export function parseMediaFile(file: string): MediaFile | null {
  const m = FILE_RE.exec(file);
  if (!m || (m[3] === 'svg' && m[2])) return null;
  return { key: m[1] ?? '', ext: m[3] as MediaFile['ext'], scale: Number(m[2] ?? 1) as MediaScale };
}

const mediaFileName = ({ key, ext, scale }: MediaFile): string => `${key}${scale === 1 ? '' : `@${scale}x`}.${ext}`;

/**
 * The URL to show a stored image at a display width (CSS pixels): for a generated SVG the WebP whose width is at
 * least 1.5× the display width (sharp on phones with a device pixel ratio up to 1.5, flat artwork above), capped at
 * 3×; any other URL unchanged.
 */
export function mediaDisplayUrl(url: string, displayWidth: number): string {
  const [empty, media, kind = '', name = '', ...rest] = url.split('/');
  const file = parseMediaFile(name);
  if (empty !== '' || media !== 'media' || rest.length || !isMediaKind(kind)) return url;
  if (file?.ext !== 'svg' || !isMediaKey(file.key)) return url;
  const natural = MEDIA_SIZES[kind][0];
  const scale = Math.min(3, Math.max(1, Math.ceil((displayWidth * 1.5) / natural))) as MediaScale;
  return `/media/${kind}/${mediaFileName({ key: file.key, ext: 'webp', scale })}`;
}
