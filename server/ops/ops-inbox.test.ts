/**
 * The inboxes: list (status filter, search, paging), detail (stored fields, never the hashes), the status workflow
 * with its audit rows (illegal moves → 409, nothing written), precise 400s, the CSV export's formula escaping, and
 * ethics cases (reply read by the reporter with number + secret, deadlines and overdue flags).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../vendor-api/test-fixtures.ts';
import { createOpsApi, type OpsApi } from './test-kit.ts';

let t: OpsApi;
let op: { token: string; email: string };
beforeAll(async () => {
  t = await createOpsApi();
  op = await t.operator();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.ops(op.token, { url });
const move = (kind: string, id: string, status: string, note?: string) =>
  t.ops(op.token, { method: 'POST', url: `/api/v1/ops/inbox/${kind}/${id}/status`, payload: { status, ...(note ? { note } : {}) } });
const auditRows = (id: string) => t.tdb.db.query<{ actor_email: string; from_status: string; to_status: string; note: string | null }>(
  'select actor_email, from_status, to_status, note from public.ops_audit where entity_id = $1 order by at, id', [id]);

describe('inbox list and detail', () => {
  it('when couriers applied, then the list filters by status and text and pages newest first', async () => {
    const a = await t.submit('courier-application', { firstName: 'Quirin', lastName: 'Alpha' });
    const b = await t.submit('courier-application', { firstName: 'Quirin', lastName: 'Beta' });
    await t.submit('courier-application', { firstName: 'Xaver', lastName: 'Gamma' });
    expect((await move('courier', a.id, 'in_review')).status).toBe(200);
    const found = await get('/api/v1/ops/inbox/courier?q=quirin&pageSize=1');
    expect(found.status).toBe(200);
    expect(found.body.total).toBe(2);
    expect(found.body.items).toHaveLength(1);
    expect(found.body.items[0]).toMatchObject({ id: b.id, reference: b.reference, status: 'pending', title: 'Quirin Beta' });
    const page2 = await get('/api/v1/ops/inbox/courier?q=quirin&pageSize=1&page=2');
    expect(page2.body.items.map((i: { id: string }) => i.id)).toEqual([a.id]);
    const inReview = await get('/api/v1/ops/inbox/courier?status=in_review');
    expect(inReview.body.items.map((i: { id: string }) => i.id)).toEqual([a.id]);
    const byRef = await get(`/api/v1/ops/inbox/courier?q=${encodeURIComponent(b.reference)}`);
    expect(byRef.body.items.map((i: { id: string }) => i.id)).toEqual([b.id]);
  });

  it('when a detail is opened, then it has the stored fields but no submission hash or case secret', async () => {
    const e = await t.submit('ethics-report', { anonymous: true, contactName: '', contactEmail: '', contactPhone: '' });
    const r = await get(`/api/v1/ops/inbox/ethics/${e.id}`);
    expect(r.status).toBe(200);
    expect(r.body.fields).toMatchObject({ reference: e.reference, anonymous: true, case_number: e.caseNumber });
    for (const hidden of ['submission_hash', 'case_secret_hash', 'submission_id']) expect(r.body.fields).not.toHaveProperty(hidden);
    expect(r.raw).not.toContain(e.caseSecret);
  });

  it.each([
    ['/api/v1/ops/inbox/pizza', 400, 'kind must be one of'],
    ['/api/v1/ops/inbox/courier?status=done', 400, 'status must be one of'],
    ['/api/v1/ops/inbox/courier?page=0', 400, 'page must be a whole number from 1'],
    ['/api/v1/ops/inbox/courier?pageSize=500', 400, 'pageSize must be a whole number from 1 to 100'],
    ['/api/v1/ops/inbox/courier/not-a-uuid', 400, 'id must be a uuid'],
    [`/api/v1/ops/inbox/courier/${randomUUID()}`, 404, 'No courier submission'],
  ])('when %s is asked, then %i says what is wrong', async (url, status, message) => {
    const r = await get(url);
    expect(r.status).toBe(status);
    expect(r.body.error.message).toContain(message);
  });
});

describe('status workflow and audit trail', () => {
  it('when a submission goes pending → in_review → accepted, then each move writes one audit row with who, from, to and note', async () => {
    const s = await t.submit('job-application');
    expect((await move('job', s.id, 'in_review', 'Telefoninterview am Montag')).body.status).toBe('in_review');
    const done = await move('job', s.id, 'accepted');
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('accepted');
    expect(await auditRows(s.id)).toEqual([
      { actor_email: op.email, from_status: 'pending', to_status: 'in_review', note: 'Telefoninterview am Montag' },
      { actor_email: op.email, from_status: 'in_review', to_status: 'accepted', note: null },
    ]);
    expect(done.body.audit.map((a: { from: string; to: string; actor: string }) => [a.from, a.to, a.actor])).toEqual([
      ['pending', 'in_review', op.email], ['in_review', 'accepted', op.email],
    ]);
    const [row] = await t.tdb.db.query<{ status: string }>('select status from public.job_applications where id = $1', [s.id]);
    expect(row?.status).toBe('accepted');
  });

  it.each([
    ['pending', 'accepted', 'from pending only to in_review or rejected'],
    ['pending', 'pending', 'from pending only to in_review or rejected'],
    ['rejected', 'in_review', 'rejected is final'],
  ])('when a %s submission is moved to %s, then 409 and nothing is written', async (from, to, message) => {
    const s = await t.submit('vendor-recommendation');
    if (from === 'rejected') expect((await move('recommendation', s.id, 'rejected')).status).toBe(200);
    const before = (await auditRows(s.id)).length;
    const r = await move('recommendation', s.id, to);
    expect(r.status).toBe(409);
    expect(r.body.error.message).toContain(message);
    expect(await auditRows(s.id)).toHaveLength(before);
  });

  it.each([
    ['an unknown status', { status: 'done' }, 'status: status must be one of'],
    ['no status', {}, 'status'],
    ['a note over 2000 characters', { status: 'rejected', note: 'x'.repeat(2001) }, 'note: must be at most 2000 characters'],
  ])('when the body has %s, then 400 names the field', async (_label, payload, message) => {
    const s = await t.submit('courier-application');
    const r = await t.ops(op.token, { method: 'POST', url: `/api/v1/ops/inbox/courier/${s.id}/status`, payload });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toContain(message);
  });
});

describe('CSV export', () => {
  it('when cells start with = + - @, then they are prefixed with an apostrophe; quotes and commas are quoted', async () => {
    const marker = `Csvtest${Date.now().toString(36)}`;
    await t.submit('vendor-recommendation', { vendorName: `=HYPERLINK("http://evil.example","${marker}")`, description: '+SUM(A1:A9)', recommenderName: '-2+3', category: 'pizza' });
    await t.submit('vendor-recommendation', { vendorName: `@cmd ${marker}`, description: '-Minus, first', category: 'pizza' });
    const r = await t.ops(op.token, { url: `/api/v1/ops/inbox/recommendation.csv?q=${marker.toLowerCase()}` });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.raw.startsWith('\uFEFFreference,created_at,status,vendor_name')).toBe(true);
    const lines = r.raw.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"'@cmd ${marker}"`.slice(1, -1));
    expect(lines[1]).toContain(`"'-Minus, first"`);
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.example"",""${marker}"")"`);
    expect(lines[2]).toContain(",'+SUM(A1:A9),");
    expect(lines[2]).toContain(",'-2+3,");
    // no cell of the file starts with a formula character unescaped
    for (const cell of lines.flatMap((l) => l.split(','))) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@\t]/);
  });

  it('when the CSV is asked by a customer, then 403', async () => {
    const c = await t.customer();
    expect((await t.ops(c.token, { url: '/api/v1/ops/inbox/courier.csv' })).status).toBe(403);
  });
});

describe('ethics cases', () => {
  it('when an operator replies, then the reporter reads it with number + secret, the audit has it and the deadline is met', async () => {
    const e = await t.submit('ethics-report', { anonymous: true, contactName: '', contactEmail: '', contactPhone: '' });
    const before = await get(`/api/v1/ops/inbox/ethics/${e.id}`);
    expect(before.body.ethics.deadlines).toMatchObject({ acknowledgedAt: null, acknowledgementOverdue: false, feedbackOverdue: false });
    const created = Date.parse(before.body.createdAt);
    expect(Date.parse(before.body.ethics.deadlines.acknowledgementDue) - created).toBe(7 * 86_400_000);
    const reply = await t.ops(op.token, { method: 'POST', url: `/api/v1/ops/inbox/ethics/${e.id}/reply`, payload: { message: '  Danke, wir prüfen das.  ' } });
    expect(reply.status).toBe(200);
    expect(reply.body.ethics.messages.map((m: { author: string; body: string }) => [m.author, m.body])).toEqual([['operator', 'Danke, wir prüfen das.']]);
    expect(reply.body.ethics.deadlines.acknowledgedAt).not.toBeNull();
    expect(reply.body.audit.map((a: { action: string }) => a.action)).toEqual(['reply']);
    const seen = await call(t.app, { method: 'POST', url: '/api/v1/ethics-cases/lookup', payload: { caseNumber: e.caseNumber, caseSecret: e.caseSecret } });
    expect(seen.status).toBe(200);
    expect(seen.body.messages.map((m: { author: string; body: string }) => [m.author, m.body])).toEqual([['operator', 'Danke, wir prüfen das.']]);
  });

  it('when a case is 8 days old without a reply, then it is overdue in the list and the detail; closing keeps the reporter status closed', async () => {
    const e = await t.submit('ethics-report');
    await t.tdb.db.query(`update public.ethics_reports set created_at = now() - interval '8 days' where id = $1`, [e.id]);
    const list = await get(`/api/v1/ops/inbox/ethics?q=${e.caseNumber ?? ''}`);
    expect(list.body.items).toEqual([expect.objectContaining({ id: e.id, overdue: true })]);
    const d = await get(`/api/v1/ops/inbox/ethics/${e.id}`);
    expect(d.body.ethics.deadlines).toMatchObject({ acknowledgementOverdue: true, feedbackOverdue: false });
    expect((await move('ethics', e.id, 'in_review')).status).toBe(200);
    const closed = await move('ethics', e.id, 'rejected', 'unbegründet');
    expect(closed.body.status).toBe('rejected');
    expect(closed.body.overdue).toBe(false);
    const [row] = await t.tdb.db.query<{ status: string; resolution: string }>('select status, resolution from public.ethics_reports where id = $1', [e.id]);
    expect(row).toEqual({ status: 'closed', resolution: 'rejected' });
  });

  it('when the reply is empty, then 400 names message', async () => {
    const e = await t.submit('ethics-report');
    const r = await t.ops(op.token, { method: 'POST', url: `/api/v1/ops/inbox/ethics/${e.id}/reply`, payload: { message: '   ' } });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toContain('message');
  });
});
