import { describe, expect, it } from 'vitest';
import { mediaDisplayUrl, parseMediaFile } from './media.ts';

describe('mediaDisplayUrl', () => {
  it('when a generated SVG is shown, then the WebP of at least 1.5× the display width is used, at most 3×', () => {
    // hero: 640 wide; a card of 400 px needs 600 → 1×; a box of 1200 px needs 1800 → 3× (1920)
    expect(mediaDisplayUrl('/media/hero/pizza-da-luigi.svg', 400)).toBe('/media/hero/pizza-da-luigi.webp');
    expect(mediaDisplayUrl('/media/hero/pizza-da-luigi.svg', 426)).toBe('/media/hero/pizza-da-luigi.webp');
    expect(mediaDisplayUrl('/media/hero/pizza-da-luigi.svg', 427)).toBe('/media/hero/pizza-da-luigi@2x.webp');
    expect(mediaDisplayUrl('/media/hero/pizza-da-luigi.svg', 1200)).toBe('/media/hero/pizza-da-luigi@3x.webp');
    expect(mediaDisplayUrl('/media/hero/pizza-da-luigi.svg', 5000)).toBe('/media/hero/pizza-da-luigi@3x.webp');
    // product: 240 wide; 96 → 1×, 160 → 1× (240), 640 → 3× (720, the largest)
    expect(mediaDisplayUrl('/media/product/pizza-p1.svg', 96)).toBe('/media/product/pizza-p1.webp');
    expect(mediaDisplayUrl('/media/product/pizza-p1.svg', 161)).toBe('/media/product/pizza-p1@2x.webp');
    expect(mediaDisplayUrl('/media/logo/pizza-mario.svg', 88)).toBe('/media/logo/pizza-mario.webp');
  });

  it('when a media file name is parsed, then only the four forms have parts; the key is left to isMediaKey', () => {
    expect(parseMediaFile('pizza-x.svg')).toEqual({ key: 'pizza-x', ext: 'svg', scale: 1 });
    expect(parseMediaFile('pizza-x.webp')).toEqual({ key: 'pizza-x', ext: 'webp', scale: 1 });
    expect(parseMediaFile('pizza-x@3x.webp')).toEqual({ key: 'pizza-x', ext: 'webp', scale: 3 });
    for (const name of ['pizza-x@2x.svg', 'pizza-x.png', 'pizza-x', 'pizza-x.webp.gz']) expect(parseMediaFile(name), name).toBeNull();
  });

  it('when the URL is not a generated image, then it is shown as stored', () => {
    for (const url of ['https://cdn.example/x.svg', '/media/banner/x.svg', '/media/hero/Pizza.svg', '/media/hero/x.png', '/media/hero/a--b.svg', '/icons/x.svg', '/media/hero/x@2x.svg', '/media/hero/sub/x.svg', `/media/hero/${'a'.repeat(161)}.svg`]) {
      expect(mediaDisplayUrl(url, 400)).toBe(url);
    }
  });
});
