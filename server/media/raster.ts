/**
 * The generated images as WebP (issue 27): the SVG of server/media/svg.ts rasterised by sharp (libvips with librsvg)
 * at 1×, 2× or 3× its natural size. An image is rendered once per node and kept in memory (the most recent
 * MAX_KEPT, a few KB each); browsers and the service worker keep it for good (the URL is immutable). sharp is loaded
 * with the first image, so a node that serves none carries none of it.
 *
 * Any valid key is an image, so a stranger can ask for new ones without end: one render runs at a time (10–300 ms of
 * one core), at most MAX_WAITING wait, and beyond that `renderWebp` answers `null` and the caller sends the SVG.
 */
import type { SharpConstructor } from 'sharp';
import { MEDIA_SIZES, type MediaKind, type MediaScale } from '../../src/domain/media.ts';
import { renderSvg } from './svg.ts';

const MAX_KEPT = 600;
const MAX_WAITING = 16;
const kept = new Map<string, Promise<Buffer>>();

let sharpModule: Promise<SharpConstructor> | undefined;
const loadSharp = (): Promise<SharpConstructor> =>
  (sharpModule ??= import('sharp').then(({ default: sharp }) => {
    // one libvips thread per image and no operation cache: memory stays flat, the renders queue here
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  }));

let running: Promise<unknown> = Promise.resolve();
let waiting = 0;

/** Runs renders one after another. */
function inTurn<T>(job: () => Promise<T>): Promise<T> {
  waiting++;
  const result = running.then(job);
  running = result.catch(() => undefined).finally(() => waiting--);
  return result;
}

/**
 * The WebP of a validated kind and key at a scale (the same bytes for the same arguments), or null when too many
 * renders wait already.
 */
export function renderWebp(kind: MediaKind, key: string, scale: MediaScale): Promise<Buffer> | null {
  const id = `${kind}/${key}@${scale}`;
  const hit = kept.get(id);
  if (hit) {
    // most recently used last: the first entry is the one to drop
    kept.delete(id);
    kept.set(id, hit);
    return hit;
  }
  if (waiting >= MAX_WAITING) return null;
  const [width] = MEDIA_SIZES[kind];
  const made = inTurn(async () => {
    const sharp = await loadSharp();
    // density 72 is the SVG's own pixel size; resize makes the width exact whatever the density's rounding
    return sharp(Buffer.from(renderSvg(kind, key)), { density: 72 * scale })
      .resize({ width: width * scale })
      .webp({ quality: 82 })
      .toBuffer();
  });
  kept.set(id, made);
  // a failed render is not kept: the next request tries again
  made.catch(() => kept.delete(id));
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value as string);
  return made;
}
