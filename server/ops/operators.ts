/**
 * Operator accounts: an auth user whose app metadata says role = operator. `addOperator` creates the user (with an
 * unusable random password) or promotes an existing one, and gives back a one-time set-password link (npm run
 * ops:add). In demo mode one operator, ops@lieferzone.demo, is seeded with a random password that only
 * GET /dev/operator shows (demo-operator.ts).
 */
import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { Config } from '../config.ts';
import type { Db, Queryable } from '../db/index.ts';
import { findUserByEmail, insertUser } from '../supabase/auth/repositories/users.ts';
import { hasDemoCredentials, insertDemoCredentials, lockDemoOperatorSeeding, promoteToOperator } from './repositories/operators.ts';
import { issueSetPasswordLink } from './set-password.ts';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export function normalizeOperatorEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length > 254 || !EMAIL.test(email)) throw new Error(`"${raw.slice(0, 100)}" is not an e-mail address`);
  return email;
}

/** A user made here has a random password nobody knows until the link (or the demo page) sets one. */
async function createOperatorUser(q: Queryable, email: string, password: string, cost: number): Promise<string> {
  const user = await insertUser(q, { email, passwordHash: await bcrypt.hash(password, cost), metadata: {}, confirmed: true });
  await promoteToOperator(q, user.id);
  return user.id;
}

export async function addOperator(db: Db, config: Config, rawEmail: string): Promise<{ userId: string; created: boolean; link: string }> {
  const email = normalizeOperatorEmail(rawEmail);
  return db.tx(async (q) => {
    const existing = await findUserByEmail(q, email, { forUpdate: true });
    let userId: string;
    if (existing) {
      userId = existing.id;
      await promoteToOperator(q, userId);
    } else {
      userId = await createOperatorUser(q, email, randomBytes(32).toString('base64url'), 10);
    }
    return { userId, created: !existing, link: await issueSetPasswordLink(config, q, userId) };
  });
}

export const DEMO_OPERATOR_EMAIL = 'ops@lieferzone.demo';

/** 22 base64url characters (128 bits) with a letter and a digit, as the password rule wants. */
function randomPassword(): string {
  for (;;) {
    const pw = randomBytes(16).toString('base64url');
    if (/[A-Za-z]/.test(pw) && /\d/.test(pw)) return pw;
  }
}

/** Demo mode: the seeded operator (made once; several nodes may start at once). */
export async function ensureDemoOperator(db: Db): Promise<void> {
  await db.tx(async (q) => {
    if (db.kind === 'postgres') await lockDemoOperatorSeeding(q);
    if (await hasDemoCredentials(q, DEMO_OPERATOR_EMAIL)) return;
    if (await findUserByEmail(q, DEMO_OPERATOR_EMAIL)) return; // made by hand: leave it alone
    const password = randomPassword();
    // bcrypt cost 4: a random 128-bit password needs no slow hash (as the demo desk accounts)
    const userId = await createOperatorUser(q, DEMO_OPERATOR_EMAIL, password, 4);
    await insertDemoCredentials(q, { userId, email: DEMO_OPERATOR_EMAIL, password });
  });
}
