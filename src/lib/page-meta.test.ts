import { applyPageHead, documentTitle, pageHead, pageUrl } from './page-meta.ts';

const ORIGIN = 'https://lieferzone.example';

describe('pageHead', () => {
  it('when a page is opened with ?lng=en, then the canonical URL is its English URL and every language has an alternate', () => {
    const head = pageHead({ title: 'Help & FAQ', description: ' Answers. ', path: '/help' }, { origin: ORIGIN, urlLng: 'en' });
    expect(head.title).toBe('Help & FAQ – Lieferzone');
    expect(head.description).toBe('Answers.');
    expect(head.links).toEqual([
      { rel: 'canonical', href: 'https://lieferzone.example/help?lng=en' },
      { rel: 'alternate', hreflang: 'de', href: 'https://lieferzone.example/help?lng=de' },
      { rel: 'alternate', hreflang: 'en', href: 'https://lieferzone.example/help?lng=en' },
      { rel: 'alternate', hreflang: 'tr', href: 'https://lieferzone.example/help?lng=tr' },
      { rel: 'alternate', hreflang: 'x-default', href: 'https://lieferzone.example/help' },
    ]);
  });

  it('when the URL has no lng or an unknown one, then the language-neutral x-default URL is its own canonical', () => {
    const canonical = (urlLng: string | null | undefined) =>
      pageHead({ title: 'x', description: 'y', path: '/terms' }, { origin: ORIGIN, urlLng }).links[0]?.href;
    expect(canonical('tr-TR')).toBe(`${ORIGIN}/terms?lng=tr`);
    expect(canonical('fr')).toBe(`${ORIGIN}/terms`);
    expect(canonical(null)).toBe(`${ORIGIN}/terms`);
    expect(canonical(undefined)).toBe(`${ORIGIN}/terms`);
  });

  it('when a path is protocol-relative, absolute or carries a query, then it is refused instead of pointing elsewhere', () => {
    expect(() => pageUrl(ORIGIN, '//evil.example/x')).toThrow(/page path/);
    expect(() => pageUrl(ORIGIN, 'https://evil.example/')).toThrow(/page path/);
    expect(() => pageUrl(ORIGIN, '/help?lng=en')).toThrow(/page path/);
    expect(pageUrl(ORIGIN, '/impressum')).toBe(`${ORIGIN}/impressum`);
  });

  it('when the title is blank, then the document title is the site name alone', () => {
    expect(documentTitle('  ')).toBe('Lieferzone');
  });
});

describe('applyPageHead', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="description" content="Startseite"><link rel="canonical" href="https://old.example/">';
    document.title = 'Lieferzone – Essen bestellen';
  });

  it('when applied, then title, description and links are set, and the undo restores the page before', () => {
    const undo = applyPageHead(
      document,
      pageHead({ title: 'Impressum', description: 'Angaben nach § 5 ECG', path: '/impressum' }, { origin: ORIGIN, urlLng: 'de' }),
    );
    expect(document.title).toBe('Impressum – Lieferzone');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Angaben nach § 5 ECG');
    const canonicals = [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href'));
    expect(canonicals).toEqual([`${ORIGIN}/impressum?lng=de`]);
    const alternates = [...document.querySelectorAll('link[rel="alternate"]')].map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`);
    expect(alternates).toEqual([
      `de ${ORIGIN}/impressum?lng=de`,
      `en ${ORIGIN}/impressum?lng=en`,
      `tr ${ORIGIN}/impressum?lng=tr`,
      `x-default ${ORIGIN}/impressum`,
    ]);

    undo();
    expect(document.title).toBe('Lieferzone – Essen bestellen');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Startseite');
    expect(document.querySelectorAll('link[rel="canonical"], link[rel="alternate"]')).toHaveLength(0);
  });

  it('when the document has no description yet, then one is created and removed again by the undo', () => {
    document.head.innerHTML = '';
    const undo = applyPageHead(document, pageHead({ title: 'AGB', description: 'Bedingungen', path: '/terms' }, { origin: ORIGIN, urlLng: 'de' }));
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    undo();
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(0);
  });
});
