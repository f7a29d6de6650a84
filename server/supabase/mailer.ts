/**
 * Auth mails (sign-up code, password-reset code) through nodemailer. With SMTP_URL they go out for real; without it
 * they are rendered by nodemailer's JSON transport and kept in memory, readable at GET /dev/mailbox?to=… in demo
 * mode only (DEMO_MODE, never in production).
 * German by default; English or Turkish when the user's metadata language (language/lang/locale) says so.
 */
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailRecord {
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

export type MailKind = 'signup' | 'recovery' | 'already_registered';
export type MailLang = 'de' | 'en' | 'tr';

export interface AuthMail {
  kind: MailKind;
  to: string;
  lang: MailLang;
  code?: string;
  /** a link that opens the app with the code (recovery) or the app itself */
  link?: string;
  firstName?: string;
  expiresMinutes: number;
}

const MAX_KEPT = 500;

export class Mailer {
  private readonly transport: Transporter;
  private readonly kept: MailRecord[] = [];
  readonly demo: boolean;

  /** MAIL_DISABLED: nothing is sent; the auth routes that need mail answer an error instead. */
  readonly disabled: boolean;

  constructor(private readonly opts: { smtpUrl?: string | undefined; from: string; disabled?: boolean }) {
    this.disabled = Boolean(opts.disabled);
    this.demo = !opts.smtpUrl && !this.disabled;
    // a mail server that does not answer fails the request within seconds instead of holding it open
    this.transport = opts.smtpUrl
      ? nodemailer.createTransport({ url: opts.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
      : nodemailer.createTransport({ jsonTransport: true });
  }

  async send(mail: AuthMail): Promise<void> {
    await this.sendMessage({ to: mail.to, ...renderAuthMail(mail) });
  }

  /** A mail rendered by the caller (e.g. the public forms' confirmations); kept for the demo mailbox like the rest. */
  async sendMessage({ to, subject, text, html }: { to: string; subject: string; text: string; html: string }): Promise<void> {
    if (this.disabled) throw new Error('mail is disabled (MAIL_DISABLED)');
    await this.transport.sendMail({ from: this.opts.from, to, subject, text, html });
    if (this.demo) {
      this.kept.push({ to, subject, text, html, sentAt: new Date().toISOString() });
      if (this.kept.length > MAX_KEPT) this.kept.splice(0, this.kept.length - MAX_KEPT);
    }
  }

  /** Demo mailbox: mails to this address, newest first. */
  mailbox(to: string): MailRecord[] {
    const want = to.trim().toLowerCase();
    return this.kept.filter((m) => m.to.toLowerCase() === want).reverse();
  }

  close(): void {
    this.transport.close();
  }
}

export function mailLang(meta: unknown): MailLang {
  if (meta && typeof meta === 'object') {
    const m = meta as Record<string, unknown>;
    for (const k of ['language', 'lang', 'locale', 'lng']) {
      const v = m[k];
      if (typeof v === 'string') {
        const l = v.slice(0, 2).toLowerCase();
        if (l === 'en' || l === 'tr' || l === 'de') return l;
      }
    }
  }
  return 'de';
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

interface Texts {
  subject: string;
  greeting: (name?: string) => string;
  lines: string[];
  codeLabel?: string;
  linkLabel?: string;
  footer: string;
}

function texts(mail: AuthMail): Texts {
  const min = mail.expiresMinutes;
  const t: Record<MailLang, Record<MailKind, Texts>> = {
    de: {
      signup: {
        subject: 'Ihr Bestätigungscode für Lieferzone',
        greeting: (n) => (n ? `Hallo ${n},` : 'Hallo,'),
        lines: ['danke für Ihre Registrierung bei Lieferzone. Bitte bestätigen Sie Ihre E-Mail-Adresse mit diesem Code:', `Der Code ist ${min} Minuten gültig.`],
        codeLabel: 'Bestätigungscode',
        linkLabel: 'Oder bestätigen Sie über diesen Link:',
        footer: 'Wenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.',
      },
      recovery: {
        subject: 'Ihr Code zum Zurücksetzen des Passworts',
        greeting: (n) => (n ? `Hallo ${n},` : 'Hallo,'),
        lines: ['Sie haben ein neues Passwort für Ihr Lieferzone-Konto angefordert. Ihr Code:', `Der Code ist ${min} Minuten gültig.`],
        codeLabel: 'Code',
        linkLabel: 'Oder öffnen Sie diesen Link:',
        footer: 'Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren. Ihr Passwort bleibt unverändert.',
      },
      already_registered: {
        subject: 'Sie haben bereits ein Lieferzone-Konto',
        greeting: (n) => (n ? `Hallo ${n},` : 'Hallo,'),
        lines: ['jemand hat versucht, mit Ihrer E-Mail-Adresse ein neues Konto anzulegen. Sie haben bereits ein Konto – melden Sie sich einfach an oder setzen Sie Ihr Passwort zurück.'],
        footer: 'Wenn Sie das nicht waren, können Sie diese E-Mail ignorieren.',
      },
    },
    en: {
      signup: {
        subject: 'Your Lieferzone confirmation code',
        greeting: (n) => (n ? `Hello ${n},` : 'Hello,'),
        lines: ['thank you for signing up with Lieferzone. Please confirm your e-mail address with this code:', `The code is valid for ${min} minutes.`],
        codeLabel: 'Confirmation code',
        linkLabel: 'Or confirm with this link:',
        footer: 'If you did not sign up, you can ignore this e-mail.',
      },
      recovery: {
        subject: 'Your password reset code',
        greeting: (n) => (n ? `Hello ${n},` : 'Hello,'),
        lines: ['You asked for a new password for your Lieferzone account. Your code:', `The code is valid for ${min} minutes.`],
        codeLabel: 'Code',
        linkLabel: 'Or open this link:',
        footer: 'If you did not ask for this, ignore this e-mail. Your password stays unchanged.',
      },
      already_registered: {
        subject: 'You already have a Lieferzone account',
        greeting: (n) => (n ? `Hello ${n},` : 'Hello,'),
        lines: ['Someone tried to create a new account with your e-mail address. You already have an account – just sign in or reset your password.'],
        footer: 'If this was not you, you can ignore this e-mail.',
      },
    },
    tr: {
      signup: {
        subject: 'Lieferzone doğrulama kodunuz',
        greeting: (n) => (n ? `Merhaba ${n},` : 'Merhaba,'),
        lines: ["Lieferzone'a kaydolduğunuz için teşekkürler. Lütfen e-posta adresinizi bu kodla doğrulayın:", `Kod ${min} dakika geçerlidir.`],
        codeLabel: 'Doğrulama kodu',
        linkLabel: 'Ya da bu bağlantıyla doğrulayın:',
        footer: 'Kaydolmadıysanız bu e-postayı yok sayabilirsiniz.',
      },
      recovery: {
        subject: 'Şifre sıfırlama kodunuz',
        greeting: (n) => (n ? `Merhaba ${n},` : 'Merhaba,'),
        lines: ['Lieferzone hesabınız için yeni bir şifre istediniz. Kodunuz:', `Kod ${min} dakika geçerlidir.`],
        codeLabel: 'Kod',
        linkLabel: 'Ya da bu bağlantıyı açın:',
        footer: 'Bunu siz istemediyseniz bu e-postayı yok sayın. Şifreniz değişmeden kalır.',
      },
      already_registered: {
        subject: 'Zaten bir Lieferzone hesabınız var',
        greeting: (n) => (n ? `Merhaba ${n},` : 'Merhaba,'),
        lines: ['Birisi e-posta adresinizle yeni bir hesap oluşturmaya çalıştı. Zaten bir hesabınız var – giriş yapın veya şifrenizi sıfırlayın.'],
        footer: 'Bu siz değilseniz bu e-postayı yok sayabilirsiniz.',
      },
    },
  };
  return t[mail.lang][mail.kind];
}

export function renderAuthMail(mail: AuthMail): { subject: string; text: string; html: string } {
  const t = texts(mail);
  const name = mail.firstName?.trim().slice(0, 100) || undefined;
  const textParts = [t.greeting(name), '', t.lines[0] ?? ''];
  if (mail.code) textParts.push('', `    ${mail.code}`, '');
  textParts.push(...t.lines.slice(1));
  if (mail.link && t.linkLabel) textParts.push('', t.linkLabel, mail.link);
  textParts.push('', t.footer, '', 'Lieferzone');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937">',
    `<p>${esc(t.greeting(name))}</p>`,
    `<p>${esc(t.lines[0] ?? '')}</p>`,
    mail.code
      ? `<p aria-label="${esc(t.codeLabel ?? 'Code')}" style="font-size:28px;font-weight:bold;letter-spacing:6px">${esc(mail.code)}</p>`
      : '',
    ...t.lines.slice(1).map((l) => `<p>${esc(l)}</p>`),
    mail.link && t.linkLabel ? `<p>${esc(t.linkLabel)} <a href="${esc(mail.link)}">${esc(mail.link)}</a></p>` : '',
    `<p style="color:#6b7280">${esc(t.footer)}</p><p>Lieferzone</p></body></html>`,
  ].join('');
  return { subject: t.subject, text: textParts.join('\n'), html };
}
