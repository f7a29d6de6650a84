/**
 * Ethics reports and their follow-up (issue 12): an anonymous report keeps nothing that names the reporter — no
 * contact data, no IP address, no user agent, no account, also not in the log — and the case can be followed with its
 * number and one-time secret only.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { VALID_FORM_DATA } from '../../src/domain/forms/cases.ts';
import { createTestApp } from '../test-helpers.ts';
import { postOperatorReply } from './ethics-cases.ts';
import { CASE_FAILURES_PER_IP } from './limits.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_WRITE_RATE_LIMIT: '1000' });
});
afterAll(async () => {
  await t.close();
});

interface Answer { reference: string; caseNumber: string; caseSecret: string }
interface Case { caseNumber: string; status: string; category: string; messages: { author: string; body: string; clientId: string }[] }

const REPORTER_IP = '192.0.2.77';
const REPORTER_UA = 'Whistle-Browser/7.3 (reporter device)';
const ANONYMOUS = {
  ...VALID_FORM_DATA['ethics-report'],
  anonymous: true,
  contactName: 'Eva Geheim',
  contactEmail: 'eva.geheim@example.com',
  contactPhone: '+43 660 9876543',
  location: 'Lager Linz',
};

const report = (data: Record<string, unknown>, submissionId: string = randomUUID(), remoteAddress = REPORTER_IP) =>
  t.app.inject({ method: 'POST', url: '/api/v1/forms/ethics-report', payload: { submissionId, data }, remoteAddress, headers: { 'user-agent': REPORTER_UA } });
const lookup = (body: Record<string, unknown>, remoteAddress = REPORTER_IP) =>
  t.app.inject({ method: 'POST', url: '/api/v1/ethics-cases/lookup', payload: body, remoteAddress, headers: { 'user-agent': REPORTER_UA } });
const message = (body: Record<string, unknown>, remoteAddress = REPORTER_IP) =>
  t.app.inject({ method: 'POST', url: '/api/v1/ethics-cases/messages', payload: body, remoteAddress });

describe('an anonymous ethics report', () => {
  it('when it is filed with contact data typed in, then the row keeps none of it and nothing IP- or device-like', async () => {
    const submissionId = randomUUID();
    const r = await report(ANONYMOUS, submissionId);
    expect(r.statusCode).toBe(201);
    const [row] = await t.tdb.db.query<{ row: Record<string, unknown> }>(`select to_jsonb(e) as row from public.ethics_reports e where submission_id = $1`, [submissionId]);
    expect(row!.row).toMatchObject({ anonymous: true, contact_name: null, contact_email: null, contact_phone: null, category: 'fraud', status: 'submitted' });
    const text = JSON.stringify(row!.row);
    for (const trace of [REPORTER_IP, REPORTER_UA, 'Eva', 'eva.geheim', '9876543']) expect(text).not.toContain(trace);
    const columns = Object.keys(row!.row);
    expect(columns.filter((c) => /(^|_)(ip|address_ip|agent|user|account|device|session)(_|$)/.test(c))).toEqual([]);
  });

  it('when it is filed with the name given, then the contact data is kept', async () => {
    const submissionId = randomUUID();
    await report({ ...ANONYMOUS, anonymous: false }, submissionId);
    const [row] = await t.tdb.db.query(`select contact_name, contact_email from public.ethics_reports where submission_id = $1`, [submissionId]);
    expect(row).toEqual({ contact_name: 'Eva Geheim', contact_email: 'eva.geheim@example.com' });
  });

  it('when the reporter and the app log at info level, then neither the address nor the user agent is written', async () => {
    const logged = await createTestApp({ LOG_LEVEL: 'info' });
    // pino writes the log with sonic-boom through fs.write / fs.writeSync on stdout's descriptor: catch those writes
    const writes: string[] = [];
    const text = (data: unknown) => (Buffer.isBuffer(data) ? data.toString('utf8') : String(data));
    const spySync = vi.spyOn(fs, 'writeSync').mockImplementation((_fd: number, data: unknown) => {
      writes.push(text(data));
      return Buffer.byteLength(text(data));
    });
    const spyAsync = vi.spyOn(fs, 'write').mockImplementation(((_fd: number, data: unknown, ...rest: unknown[]) => {
      writes.push(text(data));
      const cb = rest.at(-1) as (err: null, n: number) => void;
      process.nextTick(() => cb(null, Buffer.byteLength(text(data))));
    }));
    try {
      const inject = (url: string, payload: Record<string, unknown>) =>
        logged.app.inject({ method: 'POST', url, payload, remoteAddress: REPORTER_IP, headers: { 'user-agent': REPORTER_UA } });
      const answer = (await inject('/api/v1/forms/ethics-report', { submissionId: randomUUID(), data: ANONYMOUS })).json<Answer>();
      await inject('/api/v1/ethics-cases/lookup', { caseNumber: answer.caseNumber, caseSecret: answer.caseSecret });
      await inject('/api/v1/ethics-cases/lookup', { caseNumber: answer.caseNumber, caseSecret: 'A'.repeat(26) });
      await inject('/api/v1/ethics-cases/messages', { caseNumber: answer.caseNumber, caseSecret: answer.caseSecret, clientId: randomUUID(), body: 'Noch etwas' });
      const ethicsLog = writes.join('');
      // the control: another route's request log does carry the address, so the capture works
      await inject('/api/v1/forms/vendor-recommendation', { submissionId: randomUUID(), data: VALID_FORM_DATA['vendor-recommendation'] });
      expect(writes.join('')).toContain(REPORTER_IP);
      expect(ethicsLog).not.toContain(REPORTER_IP);
      expect(ethicsLog).not.toContain(REPORTER_UA);
      expect(ethicsLog).not.toContain(answer.caseSecret);
    } finally {
      spySync.mockRestore();
      spyAsync.mockRestore();
      await logged.close();
    }
  });
});

describe('following a case with its number and secret', () => {
  it('when the number and secret are given (also typed loosely), then the case shows its status and no contact data', async () => {
    const a = (await report(ANONYMOUS)).json<Answer>();
    expect(a.caseNumber).toMatch(/^EC-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(a.caseSecret).toMatch(/^[0-9A-Z]{26}$/);
    const r = await lookup({ caseNumber: a.caseNumber.toLowerCase().replace(/-/g, ' '), caseSecret: a.caseSecret.toLowerCase().replace(/(.{5})/g, '$1-') });
    expect(r.statusCode).toBe(200);
    expect(r.json<Case>()).toEqual({ caseNumber: a.caseNumber, reference: a.reference, status: 'submitted', category: 'fraud', createdAt: expect.any(String), messages: [] });
    expect(r.headers['cache-control']).toBe('no-store');
  });

  it('when the secret is wrong, then the answer is the same 404 as for an unknown case number', async () => {
    const a = (await report(ANONYMOUS)).json<Answer>();
    const wrong = await lookup({ caseNumber: a.caseNumber, caseSecret: `${a.caseSecret.slice(0, 25)}${a.caseSecret.endsWith('0') ? '1' : '0'}` }, '192.0.2.80');
    const unknown = await lookup({ caseNumber: 'EC-0000-0000', caseSecret: a.caseSecret }, '192.0.2.80');
    expect(wrong.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(wrong.body).toBe(unknown.body);
  });

  it('when one client keeps guessing, then after its failure budget even the right secret waits (429); others are not affected', async () => {
    const a = (await report(ANONYMOUS)).json<Answer>();
    for (let i = 0; i < CASE_FAILURES_PER_IP; i++) {
      expect((await lookup({ caseNumber: a.caseNumber, caseSecret: 'Z'.repeat(26) }, '192.0.2.90')).statusCode).toBe(404);
    }
    const blocked = await lookup({ caseNumber: a.caseNumber, caseSecret: a.caseSecret }, '192.0.2.90');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await lookup({ caseNumber: a.caseNumber, caseSecret: a.caseSecret }, '192.0.2.91')).statusCode).toBe(200);
  });

  it('when the reporter writes and resends the same message, then it is stored once; the operator\'s reply and status show', async () => {
    const a = (await report(ANONYMOUS)).json<Answer>();
    const clientId = randomUUID();
    const body = { caseNumber: a.caseNumber, caseSecret: a.caseSecret, clientId, body: 'Die Rechnungen liegen im Ordner 7.' };
    expect((await message(body)).statusCode).toBe(200);
    const again = await message(body);
    expect(again.json<Case>().messages.map((m) => m.body)).toEqual(['Die Rechnungen liegen im Ordner 7.']);
    await postOperatorReply(t.tdb.db, a.caseNumber, { clientId: randomUUID(), body: 'Danke, wir prüfen das.', status: 'reviewing' });
    const seen = (await lookup({ caseNumber: a.caseNumber, caseSecret: a.caseSecret })).json<Case>();
    expect(seen.status).toBe('reviewing');
    expect(seen.messages.map((m) => [m.author, m.body])).toEqual([
      ['reporter', 'Die Rechnungen liegen im Ordner 7.'],
      ['operator', 'Danke, wir prüfen das.'],
    ]);
  });

  it('when a message has the wrong secret or no text, then it is refused and nothing is stored', async () => {
    const a = (await report(ANONYMOUS)).json<Answer>();
    const wrong = await message({ caseNumber: a.caseNumber, caseSecret: 'Y'.repeat(26), clientId: randomUUID(), body: 'Hallo' }, '192.0.2.95');
    expect(wrong.statusCode).toBe(404);
    const empty = await message({ caseNumber: a.caseNumber, caseSecret: a.caseSecret, clientId: randomUUID(), body: '   ' });
    expect(empty.statusCode).toBe(400);
    const n = await t.tdb.db.query<{ n: number }>(
      `select count(*)::int as n from public.ethics_case_messages m join public.ethics_reports r on r.id = m.report_id where r.case_number = $1`,
      [a.caseNumber],
    );
    expect(n[0]!.n).toBe(0);
  });

  it('when the report itself is resent (its answer was lost), then the case is the same and only the new secret opens it', async () => {
    const submissionId = randomUUID();
    const first = (await report(ANONYMOUS, submissionId)).json<Answer>();
    const resent = await report(ANONYMOUS, submissionId);
    expect(resent.statusCode).toBe(200);
    const second = resent.json<Answer>();
    expect([second.reference, second.caseNumber]).toEqual([first.reference, first.caseNumber]);
    expect(second.caseSecret).not.toBe(first.caseSecret);
    expect((await lookup({ caseNumber: first.caseNumber, caseSecret: first.caseSecret }, '192.0.2.96')).statusCode).toBe(404);
    expect((await lookup({ caseNumber: first.caseNumber, caseSecret: second.caseSecret })).statusCode).toBe(200);
    const rows = await t.tdb.db.query<{ n: number }>(`select count(*)::int as n from public.ethics_reports where submission_id = $1`, [submissionId]);
    expect(rows[0]!.n).toBe(1);
  });

  it('when the case secret is stored, then only its sha256 is in the database', async () => {
    const submissionId = randomUUID();
    const a = (await report(ANONYMOUS, submissionId)).json<Answer>();
    const [row] = await t.tdb.db.query<{ row: Record<string, unknown> }>(`select to_jsonb(e) as row from public.ethics_reports e where submission_id = $1`, [submissionId]);
    expect(JSON.stringify(row!.row)).not.toContain(a.caseSecret);
    expect(row!.row.case_secret_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
