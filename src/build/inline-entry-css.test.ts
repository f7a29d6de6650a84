import { inlineStylesheetLinks, withoutPreloadedFiles } from './inline-entry-css.ts';

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

describe('withoutPreloadedFiles', () => {
  const chunk = (list: string[], calls: string) =>
    `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(list)})))=>i.map(i=>d[i]);${calls}`;

  it('when a chunk preloads the inlined stylesheet, then the name leaves its list and each import keeps its other files', () => {
    const code = chunk(
      ['assets/a.js', 'assets/index-x.css', 'assets/b.js', 'assets/b.css'],
      'f(()=>import("./a.js"),__vite__mapDeps([0,1]));g(()=>import("./b.js"),__vite__mapDeps([1,2,3]));',
    );
    expect(withoutPreloadedFiles(code, new Set(['assets/index-x.css']))).toBe(
      chunk(['assets/a.js', 'assets/b.js', 'assets/b.css'], 'f(()=>import("./a.js"),__vite__mapDeps([0]));g(()=>import("./b.js"),__vite__mapDeps([1,2]));'),
    );
  });

  it('when a chunk does not preload it or has no preload list, then its code is unchanged', () => {
    const code = chunk(['assets/a.js'], 'f(()=>import("./a.js"),__vite__mapDeps([0]));');
    expect(withoutPreloadedFiles(code, new Set(['assets/index-x.css']))).toBe(code);
    expect(withoutPreloadedFiles('export const a = "assets/index-x.css";', new Set(['assets/index-x.css']))).toBe('export const a = "assets/index-x.css";');
  });
});
