import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyLocaleFragments, localeFile, mergeLocaleFragments } from './locales-plugin.ts';

let dir = '';
function fixture(files: Record<string, string>): string {
  dir = mkdtempSync(path.join(tmpdir(), 'lz-locales-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

describe('locale fragments', () => {
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('when a fragment lives under lazy/, then it stays out of the first-screen file and is its own namespace', () => {
    const d = fixture({ 'de/common.json': '{"a":"A"}', 'de/lazy/forms.json': '{"b":"B"}' });
    expect(mergeLocaleFragments(d, 'de')).toEqual({ common: { a: 'A' } });
    expect([...lazyLocaleFragments(d, 'de').keys()]).toEqual(['forms']);
    expect(localeFile(d, 'de', 'forms')).toEqual({ b: 'B' });
    expect(localeFile(d, 'de', 'translation')).toEqual({ common: { a: 'A' } });
    expect(localeFile(d, 'de', 'nope')).toBeUndefined();
  });

  it('when a lazy fragment is named translation or is not valid JSON, then the build stops with its name', () => {
    expect(() => lazyLocaleFragments(fixture({ 'de/lazy/translation.json': '{}' }), 'de')).toThrow(/translation\.json/);
    rmSync(dir, { recursive: true, force: true });
    expect(() => lazyLocaleFragments(fixture({ 'de/lazy/broken.json': '{' }), 'de')).toThrow(/lazy\/broken\.json/);
  });
});
