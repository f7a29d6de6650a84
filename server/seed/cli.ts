/**
 * npm run seed [-- --vendors 10000] [--reset]
 * Writes the deterministic demo data set into the configured database (LIEFERZONE_DATA_DIR or DATABASE_URL).
 * --vendors N: scale mode, N vendors in total. --reset: empty the vendor tables (orders too) first.
 */
import { loadConfig } from '../config.ts';
import { openDb } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';
import { resetVendorTables, vendorCount } from './repositories/vendor-tables.ts';
import { seed } from './seed.ts';

function parseArgs(argv: string[]): { vendors?: number; reset: boolean } {
  const out: { vendors?: number; reset: boolean } = { reset: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (a === '--reset') out.reset = true;
    else if (a === '--vendors' || a.startsWith('--vendors=')) {
      const raw = a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[++i];
      const n = Number(raw);
      if (!Number.isInteger(n) || n < 1 || n > 200_000) throw new Error(`--vendors needs a whole number 1..200000, got "${raw ?? ''}"`);
      out.vendors = n;
    } else if (a === '--help' || a === '-h') {
      console.log('usage: npm run seed [-- --vendors N] [--reset]');
      process.exit(0);
    } else throw new Error(`unknown argument "${a}" (usage: npm run seed [-- --vendors N] [--reset])`);
  }
  return out;
}

try {
  const args = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const db = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.LIEFERZONE_DATA_DIR });
  try {
    await migrate(db);
    if (args.reset) {
      await resetVendorTables(db);
      console.log('vendor tables emptied');
    }
    const r = await seed(db, args.vendors ? { vendors: args.vendors } : {});
    console.log(`seeded ${r.vendors} vendors (${r.products} products) in ${r.ms} ms on ${db.kind}; vendor.vendors now holds ${await vendorCount(db)}`);
  } finally {
    await db.close();
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
