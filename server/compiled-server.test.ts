/**
 * The compiled server (scripts/build-server.mjs, what `npm start` runs): built into a folder of its own and started with
 * plain node, no tsx. Its modules still find the data files beside their sources (the migrations ran, the form texts
 * and postal codes loaded), and it answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../scripts/build-server.mjs';

// inside the checkout: the build imports its packages from node_modules
mkdirSync('.tmp', { recursive: true });
const outDir = mkdtempSync(path.resolve('.tmp', 'compiled-server-'));
let proc: ChildProcess;
let base = '';
let stdout = '';

beforeAll(async () => {
  await buildServer({ outDir });
  proc = spawn(process.execPath, [path.join(outDir, 'main.mjs')], {
    // PGlite in memory whatever the suite's DATABASE_URL: the server migrates the database it is given
    env: { ...process.env, DATABASE_URL: '', LIEFERZONE_DATA_DIR: 'memory://', PORT: '0', HOST: '127.0.0.1', DEMO_SEED: '0', DEMO_KITCHEN: '0', DEMO_MODE: '1', LOG_LEVEL: 'info', DIST_DIR: path.join(outDir, 'no-dist') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  base = await new Promise<string>((resolve, reject) => {
    proc.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const m = /"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(stdout);
      if (m?.[1] && stdout.includes('Lieferzone is serving on port')) resolve(m[1]);
    });
    proc.once('exit', (code) => reject(new Error(`the compiled server exited (${code}):\n${stdout}`)));
  });
}, 120_000);

afterAll(async () => {
  if (proc.exitCode === null) {
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGTERM');
    await exited;
  }
  rmSync(outDir, { recursive: true, force: true });
});

describe('compiled server', () => {
  it('is JavaScript that imports no TypeScript', () => {
    const files = readdirSync(outDir).filter((f) => f.endsWith('.mjs'));
    expect(files).toEqual(expect.arrayContaining(['main.mjs', 'render-worker.mjs', 'worker-boot.mjs', 'seed-cli.mjs', 'ops-cli.mjs']));
    for (const f of files) expect(readFileSync(path.join(outDir, f), 'utf8')).not.toMatch(/from\s+["'][^"']+\.tsx?["']/);
  });

  it('runs on plain node: migrated database, API answers, refusals in the form texts', async () => {
    const info = await fetch(`${base}/api/Info`);
    expect(info.status).toBe(200);
    // the vendor listing reads the migrated tables (an empty demo-less database: no vendors)
    const list = await fetch(`${base}/api/v1/vendors?filter=zone%3A1070`);
    expect(list.status).toBe(200);
    expect(((await list.json()) as { vendors: unknown[] }).vendors).toEqual([]);
    // a public form's refusal names the field in the German text read from src/locales beside the sources
    const form = await fetch(`${base}/api/v1/forms/vendor-recommendation`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ submissionId: randomUUID(), data: {} }),
    });
    expect(form.status).toBe(400);
    expect(((await form.json()) as { error: { message: string } }).error.message).toContain('city: Stadt ist erforderlich');
  });

  it('logs JSON lines when its output is a pipe (no banner)', () => {
    const lines = stdout.split('\n').filter((l) => l !== '');
    expect(lines.length).toBeGreaterThan(2);
    for (const l of lines) expect(() => JSON.parse(l) as unknown).not.toThrow();
    expect(stdout).not.toContain('Stop with Ctrl+C');
  });
});
