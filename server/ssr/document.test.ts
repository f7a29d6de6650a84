import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { vendorStructuredData } from '../../src/domain/reviews.ts';
import { documentTemplate, inlineScriptHashes, readMarkup, styleAttributeHashes, styleElementHash } from './document.ts';

const TEMPLATE =
  '<!doctype html>\n<html lang="de">\n<head>\n<meta name="description" content="Shell text" />\n<title>Lieferzone</title>\n' +
  '<script type="module" crossorigin src="/assets/index-AbC1.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-x1.js">\n<link rel="modulepreload" crossorigin href="/assets/react-x2.js">\n' +
  '<style>:root{}</style>\n</head>\n<body>\n<div id="app"><div class="boot">Lädt …</div></div>\n</body>\n</html>\n';

const compose = documentTemplate(TEMPLATE);

describe('documentTemplate', () => {
  it('when a page has schema.org data, then it is one JSON-LD block in the head that no text can close', () => {
    const data = vendorStructuredData({ label: 'Pizza </script><script>alert(1)</script>', type: 'food', address: 'Gasse 1, 1070 Wien', rating: { value: 17, count: 4 } });
    const html = compose({ lng: 'de', appHtml: '<main></main>', state: {}, structuredData: data }).toString('utf8');
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    expect(html.indexOf(blocks[0]![0])).toBeLessThan(html.indexOf('</head>'));
    expect(html).not.toContain('<script>alert(1)');
    // 17 stars from 4 reviews: 4.25 → 4.3 (one decimal, half up)
    expect(JSON.parse(blocks[0]![1]!)).toEqual({
      '@context': 'https://schema.org', '@type': 'Restaurant', name: 'Pizza </script><script>alert(1)</script>', address: 'Gasse 1, 1070 Wien',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 4, bestRating: 5, worstRating: 1 },
    });
    // without reviews no rating is claimed; without data no block
    expect(vendorStructuredData({ label: 'Neu', type: 'shop', address: 'x', rating: { value: 0, count: 0 } })).toEqual({
      '@context': 'https://schema.org', '@type': 'Store', name: 'Neu', address: 'x',
    });
    expect(compose({ lng: 'de', appHtml: '<main></main>', state: {} }).toString('utf8')).not.toContain('ld+json');
  });

  it('when a page has language, title, description, styles, links and markup, then each lands in its place as UTF-8', () => {
    const html = compose({
      lng: 'tr',
      appHtml: '<link rel="preload" as="image" href="/a.svg" fetchPriority="high"/><main><img src="/a.svg" fetchPriority="high"/>Größe $& $1 ş</main>',
      state: { lng: 'tr', text: '</script><!-- \u2028' },
      title: 'Döner & Co <Wien>',
      description: 'Beschreibung "x"',
      links: [{ rel: 'alternate', href: '/restaurants?lng=en&x=1', hreflang: 'en' }],
      styles: [{ href: 'assets/a-1.css', css: '.a{}' }, { href: 'assets/b-2.css', css: '.b{}</style>' }],
      noscript: 'JavaScript nötig',
    }).toString('utf8');
    expect(html.startsWith('<!doctype html>\n<html lang="tr">\n<head>\n')).toBe(true);
    expect(html).toContain('<meta name="description" content="Beschreibung &quot;x&quot;" />');
    expect(html).toContain('<title>Döner &amp; Co &lt;Wien&gt;</title>');
    expect(html).not.toContain('Shell text');
    // the entry goes through ssr-boot.js with the chunks it imports, in the template's order (each is evaluated in a
    // task of its own); their preloads go; the template's own stylesheet stays
    expect(html).toContain(
      '<script type="module" src="/ssr-boot.js?entry=%2Fassets%2Findex-AbC1.js&amp;pre=%2Fassets%2Frolldown-runtime-x1.js%2C%2Fassets%2Freact-x2.js"></script>',
    );
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<style>:root{}</style>\n<style>.a{}</style><link rel="stylesheet" href="/assets/a-1.css" disabled>' +
        '<style>.b{}<\\/style></style><link rel="stylesheet" href="/assets/b-2.css" disabled>' +
        '<link rel="preload" as="image" href="/a.svg" fetchpriority="high">' +
        '<link rel="alternate" hreflang="en" href="/restaurants?lng=en&amp;x=1" data-page-meta></head>',
    );
    // `$` patterns in the markup stay as they are; React's hoisted preload moved to the head, not left in #app
    expect(html).toContain(
      '<noscript><p class="noscript-note">JavaScript nötig</p></noscript><div id="app"><main><img src="/a.svg" fetchPriority="high"/>Größe $& $1 ş</main></div>',
    );
    const state = /<script type="application\/json" id="lz-ssr">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(state).not.toMatch(/<|\u2028/);
    expect(JSON.parse(state)).toEqual({ lng: 'tr', text: '</script><!-- \u2028' });
    expect(html.endsWith('</script>\n</body>\n</html>\n')).toBe(true);
  });

  it('when a page has no title or description, then the template keeps its own', () => {
    const html = compose({ lng: 'en', appHtml: '<p>x</p>', state: null }).toString('utf8');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta name="description" content="Shell text" />');
    expect(html).toContain('<title>Lieferzone</title>');
    expect(html).toContain('<div id="app"><p>x</p></div><script type="application/json" id="lz-ssr">null</script>');
  });

  it('when a stylesheet is written inline, then its CSP hash is the hash of the text the page carries', () => {
    const css = '.x::after{content:"</style>"}';
    const html = compose({ lng: 'de', appHtml: '', state: null, styles: [{ href: 'assets/x.css', css }] }).toString('utf8');
    const written = /<style>(\.x[^]*?)<\/style><link rel="stylesheet" href="\/assets\/x\.css" disabled><\/head>/.exec(html)?.[1];
    expect(written).toBe('.x::after{content:"<\\/style>"}');
    expect(styleElementHash(css)).toBe(`'sha256-${createHash('sha256').update(written ?? '', 'utf8').digest('base64')}'`);
  });

  it("when a stylesheet is written inline, then a disabled link with its file follows it (for the app's preload helper), its href escaped", () => {
    const html = compose({
      lng: 'de',
      appHtml: '<main></main>',
      state: null,
      styles: [{ href: 'assets/restaurants-BZ1.css', css: '.r{}' }, { href: 'assets/d"x<y>&.css', css: '.d{}' }],
    }).toString('utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    // each inline stylesheet is followed by its marker link: the file from the site's root, never fetched nor applied
    expect(head).toContain('<style>.r{}</style><link rel="stylesheet" href="/assets/restaurants-BZ1.css" disabled>');
    // a quote or `<` in the file's name cannot end the attribute or start an element
    expect(head).toContain('<style>.d{}</style><link rel="stylesheet" href="/assets/d&quot;x&lt;y&gt;&amp;.css" disabled>');
    expect(head).not.toContain('d"x');
    expect(head.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/assets/restaurants-BZ1.css" disabled>',
      '<link rel="stylesheet" href="/assets/d&quot;x&lt;y&gt;&amp;.css" disabled>',
    ]);
  });

  it("when the markup ends with the router's hydration scripts, then each inline script's hash is listed once, not data blocks or files", () => {
    const a = 'self.$_TSR={buffer:[]};document.currentScript.remove()';
    const b = '($R=>$R[0]=1)($R["tsr"]);$_TSR.e();document.currentScript.remove()';
    const markup = `<main>x</main><script>${a}</script><script class="$tsr">${b}</script><script>${a}</script>` +
      '<script type="application/ld+json">{"a":1}</script><script type="module" src="/assets/x.js"></script>';
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    expect(inlineScriptHashes(markup)).toEqual([hash(a), hash(b)]);
    expect(inlineScriptHashes('<main>no scripts</main>')).toEqual([]);
  });

  it('when the markup comes as UTF-8 bytes (as the server renderer gives it), then the document and the hashes are those of the same markup as text', () => {
    const a = 'self.$_TSR={t:"Größe ş €"};document.currentScript.remove()';
    const markup =
      '<link rel="preload" as="image" href="/bilder/süß.svg" fetchPriority="high"/><main><img src="/bilder/süß.svg" fetchPriority="high"/>' +
      `<p style="--x:&quot;ä&quot;">Döner ş 🍕</p></main><script>${a}</script>`;
    const bytes = new TextEncoder().encode(markup);
    const page = { lng: 'de' as const, state: { lng: 'de' }, title: 'Grüße', noscript: 'JavaScript nötig' };
    const fromText = compose({ ...page, appHtml: markup });
    const fromBytes = compose({ ...page, appHtml: bytes });
    expect(fromBytes.toString('utf8')).toBe(fromText.toString('utf8'));
    expect(fromBytes.toString('utf8')).toContain('<link rel="preload" as="image" href="/bilder/süß.svg" fetchpriority="high">');
    expect(fromBytes.toString('utf8')).toContain('<div id="app"><main><img src="/bilder/süß.svg"');
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    expect(inlineScriptHashes(bytes)).toEqual([hash(a)]);
    expect(styleAttributeHashes(bytes)).toEqual([hash('--x:"ä"')]);
    expect(styleAttributeHashes(markup)).toEqual([hash('--x:"ä"')]);
    // read once (as the page maker does) and handed to all three: the same document and hashes
    const read = readMarkup(bytes);
    expect(read.encoding).toBe('latin1');
    expect(readMarkup(read)).toBe(read);
    expect(compose({ ...page, appHtml: read }).toString('utf8')).toBe(fromText.toString('utf8'));
    expect(inlineScriptHashes(read)).toEqual([hash(a)]);
    expect(styleAttributeHashes(read)).toEqual([hash('--x:"ä"')]);
  });

  it('when the template has no #app placeholder, then preparing it fails', () => {
    expect(() => documentTemplate('<html lang="de"><head></head><body></body></html>')).toThrow(/placeholder/);
  });
});
