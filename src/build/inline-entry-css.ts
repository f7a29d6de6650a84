/**
 * Vite build plugin: the entry stylesheet goes into index.html as a `<style>` instead of a
 * `<link rel="stylesheet">`. A linked stylesheet blocks the first paint until it has downloaded — one more round
 * trip before anything shows on a slow link; inline, the page paints as soon as the HTML is parsed. The HTML is
 * precached by the service worker, so repeat visits lose nothing by the CSS no longer being a file of its own.
 *
 * The inlined file is removed from the output. Vite's preload helper loads the stylesheets a lazy chunk depends
 * on when no `<link>` names them, and an `import()` written in a lazy chunk lists the stylesheets of every chunk the
 * imported module reaches, the entry's among them: so the plugin also takes the inlined file out of each chunk's
 * preload list (`__vite__mapDeps`). A dynamic import can then live next to the code that uses it. The build fails if
 * a chunk still names the file in another way. Node-only (used by vite.config.ts).
 *
 * The CSP has no 'unsafe-inline' for styles: the server reads the built index.html at start and allows each inline
 * `<style>` by its sha256 (inlineHashes in server/static.ts), so the element's text must stay exactly as written here.
 */
import type { Plugin } from 'vite';

const STYLESHEET_LINK = /<link\b[^>]*\brel=["']?stylesheet["']?[^>]*>/gi;

/**
 * Replaces each `<link rel="stylesheet">` whose href `css` resolves to a text with a `<style>` holding that text.
 * Returns the new HTML and the hrefs replaced; a link it cannot resolve is left alone.
 */
export function inlineStylesheetLinks(html: string, css: (href: string) => string | undefined): { html: string; inlined: string[] } {
  const inlined: string[] = [];
  const out = html.replace(STYLESHEET_LINK, (tag) => {
    const href = /\bhref=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    const text = href === undefined ? undefined : css(href);
    if (href === undefined || text === undefined) return tag;
    // the text ends the element early if it holds "</style" (only possible inside a CSS string or comment)
    if (/<\/style/i.test(text)) throw new Error(`inline-entry-css: ${href} contains "</style" and cannot be inlined`);
    inlined.push(href);
    return `<style>${text.trim()}</style>`;
  });
  return { html: out, inlined };
}

/** The preload list Vite writes into a chunk with dynamic imports: `m.f||(m.f=["assets/a.js",…])`. */
const PRELOAD_LIST = /(\bm\.f\s*\|\|\s*\(\s*m\.f\s*=\s*)(\[[^\]]*\])/;
const PRELOAD_CALL = /__vite__mapDeps\(\[([\d,\s]*)\]\)/g;

/**
 * `code` without `files` in its preload list: the list loses those names and every `__vite__mapDeps([…])` call its
 * indices of them (the others renumbered). Code without a preload list is returned as it is.
 */
export function withoutPreloadedFiles(code: string, files: ReadonlySet<string>): string {
  const list = PRELOAD_LIST.exec(code);
  if (!list) return code;
  const deps = JSON.parse(list[2] as string) as string[];
  if (!deps.some((dep) => files.has(dep))) return code;
  const newIndex = new Map<number, number>();
  const kept: string[] = [];
  deps.forEach((dep, i) => {
    if (files.has(dep)) return;
    newIndex.set(i, kept.length);
    kept.push(dep);
  });
  const start = list.index + (list[1] as string).length;
  const rewritten = code.slice(0, start) + JSON.stringify(kept) + code.slice(start + (list[2] as string).length);
  return rewritten.replace(PRELOAD_CALL, (_call, indices: string) => {
    const mapped = indices
      .split(',')
      .filter((i) => i.trim() !== '')
      .flatMap((i) => {
        const n = newIndex.get(Number(i));
        return n === undefined ? [] : [n];
      });
    return `__vite__mapDeps([${mapped.join(',')}])`;
  });
}

export function inlineEntryCssPlugin(): Plugin {
  const inlinedFiles = new Set<string>();
  return {
    name: 'lieferzone-inline-entry-css',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const fileOf = (href: string) => href.replace(/^\//, '');
        const result = inlineStylesheetLinks(html, (href) => {
          const asset = bundle[fileOf(href)];
          if (!asset || asset.type !== 'asset') return undefined;
          return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        });
        for (const href of result.inlined) {
          const file = fileOf(href);
          inlinedFiles.add(file);
          // rollup's documented way to drop an emitted file from the output
          // eslint-disable-next-line @typescript-eslint/no-dynamic-delete
          delete bundle[file];
        }
        return result.html;
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const out of Object.values(bundle)) {
          if (out.type !== 'chunk') continue;
          out.code = withoutPreloadedFiles(out.code, inlinedFiles);
          for (const file of inlinedFiles) {
            if (out.code.includes(file)) {
              this.error(`${out.fileName} names ${file}, which is inlined into index.html and not emitted (not as a preload the plugin removes).`);
            }
          }
        }
      },
    },
  };
}
