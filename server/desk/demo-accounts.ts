/**
 * Demo mode only (DEMO_MODE=1, which config refuses with NODE_ENV=production): every vendor gets a desk account
 * `desk+<vendorId>@lieferzone.demo` with a random password (128 bits from the CSPRNG; nothing derived from the
 * vendor's data). The account stores its bcrypt hash like every password; the plain password is kept only in
 * vendor.demo_desk_credentials so GET /dev/desk-accounts can list it for testers. Created at start for every vendor
 * that has none yet (idempotent; several nodes may start at once).
 *
 * bcrypt cost 4 here instead of the sign-up's 10: the cost protects guessable passwords, and these are random
 * 128-bit strings, so it only saves seconds at start with a few hundred demo vendors.
 */
import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { FastifyInstance } from 'fastify';
import { demoRoutesEnabled, type Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import {
  demoDeskCredentials, emailTaken, insertDemoDeskAccount, lockDemoDeskAccount, vendorsWithoutDeskAccount,
  type DemoDeskCredentials,
} from './repositories/desk-accounts.ts';

const DEMO_BCRYPT_COST = 4;

export const demoDeskEmail = (vendorId: string) => `desk+${vendorId}@lieferzone.demo`;

/** 22 base64url characters (128 bits) with a letter and a digit, as the password rule wants. */
function randomPassword(): string {
  for (;;) {
    const pw = randomBytes(16).toString('base64url');
    if (/[A-Za-z]/.test(pw) && /\d/.test(pw)) return pw;
  }
}

/** Creates the missing demo desk accounts: how many were created. */
export async function ensureDemoDeskAccounts(db: Db): Promise<number> {
  const missing = await vendorsWithoutDeskAccount(db);
  // one transaction for all of them: a transaction per vendor took over Fastify's 10 s for start-up hooks with a few
  // hundred vendors on PGlite on a busy machine (the server then did not start)
  return db.tx(async (q) => {
    let created = 0;
    for (const id of missing) {
      const password = randomPassword();
      const hash = await bcrypt.hash(password, DEMO_BCRYPT_COST);
      const email = demoDeskEmail(id);
      if (db.kind === 'postgres') await lockDemoDeskAccount(q, id);
      if (await emailTaken(q, email)) continue; // another node made it meanwhile
      if (await insertDemoDeskAccount(q, { vendorId: id, email, passwordHash: hash, password })) created++;
    }
    return created;
  });
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(rows: DemoDeskCredentials[]): string {
  const body = rows
    .map((r) => `<tr><td>${escapeHtml(r.vendorLabel)}</td><td><code>${escapeHtml(r.email)}</code></td><td><code>${escapeHtml(r.password)}</code></td></tr>`)
    .join('\n');
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo: Desk-Zugänge</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #999;padding:.3rem .6rem;text-align:left}</style>
</head><body><main>
<h1>Demo: Desk-Zugänge der Restaurants</h1>
<p>Nur im Demo-Modus. Anmeldung unter <a href="/desk">/desk</a> mit E-Mail und Passwort.</p>
<table><thead><tr><th scope="col">Restaurant</th><th scope="col">E-Mail</th><th scope="col">Passwort</th></tr></thead>
<tbody>
${body}
</tbody></table></main></body></html>`;
}

/**
 * GET /dev/desk-accounts (HTML; `?format=json` for scripts and tests): registered only in demo mode and never with
 * NODE_ENV=production, whatever the config says.
 */
export function registerDemoDeskAccounts(app: FastifyInstance, config: Config, db: Db): void {
  if (!demoRoutesEnabled(config)) return;
  app.get('/dev/desk-accounts', async (req, reply) => {
    const rows = await demoDeskCredentials(db);
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    if ((req.query as Record<string, unknown>).format === 'json') {
      return { accounts: rows.map((r) => ({ vendorId: r.vendorId, vendorLabel: r.vendorLabel, email: r.email, password: r.password })) };
    }
    return reply.type('text/html; charset=utf-8').send(page(rows));
  });
}
