/**
 * The desk invitation of an accepted restaurant sign-up (German, with an English paragraph: the sign-up stores no
 * language): the restaurant's name, the desk address and the one-time link to set the password. Plain text and
 * escaped HTML; the only submitted texts in it are the owner's and the restaurant's names.
 */
import { siteUrl, type Config } from '../config.ts';
import type { Mailer } from '../supabase/mailer.ts';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export interface Invitation {
  to: string;
  ownerName: string;
  restaurantName: string;
  link: string;
}

export function renderInvitation(config: Config, inv: Invitation): { subject: string; text: string; html: string } {
  const desk = `${siteUrl(config)}/desk`;
  const name = inv.ownerName.trim().slice(0, 200);
  const restaurant = inv.restaurantName.trim().slice(0, 200);
  const subject = `Willkommen bei Lieferzone: Ihr Restaurant-Desk für ${restaurant}`;
  const de = [
    `Hallo ${name},`,
    '',
    `Ihre Partner-Anmeldung für „${restaurant}“ wurde angenommen. Wir richten Ihr Restaurant gerade ein; sobald die Speisekarte steht, wird es veröffentlicht.`,
    `Ihr Desk-Zugang (Bestellungen annehmen, Speisekarte pflegen): ${desk}`,
    `Anmeldung mit dieser E-Mail-Adresse (${inv.to}). Legen Sie zuerst Ihr Passwort fest (der Link gilt 7 Tage und nur einmal):`,
    inv.link,
  ];
  const en = [
    `Your partner sign-up for "${restaurant}" was accepted. Set your password with the link above (valid for 7 days, once), then sign in at ${desk}.`,
  ];
  const text = [...de, '', ...en, '', 'Lieferzone'].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937">',
    `<p>${esc(`Hallo ${name},`)}</p>`,
    `<p>${esc(de[2] ?? '')}</p>`,
    `<p>Ihr Desk-Zugang: <a href="${esc(desk)}">${esc(desk)}</a></p>`,
    `<p>${esc(de[4] ?? '')}<br><a href="${esc(inv.link)}">Passwort festlegen</a></p>`,
    `<p style="color:#6b7280">${esc(en[0] ?? '')}</p><p>Lieferzone</p></body></html>`,
  ].join('');
  return { subject, text, html };
}

/** Sends the invitation (kept in the demo mailbox without SMTP); a failure is thrown to roll the acceptance back. */
export async function sendInvitation(mailer: Mailer, config: Config, inv: Invitation): Promise<void> {
  await mailer.sendMessage({ to: inv.to, ...renderInvitation(config, inv) });
}
