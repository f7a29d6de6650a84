/**
 * GET /dev/operator (HTML; `?format=json` for scripts and tests): the demo operator's e-mail and password. Registered
 * only in demo mode and never with NODE_ENV=production, whatever the config says; the operator is seeded at start.
 */
import type { FastifyInstance } from 'fastify';
import { demoRoutesEnabled, type Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { DEMO_OPERATOR_EMAIL, ensureDemoOperator } from './operators.ts';
import { demoCredentials } from './repositories/operators.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function registerDemoOperator(app: FastifyInstance, config: Config, db: Db): void {
  if (!demoRoutesEnabled(config)) return;
  app.addHook('onReady', () => ensureDemoOperator(db));
  app.get('/dev/operator', async (req, reply) => {
    const row = await demoCredentials(db, DEMO_OPERATOR_EMAIL);
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    if (!row) return reply.status(404).send({ error: { code: 404, message: 'No demo operator', status: 'NOT_FOUND' } });
    if ((req.query as Record<string, unknown>).format === 'json') return { email: row.email, password: row.password };
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo: Operator-Zugang</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}</style>
</head><body><main>
<h1>Demo: Operator-Zugang</h1>
<p>Nur im Demo-Modus. Anmeldung im Backoffice unter <a href="/ops">/ops</a>.</p>
<dl><dt>E-Mail</dt><dd><code>${esc(row.email)}</code></dd><dt>Passwort</dt><dd><code>${esc(row.password)}</code></dd></dl>
</main></body></html>`);
  });
}
