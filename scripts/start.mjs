// `npm start`: builds what is missing — the app (dist/) when it is missing or older than its sources, the compiled
// server (dist-server/, scripts/build-server.mjs) when it is missing or older than the files it was built from — then
// runs the compiled server with plain node (app + APIs on PORT, default 8080; embedded database in
// LIEFERZONE_DATA_DIR, default ./data; demo data on first start). No tsx at run time.
import { existsSync, statSync, readdirSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';
import path from 'node:path';
import { buildServer, isServerBuildCurrent, SERVER_MAIN, SERVER_NODE_ARGS, serverEnv } from './build-server.mjs';

const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
/** @param {string} p @returns {number} the newest modification time under p */
const newest = (p) => {
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let m = s.mtimeMs;
  for (const e of readdirSync(p)) m = Math.max(m, newest(path.join(p, e)));
  return m;
};
const sources = ['src', 'public', 'sw', 'index.html', 'vite.config.ts'].filter((p) => existsSync(p));
const built = existsSync(path.join(dist, 'index.html')) ? statSync(path.join(dist, 'index.html')).mtimeMs : 0;
if (!built || Math.max(...sources.map(newest)) > built) {
  console.log('Building the app (npm run build)…');
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, LZ_OUT_DIR: dist } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
if (!isServerBuildCurrent()) {
  console.log('Compiling the server (npm run build:server)…');
  await buildServer();
}
// `npm start` is the demo: the demo pages (mailbox) are on unless said otherwise; never in production
const demo = process.env.DEMO_MODE ?? (process.env.NODE_ENV === 'production' ? '0' : '1');
const child = spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_MAIN], { stdio: 'inherit', env: serverEnv({ ...process.env, DIST_DIR: dist, DEMO_MODE: demo }) });
for (const sig of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
