/**
 * The receipt as a PDF (issue 29), made on the server with pdf-lib so the app ships no PDF code: A4 or an 80 mm slip
 * (the slip's page is as long as its content). Texts come from the translation file the receipt page uses
 * (src/locales/{de,en,tr}/lazy/receipt.json), dates on Vienna's wall clock, amounts in the language's locale.
 * The text is set in DejaVu Sans (regular and bold, server/receipts/fonts: subsets of Latin-1, Latin Extended-A, the
 * general punctuation and "€", about 38 KB each, see the README there), embedded through fontkit and subset again to
 * the glyphs a receipt uses, so Turkish (ş ğ ı İ Ş Ğ), German umlauts and "€" print as they are; a character outside
 * the font (an emoji in a dish's name) is written as "?".
 */
import { readFileSync } from 'node:fs';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { formatViennaDate } from '../../src/domain/display.ts';
import { localeOf, type Language } from '../../src/domain/languages.ts';
import { formatEuro, toCents } from '../../src/domain/money.ts';
import type { Receipt, ReceiptSize } from '../../src/domain/wire/receipt.ts';

type Texts = Record<string, string>;
const TEXTS = new Map<Language, Texts>();
function texts(lang: Language): Texts {
  let t = TEXTS.get(lang);
  if (!t) {
    const file = new URL(`../../src/locales/${lang}/lazy/receipt.json`, import.meta.url);
    t = JSON.parse(readFileSync(file, 'utf8')) as Texts;
    TEXTS.set(lang, t);
  }
  return t;
}
const fill = (s: string, vars: Record<string, string>) => s.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => vars[k] ?? '');

/** The font files, read once (the fonts directory sits beside this file in the source and is found from the build). */
const FONTS = new Map<'regular' | 'bold', Uint8Array>();
function fontFile(weight: 'regular' | 'bold'): Uint8Array {
  let bytes = FONTS.get(weight);
  if (!bytes) {
    const name = weight === 'bold' ? 'DejaVuSans-Bold-latin.ttf' : 'DejaVuSans-latin.ttf';
    bytes = readFileSync(new URL(`./fonts/${name}`, import.meta.url));
    FONTS.set(weight, bytes);
  }
  return bytes;
}

interface Row {
  left: string;
  right?: string;
  bold?: boolean;
  size?: number;
  gapBefore?: number;
}

interface Geometry {
  width: number;
  margin: number;
  size: number;
  /** A4: fixed height, more pages when needed; slip: null (one page as long as its rows) */
  height: number | null;
}

const MM = 72 / 25.4;
const GEOMETRY: Record<ReceiptSize, Geometry> = {
  a4: { width: 595.28, margin: 50, size: 10, height: 841.89 },
  '80mm': { width: 80 * MM, margin: 4 * MM, size: 7.5, height: null },
};

/** The rows of the receipt, top to bottom (text only: wrapping and placing come after). */
function receiptRows(r: Receipt, lang: Language): Row[] {
  const t = texts(lang);
  const locale = localeOf(lang);
  const eur = (v: number) => formatEuro(toCents(v), locale);
  const rows: Row[] = [
    { left: `${t.title ?? ''} ${r.receiptNr}`, bold: true, size: 1.4 },
    { left: r.vendor.label, bold: true, gapBefore: 0.5 },
    { left: r.vendor.address },
    { left: r.vendor.vatId ? `${t.vatId ?? ''} ${r.vendor.vatId}` : (t.noVatId ?? '') },
    { left: `${t.intermediary ?? ''}: ${r.intermediary.name}, ${r.intermediary.address} (${t.vatId ?? ''} ${r.intermediary.vatId})`, size: 0.85, gapBefore: 0.3 },
    { left: `${t.receiptNr ?? ''} ${r.receiptNr}`, right: `${t.orderNr ?? ''} ${r.orderNr}`, gapBefore: 0.6 },
    { left: `${t.date ?? ''} ${formatViennaDate(new Date(r.issuedAt), locale, 'dateTime')}`, right: r.pickUp ? t.pickup : t.delivery },
  ];
  if (r.canceled) rows.push({ left: t.canceled ?? '', bold: true, gapBefore: 0.4 });
  rows.push({ left: `${t.qty ?? ''} × ${t.item ?? ''}`, right: t.price ?? '', bold: true, gapBefore: 0.8 });
  for (const l of r.lines) {
    rows.push({ left: `${String(l.qty)} × ${l.label} (${String(l.vatRate)} %)`, right: eur(l.total) });
    for (const o of l.options) rows.push({ left: `   ${o}`, size: 0.85 });
  }
  rows.push({ left: t.subtotal ?? '', right: eur(r.subtotal), gapBefore: 0.5 });
  if (r.deliveryFee > 0) rows.push({ left: `${t.deliveryFee ?? ''} (20 %)`, right: eur(r.deliveryFee) });
  if (r.minOrderFee > 0) rows.push({ left: `${t.minOrderFee ?? ''} (20 %)`, right: eur(r.minOrderFee) });
  if (r.tip > 0) rows.push({ left: t.tip ?? '', right: eur(r.tip) });
  rows.push({ left: t.total ?? '', right: eur(r.total), bold: true, size: 1.2, gapBefore: 0.3 });
  rows.push({ left: t.vatTitle ?? '', bold: true, gapBefore: 0.8 });
  for (const v of r.vat) {
    rows.push({ left: fill(t.vatLine ?? '', { rate: String(v.rate), gross: eur(v.gross), net: eur(v.net), tax: eur(v.tax) }) });
  }
  rows.push({ left: `${t.payment ?? ''}: ${r.payment === 'cash' ? (t.paymentCash ?? '') : (t.paymentAtm ?? '')}`, gapBefore: 0.6 });
  rows.push({ left: t.legal ?? '', size: 0.8, gapBefore: 0.8 });
  return rows;
}

/** What the font can write: narrow spaces as spaces, a character it lacks as "?". */
function writable(charset: ReadonlySet<number>, s: string): string {
  let out = '';
  for (const ch of s.replace(/[\u202f\u2009]/g, ' ')) out += charset.has(ch.codePointAt(0) ?? 0) ? ch : '?';
  return out;
}

/** Splits text into lines no wider than `width`, at spaces (a word longer than a line is cut). */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) {
      line = next;
    } else {
      out.push(line);
      line = word;
    }
  }
  out.push(line);
  return out;
}

interface Placed {
  left: string;
  right?: string;
  bold: boolean;
  size: number;
  gapBefore: number;
}

export async function receiptPdf(r: Receipt, lang: Language, paper: ReceiptSize): Promise<Uint8Array> {
  const g = GEOMETRY[paper];
  // pdf-lib and fontkit load with the first receipt, not at the server's start (~1 s of CPU and heap it may never need)
  const [{ PDFDocument, rgb }, { default: fontkit }] = await Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit')]);
  const doc = await PDFDocument.create();
  // the document's title is UTF-16 in the PDF: any letter may stand there
  doc.setTitle(`${texts(lang).title ?? 'Beleg'} ${r.receiptNr} – ${r.vendor.label}`);
  doc.setCreator('Lieferzone');
  doc.setProducer('Lieferzone');
  doc.registerFontkit(fontkit);
  const regular = await doc.embedFont(fontFile('regular'), { subset: true });
  const bold = await doc.embedFont(fontFile('bold'), { subset: true });
  const charsets = new Map<PDFFont, ReadonlySet<number>>([[regular, new Set(regular.getCharacterSet())], [bold, new Set(bold.getCharacterSet())]]);
  const inner = g.width - 2 * g.margin;

  // wrap every row to the paper's width: the right-hand amount keeps its room on the row's first line
  const placed: Placed[] = [];
  for (const row of receiptRows(r, lang)) {
    const font = row.bold ? bold : regular;
    const size = g.size * (row.size ?? 1);
    const charset = charsets.get(font) ?? new Set<number>();
    const left = writable(charset, row.left);
    const right = row.right === undefined ? undefined : writable(charset, row.right);
    const room = right ? inner - font.widthOfTextAtSize(right, size) - size : inner;
    wrap(font, left, size, room).forEach((text, i) => {
      placed.push({
        left: text, ...(i === 0 && right ? { right } : {}), bold: !!row.bold, size, gapBefore: i === 0 ? (row.gapBefore ?? 0) * g.size : 0,
      });
    });
  }
  const lineHeight = (p: Placed) => p.size * 1.3 + p.gapBefore;
  const contentHeight = placed.reduce((s, p) => s + lineHeight(p), 0);
  const pageHeight = g.height ?? contentHeight + 2 * g.margin;

  let page: PDFPage = doc.addPage([g.width, pageHeight]);
  let y = pageHeight - g.margin;
  for (const p of placed) {
    const h = lineHeight(p);
    if (y - h < g.margin && g.height !== null) {
      page = doc.addPage([g.width, pageHeight]);
      y = pageHeight - g.margin;
    }
    y -= h;
    const font = p.bold ? bold : regular;
    page.drawText(p.left, { x: g.margin, y, size: p.size, font, color: rgb(0, 0, 0) });
    if (p.right) page.drawText(p.right, { x: g.width - g.margin - font.widthOfTextAtSize(p.right, p.size), y, size: p.size, font, color: rgb(0, 0, 0) });
  }
  return doc.save();
}
