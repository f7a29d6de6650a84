/**
 * The press kit (spec 3 §2.8, issue 13): a real ZIP archive built at build time — the logos from public/ and a
 * fact sheet in Markdown generated from the same facts and texts as the press page — served as
 * `/press/lieferzone-presskit.zip`. Its byte size goes into the app as `import.meta.env.VITE_PRESS_KIT_BYTES`, so
 * the page shows the size of the file it links to. The facts come from vite.config.ts (the app's own modules).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { zip, type ZipEntry } from './zip.ts';

export interface PressKitFacts {
  company: string;
  city: string;
  stats: { customers: number; partners: number; founded: number };
  contact: { email: string; phone: string };
  releases: readonly { id: string; date: string }[];
}

interface PressTexts {
  title: string;
  stats: { customers: string; partners: string; founded: string };
  contact: { title: string; email: string; phone: string };
  releases: { title: string; items: Record<string, { title: string; excerpt: string } | undefined> };
  about: { title: string; text: string };
  factSheet: { title: string; company: string; seat: string; sampleNote: string };
}

const LANGS = [
  ['de', 'de-AT'],
  ['en', 'en-GB'],
  ['tr', 'tr-TR'],
] as const;

/** The fact sheet in Markdown: one section per language, texts from the press page's translation files. */
export function factSheet(facts: PressKitFacts, texts: Record<string, PressTexts>): string {
  const parts = LANGS.map(([lng, locale]) => {
    const t = texts[lng];
    if (!t) throw new Error(`press kit: no press texts for ${lng}`);
    const n = (v: number) => new Intl.NumberFormat(locale).format(v);
    const releases = facts.releases.map((r) => {
      const item = t.releases.items[r.id];
      if (!item) throw new Error(`press kit: no ${lng} text for press release ${r.id}`);
      return `- ${r.date} — **${item.title}**: ${item.excerpt}`;
    });
    return [
      `## ${t.factSheet.title} (${lng})`,
      '',
      `- ${t.factSheet.company}: ${facts.company}`,
      `- ${t.factSheet.seat}: ${facts.city}`,
      `- ${t.stats.customers}: ${n(facts.stats.customers)}+`,
      `- ${t.stats.partners}: ${n(facts.stats.partners)}+`,
      `- ${t.stats.founded}: ${facts.stats.founded}`,
      '',
      `### ${t.about.title}`,
      '',
      t.about.text,
      '',
      `### ${t.releases.title}`,
      '',
      ...releases,
      '',
      `### ${t.contact.title}`,
      '',
      `- ${t.contact.email}: ${facts.contact.email}`,
      `- ${t.contact.phone}: ${facts.contact.phone}`,
      '',
      `_${t.factSheet.sampleNote}_`,
    ].join('\n');
  });
  return `# ${facts.company}\n\n${parts.join('\n\n')}\n`;
}

/** The archive's files: fact sheet first, then the logos. */
export function pressKitEntries(facts: PressKitFacts, opts: { publicDir: string; localesDir: string }): ZipEntry[] {
  const texts: Record<string, PressTexts> = {};
  for (const [lng] of LANGS) {
    texts[lng] = JSON.parse(readFileSync(path.join(opts.localesDir, lng, 'lazy', 'press.json'), 'utf8')) as PressTexts;
  }
  const file = (rel: string): ZipEntry => ({ name: `logos/${path.basename(rel)}`, data: readFileSync(path.join(opts.publicDir, rel)) });
  return [
    { name: 'lieferzone-fact-sheet.md', data: Buffer.from(factSheet(facts, texts), 'utf8') },
    file('favicon.svg'),
    file('icons/icon-512.png'),
    file('icons/icon-192.png'),
    file('icons/icon-maskable-512.png'),
  ];
}

export const PRESS_KIT_FILE = 'press/lieferzone-presskit.zip';

const sizeDefine = (archive: Buffer) => ({ define: { 'import.meta.env.VITE_PRESS_KIT_BYTES': JSON.stringify(String(archive.length)) } });

/**
 * The archive's size only, for the server renderer's build: /press must render the same text on the server as in the
 * browser (a size only in the browser's build was a hydration error, React #418; issue 25 item 8).
 */
export function pressKitSizePlugin(facts: PressKitFacts, opts = { publicDir: 'public', localesDir: 'src/locales' }): Plugin {
  return { name: 'lieferzone-press-kit-size', config: () => sizeDefine(zip(pressKitEntries(facts, opts))) };
}

export function pressKitPlugin(facts: PressKitFacts, opts = { publicDir: 'public', localesDir: 'src/locales' }): Plugin {
  let archive: Buffer | undefined;
  const build = () => (archive ??= zip(pressKitEntries(facts, opts)));
  return {
    name: 'lieferzone-press-kit',
    config() {
      return sizeDefine(build());
    },
    configureServer(server) {
      server.middlewares.use(`/${PRESS_KIT_FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'application/zip');
        res.end(build());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: PRESS_KIT_FILE, source: build() });
    },
  };
}
