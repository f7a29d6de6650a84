/**
 * The newsletter's confirmation mail (double opt-in) in the page's language: the confirm link and the unsubscribe
 * link, both on the configured public origin (SITE_URL, never a request header) with the token in the fragment
 * (browsers never send it to a server, so it shows up in no log). Plain text and escaped HTML; nothing the visitor
 * typed is in it.
 */
import type { Language } from '../../src/domain/languages.ts';

interface Texts {
  subject: string;
  hello: string;
  intro: string;
  confirm: string;
  ignore: string;
  unsubscribe: string;
}

const T: Record<Language, Texts> = {
  de: {
    subject: 'Bitte bestätigen Sie Ihre Anmeldung zum Lieferzone-Newsletter',
    hello: 'Hallo,',
    intro: 'jemand – hoffentlich Sie – hat diese Adresse für den Newsletter von Lieferzone angemeldet. Bitte bestätigen Sie die Anmeldung mit diesem Link (7 Tage gültig):',
    confirm: 'Anmeldung bestätigen',
    ignore: 'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ohne Bestätigung senden wir Ihnen nichts.',
    unsubscribe: 'Abmelden',
  },
  en: {
    subject: 'Please confirm your subscription to the Lieferzone newsletter',
    hello: 'Hello,',
    intro: 'someone – hopefully you – subscribed this address to the Lieferzone newsletter. Please confirm the subscription with this link (valid for 7 days):',
    confirm: 'Confirm subscription',
    ignore: 'If this was not you, ignore this e-mail: without a confirmation we send you nothing.',
    unsubscribe: 'Unsubscribe',
  },
  tr: {
    subject: 'Lieferzone bülteni kaydınızı lütfen onaylayın',
    hello: 'Merhaba,',
    intro: 'Birisi – umarız sizsiniz – bu adresi Lieferzone bültenine kaydetti. Lütfen kaydı bu bağlantıyla onaylayın (7 gün geçerli):',
    confirm: 'Kaydı onayla',
    ignore: 'Bu siz değilseniz bu e-postayı yok sayın: Onay olmadan size hiçbir şey göndermeyiz.',
    unsubscribe: 'Abonelikten çık',
  },
};

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export function newsletterLinks(siteUrl: string, tokens: { confirmToken: string; unsubscribeToken: string }): { confirm: string; unsubscribe: string } {
  const base = siteUrl.replace(/\/+$/, '');
  return {
    confirm: `${base}/blog/newsletter/confirm#token=${tokens.confirmToken}`,
    unsubscribe: `${base}/blog/newsletter/unsubscribe#token=${tokens.unsubscribeToken}`,
  };
}

export function renderConfirmationMail(lang: Language, links: { confirm: string; unsubscribe: string }): { subject: string; text: string; html: string } {
  const t = T[lang];
  const text = [t.hello, '', t.intro, links.confirm, '', t.ignore, '', `${t.unsubscribe}: ${links.unsubscribe}`, '', 'Lieferzone'].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937">',
    `<p>${esc(t.hello)}</p><p>${esc(t.intro)}</p>`,
    `<p><a href="${esc(links.confirm)}">${esc(t.confirm)}</a></p>`,
    `<p style="color:#6b7280">${esc(t.ignore)}</p>`,
    `<p style="color:#6b7280;font-size:12px"><a href="${esc(links.unsubscribe)}">${esc(t.unsubscribe)}</a></p>`,
    '<p>Lieferzone</p></body></html>',
  ].join('');
  return { subject: t.subject, text, html };
}
