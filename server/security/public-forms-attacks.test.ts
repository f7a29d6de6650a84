/**
 * Attacks on the stored public-form submissions through the Supabase-compatible REST API with the unmodified
 * supabase-js, as an anonymous visitor and as a signed-in user: nobody but the server reads, changes or deletes a
 * submission or an ethics case message — not directly, not through filters, embedding, counts or rpc — and a direct
 * insert cannot choose its own reference or case.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_FORM_DATA } from '../../src/domain/forms/cases.ts';
import { PUBLIC_FORM_KINDS } from '../../src/domain/forms/submission.ts';
import { FORM_TABLES } from '../public-forms/columns.ts';
import { postOperatorReply } from '../public-forms/ethics-cases.ts';
import { startServer, type Client, type TestServer } from '../supabase/test-kit.ts';

let s: TestServer;
let signedIn: Client;
let caseNumber = '';
const TABLES = [...PUBLIC_FORM_KINDS.map((k) => FORM_TABLES[k].table), 'ethics_case_messages'] as const;

const snapshot = async () => {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) out[table] = await s.db.query(`select to_jsonb(x) as row from public.${table} x order by 1`);
  return out;
};

beforeAll(async () => {
  s = await startServer({ PUBLIC_WRITE_RATE_LIMIT: '1000' });
  signedIn = (await s.signUpVerified()).client;
  // one stored submission of every form (through the server), and a case with messages both ways
  for (const kind of PUBLIC_FORM_KINDS) {
    const r = await fetch(`${s.url}/api/v1/forms/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ submissionId: randomUUID(), data: VALID_FORM_DATA[kind] }),
    });
    const answer = (await r.json()) as { caseNumber?: string; caseSecret?: string };
    if (answer.caseNumber && answer.caseSecret) {
      caseNumber = answer.caseNumber;
      await fetch(`${s.url}/api/v1/ethics-cases/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ caseNumber, caseSecret: answer.caseSecret, clientId: randomUUID(), body: 'Hinweis' }),
      });
    }
  }
  await postOperatorReply(s.db, caseNumber, { clientId: randomUUID(), body: 'Antwort' });
});
afterAll(async () => {
  await s.close();
});

const clients = () => [['anonymous', s.client()], ['signed in', signedIn]] as const;

describe('stored submissions stay with the server', () => {
  it('when every table holds a submission, then the test really attacks something', async () => {
    for (const table of TABLES) {
      const [row] = await s.db.query<{ n: number }>(`select count(*)::int as n from public.${table}`);
      expect({ table, n: row!.n > 0 }).toEqual({ table, n: true });
    }
  });

  it.each(TABLES)('when %s is read with select, filters, counts or embedding, then no row comes back', async (table) => {
    for (const [who, c] of clients()) {
      const reads = [
        await c.from(table).select('*'),
        await c.from(table).select('*').not('id', 'is', null),
        await c.from(table).select('*').or('status.eq.pending,status.eq.submitted'),
        await c.from(table).select('id', { count: 'exact', head: true }),
      ];
      for (const r of reads) {
        // either refused outright or an empty answer; never a row, never a count above zero
        expect({ who, table, rows: r.data?.length ?? 0, count: r.count ?? 0 }).toEqual({ who, table, rows: 0, count: 0 });
      }
    }
    const embedded = await s.client().from('ethics_reports').select('id, ethics_case_messages(body)');
    expect(embedded.data ?? []).toEqual([]);
    const reverse = await s.client().from('ethics_case_messages').select('body, ethics_reports(case_number, description)');
    expect(reverse.data ?? []).toEqual([]);
  });

  it.each(TABLES)('when %s is updated or deleted (also with a filter matching everything), then nothing changes', async (table) => {
    const before = await snapshot();
    for (const [, c] of clients()) {
      await c.from(table).update({ status: 'accepted' }).not('id', 'is', null);
      await c.from(table).update({ body: 'geändert' }).not('id', 'is', null);
      await c.from(table).delete().not('id', 'is', null);
      await c.from(table).delete().eq('reference', 'CA-2026-000001');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('when the reference trigger or anything else is called through rpc, then it is refused and nothing is read', async () => {
    for (const [, c] of clients()) {
      const trigger = await c.rpc('assign_submission_reference');
      expect(trigger.error).not.toBeNull();
      expect(trigger.data).toBeNull();
      const nextval = await c.rpc('nextval', { regclass: 'public.courier_application_ref_seq' });
      expect(nextval.error).not.toBeNull();
    }
  });

  it('when a visitor inserts directly, then the database sets the reference and no case can be chosen or read', async () => {
    const anon = s.client();
    const own = await anon.from('vendor_recommendations').insert({ vendor_name: 'Direkt', category: 'pizza', city: 'Wien', reference: 'VR-1999-HACKED', status: 'pending' });
    expect(own.error).toBeNull();
    const [row] = await s.db.query<{ reference: string }>(`select reference from public.vendor_recommendations where vendor_name = 'Direkt'`);
    expect(row!.reference).toMatch(/^VR-\d{4}-\d{6}$/);
    const msg = await anon.from('ethics_case_messages').insert({ report_id: randomUUID(), client_id: randomUUID(), author: 'operator', body: 'gefälscht' });
    expect(msg.error).not.toBeNull();
    const [n] = await s.db.query<{ n: number }>(`select count(*)::int as n from public.ethics_case_messages where body = 'gefälscht'`);
    expect(n!.n).toBe(0);
  });

  it('when a visitor submits as already accepted through REST, then row-level security refuses it', async () => {
    const r = await s.client().from('job_applications').insert({ ...snakeJob(), status: 'accepted' });
    expect(r.error?.code).toBe('42501');
  });
});

function snakeJob(): Record<string, unknown> {
  const d = VALID_FORM_DATA['job-application'];
  return {
    position: d.position, department: 'Analytics', first_name: d.firstName, last_name: d.lastName, email: d.email, phone: d.phone,
    experience: d.experience, education: d.education, motivation: d.motivation, why_us: d.whyUs, has_cv: true, accept_terms: true, accept_privacy: true,
  };
}
