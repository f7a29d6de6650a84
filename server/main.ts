/** Entry point: config → database → migrations → demo data (first start) → HTTP server. */
import { applyClockSetting, loadConfig } from './config.ts';
import { openDb } from './db/index.ts';
import { migrate } from './db/migrate.ts';
import { buildApp } from './app.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { prettyLog, startBanner } from './logging.ts';
import { renderThreadOptions } from './static.ts';
import { startRenderThreads } from './ssr/renderer.ts';

// the start's phases (ms since the process began), in the start line: where a slow start's time goes
const phases: string[] = [];
const phase = (name: string) => phases.push(`${name} ${Math.round(performance.now())}`);
const config = loadConfig();
applyClockSetting(config);
phase('modules');
// the render threads load the build's renderer while the database opens and the app is built (~0.5 s of the start)
const renderThreads = startRenderThreads(renderThreadOptions(config));
const db = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.LIEFERZONE_DATA_DIR });
phase('database');
await migrate(db);
phase('migrations');
const seeded = config.DEMO_SEED ? await seedIfEmpty(db) : null;
phase('seed');
const app = await buildApp({ config, db, renderThreads });
phase('app');
if (seeded) app.log.info(seeded, 'seeded the demo data set');

let closing = false;
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    if (closing) return;
    closing = true;
    void app.close().then(() => db.close()).finally(() => process.exit(0));
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
phase('listening');
const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.LIEFERZONE_DATA_DIR}`;
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
// a person at a terminal gets the pages to open; a JSON log its one line as before
if (prettyLog(config)) process.stdout.write(`\n${startBanner(config, port, where)}\n\n`);
else app.log.info({ startMs: phases.join(', ') }, `Lieferzone is serving on port ${port} with ${where}`);
