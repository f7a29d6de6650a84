import { normalize, plainText, searchFaq, searchTerms, type FaqEntry } from './faq-search.ts';

const entries: FaqEntry[] = [
  { id: 'payment_options', section: 'payment', question: 'Welche Zahlungsarten gibt es?', answer: '<p>Sie bezahlen <strong>bar</strong> oder mit Karte.</p>' },
  { id: 'failed_payment', section: 'payment', question: 'Was passiert, wenn die Zahlung fehlschlägt?', answer: '<p>Wird Ihre Karte abgelehnt, zahlen Sie bar.</p>' },
  { id: 'cancel_order', section: 'ordering', question: 'Siparişimi iptal edebilir miyim?', answer: '<p>Restoran <strong>İptal</strong> ederse ödeme yok.</p>' },
  { id: 'create_account', section: 'account', question: 'How do I create an account?', answer: 'Tap<br/>“Sign in”.' },
];

describe('FAQ search', () => {
  it('when answers carry tags, then the plain text has spaces where the tags were and no markup', () => {
    expect(plainText('<p>Sie zahlen <strong>bar</strong>.</p><p>Oder</p>')).toBe('Sie zahlen bar . Oder');
    expect(plainText('Tap<br/>“Sign in”.')).toBe('Tap “Sign in”.');
  });

  it('when text is normalised, then case, accents, ß and the Turkish i forms are ignored', () => {
    expect(normalize('Zahlungsarten ÖDEME İptal ılık Straße')).toBe('zahlungsarten odeme iptal ilik strasse');
    expect(searchTerms('  Karte,  BAR! ')).toEqual(['karte', 'bar']);
  });

  it('when a word occurs only in an answer, then that question is found', () => {
    expect(searchFaq(entries, 'abgelehnt').map((e) => e.id)).toEqual(['failed_payment']);
  });

  it('when several words are typed, then only questions containing all of them are found', () => {
    expect(searchFaq(entries, 'karte bar').map((e) => e.id)).toEqual(['payment_options', 'failed_payment']);
    expect(searchFaq(entries, 'karte sign').map((e) => e.id)).toEqual([]);
  });

  it('when a word matches one question by its title and another by its answer, then the title match comes first', () => {
    // "zahlung" is in both titles' words? only failed_payment's title has "Zahlung"; payment_options has "Zahlungsarten"
    expect(searchFaq(entries, 'zahlung').map((e) => e.id)).toEqual(['payment_options', 'failed_payment']);
    expect(searchFaq(entries, 'bar').map((e) => e.id)).toEqual(['payment_options', 'failed_payment']);
    expect(searchFaq(entries, 'fehlschlägt').map((e) => e.id)).toEqual(['failed_payment']);
  });

  it('when Turkish is typed without its special letters, then the Turkish question is still found', () => {
    expect(searchFaq(entries, 'siparisimi iptal').map((e) => e.id)).toEqual(['cancel_order']);
    expect(searchFaq(entries, 'odeme').map((e) => e.id)).toEqual(['cancel_order']);
  });

  it('when the query is blank or punctuation only, then nothing is listed', () => {
    expect(searchFaq(entries, '   ')).toEqual([]);
    expect(searchFaq(entries, '?!')).toEqual([]);
  });

  it('when a tag name is typed, then markup is not searched', () => {
    expect(searchFaq(entries, 'strong')).toEqual([]);
  });
});
