/**
 * Namespace-aware XML parsing for the sitemap tests, through jsdom's DOMParser (a real XML parser: a document that is
 * not well-formed yields a <parsererror>). jsdom ships no types and the server's tsconfig has no DOM library, so the
 * few members used are typed here.
 */
import { createRequire } from 'node:module';

export interface XmlElement {
  namespaceURI: string | null;
  localName: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
  getElementsByTagNameNS(ns: string, name: string): ArrayLike<XmlElement>;
  getElementsByTagName(name: string): ArrayLike<XmlElement>;
}

interface Jsdom {
  JSDOM: new (html: string) => { window: { DOMParser: new () => { parseFromString(text: string, type: string): { documentElement: XmlElement } } } };
}

const { JSDOM } = createRequire(import.meta.url)('jsdom') as Jsdom;

/** The document element of `text` parsed as XML, or an error naming the parser's complaint. */
export function parseXml(text: string): XmlElement {
  const root = new new JSDOM('').window.DOMParser().parseFromString(text, 'application/xml').documentElement;
  const error = root.getElementsByTagName('parsererror')[0] ?? (root.localName === 'parsererror' ? root : undefined);
  if (error) throw new Error(`not well-formed XML: ${error.textContent ?? ''}`);
  return root;
}
