/**
 * npm run ops:add -- someone@example.at
 * Makes the address an operator of the back office (a new auth user, or an existing one promoted) in the configured
 * database (LIEFERZONE_DATA_DIR or DATABASE_URL) and prints a one-time link to set the password (valid 7 days). The
 * link's origin is the configuration's (SITE_URL / SUPABASE_PUBLIC_URL); no request is involved.
 */
import { loadConfig } from '../config.ts';
import { openDb } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';
import { addOperator, normalizeOperatorEmail } from './operators.ts';

const USAGE = 'usage: npm run ops:add -- someone@example.at';

try {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  if (args.length !== 1 || args[0] === '--help' || args[0] === '-h') throw new Error(USAGE);
  const email = normalizeOperatorEmail(args[0] ?? '');
  const config = loadConfig();
  const db = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.LIEFERZONE_DATA_DIR, poolSize: 1 });
  try {
    await migrate(db);
    const r = await addOperator(db, config, email);
    console.log(`${r.created ? 'Created' : 'Promoted'} operator ${email}.`);
    console.log('One-time link to set the password (valid for 7 days):');
    console.log(r.link);
  } finally {
    await db.close();
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
}
