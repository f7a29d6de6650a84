/**
 * Demo desk accounts: in demo mode every vendor gets a desk account with a random password, listed at
 * GET /dev/desk-accounts, which signs in to that vendor's desk. Without demo mode, and never with
 * NODE_ENV=production, the page does not exist.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDeskAccountsSchema } from '../../src/domain/wire/desk.ts';
import { loadConfig } from '../config.ts';
import { testConfig } from '../test-helpers.ts';
import { call } from '../vendor-api/test-fixtures.ts';
import { demoDeskEmail, ensureDemoDeskAccounts, registerDemoDeskAccounts } from './demo-accounts.ts';
import { createDeskApi, type DeskApi } from './test-kit.ts';

let demo: DeskApi;
let normal: DeskApi;
beforeAll(async () => {
  demo = await createDeskApi({ DEMO_MODE: '1' });
  normal = await createDeskApi();
});
afterAll(async () => {
  await demo.close();
  await normal.close();
});

describe('demo desk accounts', () => {
  it('when demo mode is on, then every vendor has one account with its own random password, stored only as a bcrypt hash', async () => {
    const r = await call(demo.app, { url: '/dev/desk-accounts?format=json' });
    expect(r.status).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    const { accounts } = demoDeskAccountsSchema.parse(r.body);
    const vendors = await demo.tdb.db.query<{ id: string }>('select id from vendor.vendors order by id');
    expect(accounts.map((a) => a.vendorId).sort()).toEqual(vendors.map((v) => v.id));
    expect(accounts.every((a) => a.email === demoDeskEmail(a.vendorId))).toBe(true);
    const passwords = accounts.map((a) => a.password);
    expect(new Set(passwords).size).toBe(passwords.length);
    for (const p of passwords) {
      expect(p).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(/\d/.test(p) && /[A-Za-z]/.test(p)).toBe(true);
    }
    const stored = await demo.tdb.db.query<{ encrypted_password: string }>(
      "select encrypted_password from auth.users where email like 'desk+%@lieferzone.demo'",
    );
    expect(stored.length).toBe(accounts.length);
    expect(stored.every((u) => /^\$2[aby]\$04\$/.test(u.encrypted_password) && !passwords.includes(u.encrypted_password))).toBe(true);
  });

  it("when a tester signs in with a listed password, then the desk is that vendor's", async () => {
    const { accounts } = demoDeskAccountsSchema.parse((await call(demo.app, { url: '/dev/desk-accounts?format=json' })).body);
    const a = accounts[3];
    if (!a) throw new Error('no demo account');
    const s = await demo.signIn(a.email, a.password);
    expect(s.status).toBe(200);
    const me = await demo.as(s.body.access_token ?? '', { url: '/api/v1/desk/me' });
    expect(me.body.vendor.id).toBe(a.vendorId);
    expect(me.body.vendor.label).toBe(a.vendorLabel);
  });

  it('when the HTML page is opened, then it lists the accounts with escaped text and is not indexed', async () => {
    const r = await call(demo.app, { url: '/dev/desk-accounts' });
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    expect(r.headers['x-robots-tag']).toBe('noindex');
    expect(r.raw).toContain('<td>Pizzeria Testa</td>');
    expect(r.raw).toContain(`<code>${demoDeskEmail('0a000000-0000-4000-8000-000000000001')}</code>`);
  });

  it('when the app starts again, then no second account is made and the passwords stay', async () => {
    const before = (await call(demo.app, { url: '/dev/desk-accounts?format=json' })).raw;
    expect(await ensureDemoDeskAccounts(demo.tdb.db)).toBe(0);
    expect((await call(demo.app, { url: '/dev/desk-accounts?format=json' })).raw).toBe(before);
  });

  it('when demo mode is off, then /dev/desk-accounts does not exist and no desk accounts are made', async () => {
    const r = await call(normal.app, { url: '/dev/desk-accounts?format=json' });
    expect(r.status).toBe(404);
    expect(r.raw).not.toContain('desk+');
    const rows = await normal.tdb.db.query('select 1 from vendor.demo_desk_credentials');
    expect(rows).toEqual([]);
  });

  it('when NODE_ENV=production, then demo mode is refused by the config and the page is not registered even if forced', async () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_MODE: '1' })).toThrow(/demo mode .* never allowed with NODE_ENV=production/);
    const app = Fastify();
    registerDemoDeskAccounts(app, { ...testConfig({ DEMO_MODE: '1' }), NODE_ENV: 'production' }, demo.tdb.db);
    const r = await app.inject({ url: '/dev/desk-accounts?format=json' });
    expect(r.statusCode).toBe(404);
    await app.close();
    // the same call without production registers it: the guard above is what refused
    const dev = Fastify();
    registerDemoDeskAccounts(dev, testConfig({ DEMO_MODE: '1' }), demo.tdb.db);
    expect((await dev.inject({ url: '/dev/desk-accounts?format=json' })).statusCode).toBe(200);
    await dev.close();
  });
});
