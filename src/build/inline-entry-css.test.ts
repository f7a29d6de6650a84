import { inlineStylesheetLinks } from './inline-entry-css.ts';

const css = (files: Record<string, string>) => (href: string) => files[href];

describe('inlineStylesheetLinks', () => {
  it('replaces a known stylesheet link with a style element holding its text', () => {
    const html = '<head><script type="module" src="/assets/index-a.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/index-b.css"></head>';
    const r = inlineStylesheetLinks(html, css({ '/assets/index-b.css': 'body{margin:0}\n' }));
    expect(r.html).toBe('<head><script type="module" src="/assets/index-a.js"></script>\n<style>body{margin:0}</style></head>');
    expect(r.inlined).toEqual(['/assets/index-b.css']);
  });

  it('leaves links it cannot resolve and other links alone', () => {
    const html = '<link rel="stylesheet" href="/other.css"><link rel="manifest" href="/manifest.webmanifest"><link rel="icon" href="/favicon.svg">';
    const r = inlineStylesheetLinks(html, css({}));
    expect(r.html).toBe(html);
    expect(r.inlined).toEqual([]);
  });

  it('refuses a stylesheet whose text would end the style element', () => {
    expect(() => inlineStylesheetLinks('<link rel="stylesheet" href="/a.css">', css({ '/a.css': 'a::after{content:"</style>"}' }))).toThrow(
      /cannot be inlined/,
    );
  });
});
