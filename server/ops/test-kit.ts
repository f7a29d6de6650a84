/**
 * Test kit of the back office: the desk's kit (the whole app, the vendor API's test vendors, signed-in desk accounts
 * and customers) in demo mode (mailbox), plus operators signed in through the real /auth/v1 password grant and public
 * form submissions through POST /api/v1/forms/{kind}.
 */
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { VALID_FORM_DATA } from '../../src/domain/forms/cases.ts';
import type { PublicFormKind } from '../../src/domain/forms/submission.ts';
import { FORM_TABLES } from '../public-forms/columns.ts';
import { createDeskApi, createUser, type DeskApi, type Signed } from '../desk/test-kit.ts';
import { call } from '../vendor-api/test-fixtures.ts';

export interface OpsApi extends DeskApi {
  /** a new operator, signed in */
  operator(): Promise<Signed>;
  /** a call with an operator's (or anybody's) token */
  ops(token: string | null, opts: InjectOptions): ReturnType<typeof call>;
  /** submits a public form (the valid example, changed by `over`): the stored row's id and the answer */
  submit(kind: PublicFormKind, over?: Record<string, unknown>): Promise<{ id: string; reference: string; caseNumber?: string; caseSecret?: string }>;
  /** the newest mails to an address (demo mailbox) */
  mails(to: string): Promise<{ subject: string; text: string; html: string }[]>;
}

let n = 0;
let ip = 0;

export async function createOpsApi(overrides: Record<string, string> = {}): Promise<OpsApi> {
  const api = await createDeskApi({ DEMO_MODE: '1', PUBLIC_WRITE_RATE_LIMIT: '10000', ...overrides });
  const db = api.tdb.db;
  return {
    ...api,
    async operator() {
      const email = `ops.${++n}.${Date.now().toString(36)}@example.at`;
      const password = `Geheim${n}x${randomUUID().slice(0, 8)}`;
      const userId = await createUser(db, email, password);
      await db.query(`update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role":"operator"}'::jsonb where id = $1`, [userId]);
      const r = await api.signIn(email, password, `198.51.100.${n % 250}`);
      if (r.status !== 200 || !r.body.access_token) throw new Error(`operator sign-in failed: ${r.status}`);
      return { email, password, userId, token: r.body.access_token };
    },
    ops: (token, opts) => api.as(token, opts),
    async submit(kind, over = {}) {
      const submissionId = randomUUID();
      const r = await call(api.app, {
        method: 'POST', url: `/api/v1/forms/${kind}`, remoteAddress: `203.0.113.${++ip % 250}`,
        payload: { submissionId, data: { ...VALID_FORM_DATA[kind], ...over } },
      });
      if (r.status !== 201) throw new Error(`form ${kind}: ${r.status} ${r.raw}`);
      const [row] = await db.query<{ id: string }>(`select id from public.${FORM_TABLES[kind].table} where submission_id = $1`, [submissionId]);
      if (!row) throw new Error('submission not stored');
      return { id: row.id, ...(r.body as { reference: string; caseNumber?: string; caseSecret?: string }) };
    },
    async mails(to) {
      const r = await call(api.app, { url: `/dev/mailbox?to=${encodeURIComponent(to)}` });
      return r.body as { subject: string; text: string; html: string }[];
    },
  };
}
