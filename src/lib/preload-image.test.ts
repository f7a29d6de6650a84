import { preloadImage } from './preload-image.ts';

describe('preloadImage', () => {
  const created: HTMLImageElement[] = [];
  const RealImage = globalThis.Image;
  beforeEach(() => {
    created.length = 0;
    vi.stubGlobal(
      'Image',
      class extends RealImage {
        constructor() {
          super();
          created.push(this);
        }
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('requests an image once per URL, with the priority asked for', () => {
    preloadImage('/media/hero/a.svg', 'high');
    preloadImage('/media/hero/a.svg', 'high');
    preloadImage('/media/hero/b.svg');
    expect(created.map((i) => i.getAttribute('src'))).toEqual(['/media/hero/a.svg', '/media/hero/b.svg']);
    expect(created[0]!.fetchPriority).toBe('high');
    expect(created[1]!.fetchPriority).not.toBe('high');
  });

  it('does nothing without a URL', () => {
    preloadImage(undefined);
    preloadImage(null);
    preloadImage('');
    expect(created).toEqual([]);
  });
});
