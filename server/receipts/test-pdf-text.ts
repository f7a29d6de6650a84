/**
 * The text of a PDF (tests only), read by PDF.js the way a viewer reads it: through each font's ToUnicode map, so an
 * embedded font's glyphs come back as the letters they stand for (ş, ğ, ı, €). The text items of every page are joined
 * by spaces, any run of spaces (no-break ones too) read as one. Enough to find a total or a Turkish heading on a receipt.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfText(pdf: Uint8Array): Promise<string> {
  // PDF.js takes the buffer over: hand it a copy so the caller's bytes stay readable
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
  const texts: string[] = [];
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      for (const item of content.items) if ('str' in item && item.str) texts.push(item.str);
    }
  } finally {
    await doc.destroy();
  }
  // PDF.js adds items of spaces between a row's left and right text: one space stands for any run
  return texts.join(' ').replace(/[\s\u00a0]+/g, ' ').trim();
}
