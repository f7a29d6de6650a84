/**
 * POST /api/v1/forms/{kind} against the whole app on a real database (PGlite; PostgreSQL in CI): the shared
 * schemas' refusals as 400s naming the field, one row per submission id, the honeypot, the size and rate limits and
 * the confirmation mails in the demo mailbox.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_FORM_CASES, VALID_FORM_DATA, badData } from '../../src/domain/forms/cases.ts';
import { PUBLIC_FORM_KINDS, type PublicFormKind } from '../../src/domain/forms/submission.ts';
import { createTestApp } from '../test-helpers.ts';
import { FORM_TABLES } from './columns.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ DEMO_MODE: '1', PUBLIC_WRITE_RATE_LIMIT: '1000' });
});
afterAll(async () => {
  await t.close();
});

let ip = 0;
/** every test its own client address, so the per-client limit only matters where a test wants it */
const nextIp = () => `203.0.113.${++ip}`;

const submit = (kind: PublicFormKind, body: unknown, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: `/api/v1/forms/${kind}`, payload: body as Record<string, unknown>, remoteAddress });
const count = async (kind: PublicFormKind) =>
  (await t.tdb.db.query<{ n: number }>(`select count(*)::int as n from public.${FORM_TABLES[kind].table}`))[0]!.n;

const mailbox = async (to: string) => {
  for (let i = 0; i < 50; i++) {
    const r = await t.app.inject({ url: `/dev/mailbox?to=${encodeURIComponent(to)}` });
    const mails = r.json<{ subject: string; text: string }[]>();
    if (mails.length) return mails;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return [];
};

describe('public form submissions', () => {
  it.each(PUBLIC_FORM_KINDS)('when a valid %s is sent, then 201 answers its new reference and one row is stored', async (kind) => {
    const before = await count(kind);
    const r = await submit(kind, { submissionId: randomUUID(), data: VALID_FORM_DATA[kind] });
    expect(r.statusCode).toBe(201);
    const prefix = FORM_TABLES[kind].prefix;
    expect(r.json<{ reference: string }>().reference).toMatch(new RegExp(`^${prefix}-\\d{4}-\\d{6}$`));
    expect(await count(kind)).toBe(before + 1);
  });

  it('when a courier applies, then the row holds the trimmed values, nulls for empty fields and the compact IBAN', async () => {
    const submissionId = randomUUID();
    const r = await submit('courier-application', { submissionId, data: { ...VALID_FORM_DATA['courier-application'], firstName: '  Kurt  ' } });
    const [row] = await t.tdb.db.query(
      `select reference, first_name, tax_number, iban, availability, date_of_birth::text as dob, status from public.courier_applications where submission_id = $1`,
      [submissionId],
    );
    expect(row).toEqual({
      reference: r.json<{ reference: string }>().reference, first_name: 'Kurt', tax_number: null, iban: 'AT611904300234573201',
      availability: ['Montag', 'Freitag'], dob: '1995-04-12', status: 'pending',
    });
  });

  it('when a restaurant signs up, then the opening hours are stored as an object per weekday', async () => {
    const submissionId = randomUUID();
    await submit('restaurant-signup', { submissionId, data: VALID_FORM_DATA['restaurant-signup'] });
    const [row] = await t.tdb.db.query<{ opening_hours: Record<string, unknown>; website: string; vat_number: string | null }>(
      `select opening_hours, website, vat_number from public.restaurant_signups where submission_id = $1`,
      [submissionId],
    );
    expect(row).toEqual({
      opening_hours: expect.objectContaining({ friday: { open: '11:00', close: '23:00', closed: false } }),
      website: 'www.trattoria-lina.at',
      vat_number: null,
    });
  });

  it.each(BAD_FORM_CASES)('when the %s has %s, then 400 names that field with its message key and nothing is stored', async (kind, _what, changes, field, key) => {
    const before = await count(kind);
    const r = await submit(kind, { submissionId: randomUUID(), data: badData(kind, changes) });
    expect(r.statusCode).toBe(400);
    const body = r.json<{ error: { code: number; message: string; status: string; fields: Record<string, string> } }>();
    expect(body.error).toMatchObject({ code: 400, status: 'INVALID_ARGUMENT' });
    expect(body.error.fields[field]).toBe(key);
    expect(await count(kind)).toBe(before);
  });

  it('when a field is refused, then the sentence is German by default and English for an English page', async () => {
    const data = badData('vendor-recommendation', { city: '' });
    const de = await submit('vendor-recommendation', { submissionId: randomUUID(), data });
    expect(de.json<{ error: { message: string } }>().error.message).toBe('Bitte prüfen Sie Ihre Angaben – city: Stadt ist erforderlich');
    const en = await submit('vendor-recommendation', { submissionId: randomUUID(), language: 'en', data });
    expect(en.json<{ error: { message: string } }>().error.message).toBe('Please check your details – city: City is required');
  });

  it('when the envelope is wrong (no uuid, no data, not JSON), then 400 and nothing is stored', async () => {
    const before = await count('vendor-recommendation');
    expect((await submit('vendor-recommendation', { submissionId: 'abc', data: VALID_FORM_DATA['vendor-recommendation'] })).statusCode).toBe(400);
    expect((await submit('vendor-recommendation', { submissionId: randomUUID() })).statusCode).toBe(400);
    const notJson = await t.app.inject({ method: 'POST', url: '/api/v1/forms/vendor-recommendation', headers: { 'content-type': 'application/json' }, payload: '{"submissionId":', remoteAddress: nextIp() });
    expect(notJson.statusCode).toBe(400);
    expect(await count('vendor-recommendation')).toBe(before);
  });

  it('when an unknown form kind is posted, then 404', async () => {
    expect((await submit('newsletter' as PublicFormKind, { submissionId: randomUUID(), data: {} })).statusCode).toBe(404);
  });
});

describe('one row per submission id', () => {
  it('when the same submission is sent three times, then every answer has the same reference and one row exists', async () => {
    const body = { submissionId: randomUUID(), data: VALID_FORM_DATA['vendor-recommendation'] };
    const before = await count('vendor-recommendation');
    const answers = [await submit('vendor-recommendation', body), await submit('vendor-recommendation', body), await submit('vendor-recommendation', body)];
    expect(answers.map((a) => a.statusCode)).toEqual([201, 200, 200]);
    expect(new Set(answers.map((a) => a.json<{ reference: string }>().reference)).size).toBe(1);
    expect(await count('vendor-recommendation')).toBe(before + 1);
  });

  it('when the same submission arrives twice at the same moment, then one row is stored and both get its reference', async () => {
    const body = { submissionId: randomUUID(), data: VALID_FORM_DATA['job-application'] };
    const before = await count('job-application');
    const [a, b] = await Promise.all([submit('job-application', body), submit('job-application', body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json<{ reference: string }>().reference).toBe(b.json<{ reference: string }>().reference);
    expect(await count('job-application')).toBe(before + 1);
  });

  it('when a submission id is reused with other data, then 409 and the first row stays as it was', async () => {
    const submissionId = randomUUID();
    await submit('vendor-recommendation', { submissionId, data: VALID_FORM_DATA['vendor-recommendation'] });
    const r = await submit('vendor-recommendation', { submissionId, data: { ...VALID_FORM_DATA['vendor-recommendation'], vendorName: 'Andere Pizzeria' } });
    expect(r.statusCode).toBe(409);
    const rows = await t.tdb.db.query<{ vendor_name: string }>(`select vendor_name from public.vendor_recommendations where submission_id = $1`, [submissionId]);
    expect(rows).toEqual([{ vendor_name: 'Imbiss Ecke' }]);
  });
});

describe('abuse limits of the forms', () => {
  it('when the honeypot is filled, then the answer looks like a success and nothing is stored', async () => {
    const before = await count('courier-application');
    const r = await submit('courier-application', { submissionId: randomUUID(), website: 'http://spam.example', data: { firstName: 'bot' } });
    expect(r.statusCode).toBe(201);
    expect(r.json<{ reference: string }>().reference).toMatch(/^CA-\d{4}-\d{6}$/);
    expect(await count('courier-application')).toBe(before);
  });

  it('when the body is larger than 64 KiB, then 413 and nothing is stored', async () => {
    const before = await count('ethics-report');
    const data = { ...VALID_FORM_DATA['ethics-report'], description: 'x'.repeat(65 * 1024) };
    const r = await submit('ethics-report', { submissionId: randomUUID(), data });
    expect(r.statusCode).toBe(413);
    expect(await count('ethics-report')).toBe(before);
  });

  it('when one client sends more submissions than its budget, then 429 with retry-after; resends and other clients pass', async () => {
    const limited = await createTestApp({ PUBLIC_WRITE_RATE_LIMIT: '3' });
    try {
      const send = (body: unknown, remoteAddress: string) =>
        limited.app.inject({ method: 'POST', url: '/api/v1/forms/vendor-recommendation', payload: body as Record<string, unknown>, remoteAddress });
      const data = VALID_FORM_DATA['vendor-recommendation'];
      const first = { submissionId: randomUUID(), data };
      const statuses = [(await send(first, '198.51.100.9')).statusCode];
      // a refused submission and a resend do not use the budget
      statuses.push((await send({ submissionId: randomUUID(), data: { ...data, city: '' } }, '198.51.100.9')).statusCode);
      statuses.push((await send(first, '198.51.100.9')).statusCode);
      for (let i = 0; i < 4; i++) statuses.push((await send({ submissionId: randomUUID(), data }, '198.51.100.9')).statusCode);
      expect(statuses).toEqual([201, 400, 200, 201, 201, 429, 429]);
      const refused = await send({ submissionId: randomUUID(), data }, '198.51.100.9');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect((await send({ submissionId: randomUUID(), data }, '198.51.100.10')).statusCode).toBe(201);
      const stored = await limited.tdb.db.query<{ n: number }>('select count(*)::int as n from public.vendor_recommendations');
      expect(stored[0]!.n).toBe(4);
    } finally {
      await limited.close();
    }
  });
});

describe('confirmation mails', () => {
  it.each([
    ['courier-application', 'de', 'Ihre Bewerbung als Fahrer:in ist eingegangen'],
    ['restaurant-signup', 'en', 'Your partner sign-up has arrived'],
    ['job-application', 'tr', 'Başvurunuz alındı'],
  ] as const)('when a %s is stored (%s page), then its applicant finds the confirmation with the reference in the mailbox', async (kind, language, subject) => {
    const email = `${kind}.${randomUUID().slice(0, 8)}@example.com`;
    const r = await submit(kind, { submissionId: randomUUID(), language, data: { ...VALID_FORM_DATA[kind], email } });
    const { reference } = r.json<{ reference: string }>();
    const mails = await mailbox(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`${subject} (${reference})`);
    expect(mails[0]!.text).toContain(reference);
  });

  it('when a submission is resent, then no second mail is sent', async () => {
    const email = `resend.${randomUUID().slice(0, 8)}@example.com`;
    const body = { submissionId: randomUUID(), data: { ...VALID_FORM_DATA['courier-application'], email } };
    await submit('courier-application', body);
    await submit('courier-application', body);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await mailbox(email)).toHaveLength(1);
  });
});
