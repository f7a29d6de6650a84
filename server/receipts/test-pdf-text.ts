/**
 * The text of a PDF that pdf-lib wrote with a standard font (tests only): every content stream inflated, the hex
 * strings of its text operators decoded as WinAnsi (Latin-1 here, plus "€"), joined by spaces. Enough to find a
 * total or a heading on a receipt; not a general PDF text extractor.
 */
import { inflateSync } from 'node:zlib';

const WIN_ANSI_EXTRA: Record<number, string> = { 0x80: '€', 0x96: '–', 0x97: '—', 0x84: '„', 0x93: '“', 0x94: '”' };

export function pdfText(pdf: Uint8Array): string {
  const bin = Buffer.from(pdf).toString('latin1');
  const texts: string[] = [];
  const re = /\/Filter\s*\/FlateDecode[^]*?stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(bin))) {
    const start = m.index + m[0].length;
    const end = bin.indexOf('endstream', start);
    if (end < 0) break;
    let content: string;
    try {
      content = inflateSync(Buffer.from(bin.slice(start, end), 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      const bytes = Buffer.from(hex[1] ?? '', 'hex');
      texts.push([...bytes].map((b) => WIN_ANSI_EXTRA[b] ?? String.fromCharCode(b)).join(''));
    }
  }
  return texts.join(' ').replace(/\u00a0/g, ' ');
}
