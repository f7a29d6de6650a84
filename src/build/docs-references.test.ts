// @vitest-environment node
/**
 * Every "spec N §x" the repository cites resolves inside the repository: docs/behaviour/N-*.md has a heading
 * numbered x ("## 4 States and transitions", "### 2.13 Not-found handling"). The scan reads the source, test, build
 * and documentation files (code comments, SQL, CSS, JSON, Markdown) and names each reference that does not resolve
 * with its file, so a removed or renumbered heading fails here rather than leaving a dead pointer behind.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BEHAVIOUR_DIR = path.join(ROOT, 'docs/behaviour');
/** Where references live; the top level's own files (README.md, configs) are read too. */
const SCANNED_DIRS = ['src', 'server', 'sw', 'public', 'tests', 'scripts', 'bench', 'docs', '.ci'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.tmp', 'data', 'test-results', 'playwright-report', '.git']);
const TEXT_FILE = /\.(ts|tsx|mts|js|mjs|cjs|json|css|md|sql|html|sh|yml|yaml)$/;

interface SpecReference {
  spec: number;
  section: string;
}

/**
 * The references in a text: "spec N" (any case, an optional comma) followed by one or more sections, "§x" or "§§x",
 * each after the first with its own "§", joined by "/", ",", "and" or "&" — "spec 1 §2/§4", "Spec 3 §2.13.",
 * "spec 2, §5 and §9". A sentence's full stop after the number is not part of it.
 */
function referencesIn(text: string): SpecReference[] {
  const found: SpecReference[] = [];
  const chain = /\bspec\s+(\d+)\s*,?\s*(§§?\s*\d+(?:\.\d+)*(?:\s*(?:\/|,|\band\b|&)\s*§§?\s*\d+(?:\.\d+)*)*)/gi;
  for (const m of text.matchAll(chain)) {
    for (const section of m[2]!.matchAll(/\d+(?:\.\d+)*/g)) found.push({ spec: Number(m[1]), section: section[0] });
  }
  return found;
}

/** The section numbers of a behaviour document's headings: "## 2 Screens", "### 2.2 Courier", "## 3. Entities". */
function headingNumbers(markdown: string): Set<string> {
  const numbers = new Set<string>();
  for (const m of markdown.matchAll(/^#{1,6}[ \t]+(\d+(?:\.\d+)*)\.?[ \t]/gm)) numbers.add(m[1]!);
  return numbers;
}

/** Each reference that docs/behaviour does not resolve, as "file: spec N §x (why)". */
function unresolved(files: { file: string; text: string }[], docs: Map<number, Set<string>>): string[] {
  const problems: string[] = [];
  for (const { file, text } of files) {
    for (const ref of referencesIn(text)) {
      const headings = docs.get(ref.spec);
      if (!headings) problems.push(`${file}: spec ${ref.spec} §${ref.section} (no docs/behaviour/${ref.spec}-*.md)`);
      else if (!headings.has(ref.section)) problems.push(`${file}: spec ${ref.spec} §${ref.section} (no heading "${ref.section}")`);
    }
  }
  return [...new Set(problems)];
}

function textFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) textFiles(path.join(dir, entry.name), out);
    } else if (entry.isFile() && TEXT_FILE.test(entry.name)) out.push(path.join(dir, entry.name));
  }
  return out;
}

function repositoryFiles(): { file: string; text: string }[] {
  const top = readdirSync(ROOT, { withFileTypes: true })
    .filter((e) => e.isFile() && TEXT_FILE.test(e.name) && e.name !== 'package-lock.json')
    .map((e) => path.join(ROOT, e.name));
  const nested = SCANNED_DIRS.flatMap((d) => {
    try {
      return textFiles(path.join(ROOT, d));
    } catch {
      return []; // a folder this checkout does not have
    }
  });
  // this file's own examples are about the reader, not references
  return [...top, ...nested]
    .filter((abs) => abs !== import.meta.filename)
    .map((abs) => ({ file: path.relative(ROOT, abs), text: readFileSync(abs, 'utf8') }));
}

function behaviourDocs(): Map<number, Set<string>> {
  const docs = new Map<number, Set<string>>();
  for (const name of readdirSync(BEHAVIOUR_DIR)) {
    const m = /^(\d+)-.+\.md$/.exec(name);
    if (m) docs.set(Number(m[1]), headingNumbers(readFileSync(path.join(BEHAVIOUR_DIR, name), 'utf8')));
  }
  return docs;
}

describe('spec references', () => {
  it('when a comment cites sections in the forms the code uses, then each section is read as its own reference', () => {
    const text = [
      '/** Vendor page (spec 1 §2/§4); the rule of spec 2 §5/§9, and Spec 3 §2.13. Then "spec 3, §2.2 and §9".',
      ' * spec 1 §§7 & §8, 20 minutes; (spec 3 §3 "Entities", §4) — only §3 belongs to the chain; conventions §12 is no spec */',
    ].join('\n');
    expect(referencesIn(text)).toEqual([
      { spec: 1, section: '2' },
      { spec: 1, section: '4' },
      { spec: 2, section: '5' },
      { spec: 2, section: '9' },
      { spec: 3, section: '2.13' },
      { spec: 3, section: '2.2' },
      { spec: 3, section: '9' },
      { spec: 1, section: '7' },
      { spec: 1, section: '8' },
      { spec: 3, section: '3' },
    ]);
  });

  it('when a heading is missing or a document is missing, then the reference is named with its file', () => {
    const docs = new Map([[3, headingNumbers('# Public pages\n\n## 2 Screens\n\n### 2.1 Routes\n\n## 9. Constants\n')]]);
    const files = [
      { file: 'src/a.ts', text: '// spec 3 §2, §2.1 and spec 3 §9.' },
      { file: 'src/b.ts', text: '// spec 3 §2.2 (a renumbered heading); spec 1 §4' },
    ];
    expect(unresolved(files, docs)).toEqual([
      'src/b.ts: spec 3 §2.2 (no heading "2.2")',
      'src/b.ts: spec 1 §4 (no docs/behaviour/1-*.md)',
    ]);
  });

  it('when the repository is scanned, then every "spec N §x" resolves to a heading of docs/behaviour/N-*.md', () => {
    const files = repositoryFiles();
    const count = files.reduce((n, f) => n + referencesIn(f.text).length, 0);
    // the scan really reads the code: hundreds of references, not a silently empty pass
    expect(count).toBeGreaterThan(300);
    expect(unresolved(files, behaviourDocs())).toEqual([]);
  });
});
