/**
 * What the benchmarks that start servers share (bench/api.ts, bench/ssr-ab.ts): waiting until a server answers, and a
 * database of its own on a PostgreSQL server (DATABASE_URL, e.g. the throw-away one of scripts/with-postgres.sh).
 */
import pg from 'pg';

/** Resolves once a GET of `url` answers 2xx; throws after `ms`. */
export async function waitForOk(url: string, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start: ${url}`);
}

/** A new, empty database `name` on the server of `serverUrl`: its connection URL, and its removal. */
export async function createDatabase(serverUrl: string, name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}
