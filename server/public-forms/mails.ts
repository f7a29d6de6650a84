/**
 * Confirmation mails of the courier application, the restaurant sign-up and the job application (issue 12): sent
 * through the app's mailer (kept in the demo mailbox without SMTP) in the page's language, with the reference and
 * what happens next (spec 3 §2.2, §9: answer within 2–3 working days; careers: 1–2 weeks). Plain text and escaped
 * HTML; the applicant's own name is the only submitted text in it.
 */
import type { PublicFormKind } from '../../src/domain/forms/submission.ts';

type Lang = 'de' | 'en' | 'tr';
type MailKind = Extract<PublicFormKind, 'courier-application' | 'restaurant-signup' | 'job-application'>;

interface Texts {
  subject: (ref: string) => string;
  greeting: (name: string) => string;
  received: string;
  next: string;
  reference: string;
  footer: string;
}

const T: Record<Lang, Record<MailKind, Texts>> = {
  de: {
    'courier-application': {
      subject: (r) => `Ihre Bewerbung als Fahrer:in ist eingegangen (${r})`,
      greeting: (n) => `Hallo ${n},`,
      received: 'vielen Dank für Ihre Bewerbung als Fahrer:in bei Lieferzone. Wir haben sie erhalten.',
      next: 'Wir melden uns innerhalb von 2–3 Werktagen bei Ihnen.',
      reference: 'Ihre Referenznummer',
      footer: 'Wenn Sie sich nicht beworben haben, können Sie diese E-Mail ignorieren.',
    },
    'restaurant-signup': {
      subject: (r) => `Ihre Partner-Anmeldung ist eingegangen (${r})`,
      greeting: (n) => `Hallo ${n},`,
      received: 'vielen Dank für die Anmeldung Ihres Restaurants bei Lieferzone. Wir haben sie erhalten.',
      next: 'Wir prüfen Ihre Angaben innerhalb von 2–3 Werktagen und melden uns dann mit den nächsten Schritten.',
      reference: 'Ihre Referenznummer',
      footer: 'Wenn Sie sich nicht angemeldet haben, können Sie diese E-Mail ignorieren.',
    },
    'job-application': {
      subject: (r) => `Ihre Bewerbung ist eingegangen (${r})`,
      greeting: (n) => `Hallo ${n},`,
      received: 'vielen Dank für Ihre Bewerbung bei Lieferzone. Wir haben sie erhalten.',
      next: 'Wir melden uns innerhalb von 1–2 Wochen bei Ihnen.',
      reference: 'Ihre Referenznummer',
      footer: 'Wenn Sie sich nicht beworben haben, können Sie diese E-Mail ignorieren.',
    },
  },
  en: {
    'courier-application': {
      subject: (r) => `Your courier application has arrived (${r})`,
      greeting: (n) => `Hello ${n},`,
      received: 'thank you for applying as a courier with Lieferzone. We have received your application.',
      next: 'We will get back to you within 2–3 working days.',
      reference: 'Your reference number',
      footer: 'If you did not apply, you can ignore this e-mail.',
    },
    'restaurant-signup': {
      subject: (r) => `Your partner sign-up has arrived (${r})`,
      greeting: (n) => `Hello ${n},`,
      received: 'thank you for signing up your restaurant with Lieferzone. We have received it.',
      next: 'We will review your details within 2–3 working days and then contact you with the next steps.',
      reference: 'Your reference number',
      footer: 'If you did not sign up, you can ignore this e-mail.',
    },
    'job-application': {
      subject: (r) => `Your application has arrived (${r})`,
      greeting: (n) => `Hello ${n},`,
      received: 'thank you for applying to Lieferzone. We have received your application.',
      next: 'We will get back to you within 1–2 weeks.',
      reference: 'Your reference number',
      footer: 'If you did not apply, you can ignore this e-mail.',
    },
  },
  tr: {
    'courier-application': {
      subject: (r) => `Kurye başvurunuz alındı (${r})`,
      greeting: (n) => `Merhaba ${n},`,
      received: "Lieferzone'da kurye olarak başvurduğunuz için teşekkürler. Başvurunuzu aldık.",
      next: '2–3 iş günü içinde size dönüş yapacağız.',
      reference: 'Referans numaranız',
      footer: 'Başvuru yapmadıysanız bu e-postayı yok sayabilirsiniz.',
    },
    'restaurant-signup': {
      subject: (r) => `Partner kaydınız alındı (${r})`,
      greeting: (n) => `Merhaba ${n},`,
      received: "Restoranınızı Lieferzone'a kaydettiğiniz için teşekkürler. Kaydınızı aldık.",
      next: 'Bilgilerinizi 2–3 iş günü içinde inceleyip sonraki adımlarla size ulaşacağız.',
      reference: 'Referans numaranız',
      footer: 'Kayıt yapmadıysanız bu e-postayı yok sayabilirsiniz.',
    },
    'job-application': {
      subject: (r) => `Başvurunuz alındı (${r})`,
      greeting: (n) => `Merhaba ${n},`,
      received: "Lieferzone'a başvurduğunuz için teşekkürler. Başvurunuzu aldık.",
      next: '1–2 hafta içinde size dönüş yapacağız.',
      reference: 'Referans numaranız',
      footer: 'Başvuru yapmadıysanız bu e-postayı yok sayabilirsiniz.',
    },
  },
};

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export const isMailKind = (kind: PublicFormKind): kind is MailKind =>
  kind === 'courier-application' || kind === 'restaurant-signup' || kind === 'job-application';

/** Recipient and name of a stored form's confirmation. */
export function recipientOf(data: Readonly<Record<string, unknown>>): { to: string; name: string } | null {
  const to = data.email;
  const name = data.firstName ?? data.ownerFirstName;
  return typeof to === 'string' && to ? { to, name: typeof name === 'string' ? name.slice(0, 100) : '' } : null;
}

export function renderConfirmation(kind: MailKind, lang: Lang, reference: string, name: string): { subject: string; text: string; html: string } {
  const t = T[lang][kind];
  const greeting = t.greeting(name);
  const text = [greeting, '', t.received, '', `${t.reference}: ${reference}`, '', t.next, '', t.footer, '', 'Lieferzone'].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937">',
    `<p>${esc(greeting)}</p><p>${esc(t.received)}</p>`,
    `<p>${esc(t.reference)}: <strong>${esc(reference)}</strong></p>`,
    `<p>${esc(t.next)}</p><p style="color:#6b7280">${esc(t.footer)}</p><p>Lieferzone</p></body></html>`,
  ].join('');
  return { subject: t.subject(reference), text, html };
}
