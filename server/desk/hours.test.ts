/**
 * Opening hours, special days and busy mode (issue 32 part B) through the real routes: the desk and the back office
 * change them; :placeOrder's expiry and refusals, the vendor record (listing, vendor page) and the slots and estimates
 * computed from it follow at once. Every expected instant is worked out by hand in the comment beside it (Vienna is
 * UTC+1 in winter, UTC+2 in summer; summer time from the last Sunday of March 01:00 UTC to the last Sunday of
 * October 01:00 UTC). Attack tests: only the vendor's own desk and operators may change them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busyExtraMinutes } from '../../src/domain/busy.ts';
import { deliveryRange } from '../../src/domain/delivery-estimate.ts';
import { availability, nextOpeningTime } from '../../src/domain/opening-hours.ts';
import { preorderSlots } from '../../src/domain/time-slots.ts';
import type { Vendor } from '../../src/domain/types.ts';
import { vendorSchema } from '../../src/domain/wire/vendor.ts';
import type { WeeklyHours } from '../../src/domain/wire/vendor-hours.ts';
import { createOpsApi, type OpsApi } from '../ops/test-kit.ts';
import type { Signed } from './test-kit.ts';
import { call, customerIp, IDS, orderBody, pickupDelivery } from '../vendor-api/test-fixtures.ts';

let api: OpsApi;
let desk: string;
let otherDesk: string;
let operator: string;
let accounts: { desk: Signed; otherDesk: Signed; operator: Signed };

beforeAll(async () => {
  api = await createOpsApi();
  accounts = { desk: await api.desk(IDS.pizza), otherDesk: await api.desk(IDS.cashOnly), operator: await api.operator() };
  desk = accounts.desk.token;
  otherDesk = accounts.otherDesk.token;
  operator = accounts.operator.token;
});
afterAll(async () => {
  await api.close();
});

const none = (): WeeklyHours => ({ MONDAY: [], TUESDAY: [], WEDNESDAY: [], THURSDAY: [], FRIDAY: [], SATURDAY: [], SUNDAY: [] });
const week = (over: Partial<WeeklyHours>): WeeklyHours => ({ ...none(), ...over });
let ip = 0;
/** Moves the server's clock and signs the accounts in again (a token is valid for an hour of the server's clock). */
const at = async (iso: string) => {
  api.clock.now = new Date(iso);
  const again = async (a: Signed) => {
    const r = await api.signIn(a.email, a.password, `192.0.2.${200 + (++ip % 50)}`);
    if (!r.body.access_token) throw new Error(`sign-in ${r.status}`);
    return r.body.access_token;
  };
  desk = await again(accounts.desk);
  otherDesk = await again(accounts.otherDesk);
  operator = await again(accounts.operator);
};
const putHours = (token: string, body: unknown) => api.as(token, { method: 'PUT', url: '/api/v1/desk/hours', payload: body as Record<string, unknown> });
const putBusy = (token: string, body: unknown) => api.as(token, { method: 'PUT', url: '/api/v1/desk/busy', payload: body as Record<string, unknown> });
const vendor = async (id: string = IDS.pizza): Promise<Vendor> => {
  const r = await call(api.app, { url: `/api/v1/vendors/${id}` });
  expect(r.status).toBe(200);
  return vendorSchema.parse(r.body);
};
const place = (time?: string, pickUp = false) => {
  const base = orderBody();
  const delivery = pickUp ? { ...pickupDelivery } : { ...base.order.delivery };
  return call(api.app, {
    method: 'POST', url: `/api/v1/vendors/${IDS.pizza}:placeOrder`, remoteAddress: customerIp(),
    payload: orderBody({ delivery: time ? { ...delivery, time } : delivery }),
  });
};
const expireOf = (r: Awaited<ReturnType<typeof place>>) => {
  expect(r.status, r.raw).toBe(200);
  return (r.body as { order: { expireTime: string } }).order.expireTime;
};
const iso = (d: Date) => d.toISOString();

describe('an overnight Friday range (winter) with busy mode', () => {
  // 2026-11-27 is a Friday; Vienna = UTC+1. Friday 18:00–02:00, Saturday 11:00–14:00.
  const hours = { weekly: week({ FRIDAY: [{ from: '18:00', to: '02:00' }], SATURDAY: [{ from: '11:00', to: '14:00' }] }), specialDays: [] };

  it('when the desk sets the hours at 23:10 on Friday, then the vendor is open, its slots run to 01:45 and an order expires 15 min later', async () => {
    await at('2026-11-27T22:10:00Z'); // Fri 23:10 Vienna
    const r = await putHours(desk, hours);
    expect(r.status, r.raw).toBe(200);
    expect(await putBusy(desk, { extraMinutes: 0, deliveryPaused: false, forMinutes: null }).then((x) => x.status)).toBe(200);
    const v = await vendor();
    const now = api.clock.now!;
    expect(availability(v, now)).toBe('open');
    const slots = preorderSlots(v, now, { days: 1, extraMinutes: busyExtraMinutes(v, now) });
    // the next quarter hour after 23:10 is 23:15 (22:15Z); the last before Sat 02:00 is 01:45 (00:45Z): 23:15..01:45 = 11 slots
    expect(iso(slots[0]!)).toBe('2026-11-27T22:15:00.000Z');
    expect(iso(slots[slots.length - 1]!)).toBe('2026-11-28T00:45:00.000Z');
    expect(slots).toHaveLength(11);
    // open now, no time: now + 15 min = 23:25 Vienna
    expect(expireOf(await place())).toBe('2026-11-27T22:25:00.000Z');
    // the vendor's own 25-40
    expect(deliveryRange(v, null, now)).toMatchObject({ minMinutes: 25, maxMinutes: 40 });
  });

  it('when busy +15 is on, then the estimate, the first slot and the expiry move by 15 minutes', async () => {
    await at('2026-11-27T22:10:00Z');
    const r = await putBusy(desk, { extraMinutes: 15, deliveryPaused: false, forMinutes: null });
    expect(r.status, r.raw).toBe(200);
    expect(r.body).toMatchObject({ busy: { extraMinutes: 15, deliveryPaused: false, until: null } });
    const v = await vendor();
    const now = api.clock.now!;
    expect(deliveryRange(v, null, now)).toMatchObject({ minMinutes: 40, maxMinutes: 55 }); // 25+15, 40+15
    const slots = preorderSlots(v, now, { days: 1, extraMinutes: busyExtraMinutes(v, now) });
    // no slot before 23:25: the next quarter hour strictly after it is 23:30 (22:30Z); the last stays 01:45
    expect(iso(slots[0]!)).toBe('2026-11-27T22:30:00.000Z');
    expect(iso(slots[slots.length - 1]!)).toBe('2026-11-28T00:45:00.000Z');
    expect(slots).toHaveLength(10);
    // 23:10 + 15 + 15 = 23:40 Vienna
    expect(expireOf(await place())).toBe('2026-11-27T22:40:00.000Z');
  });

  it('when busy +30 runs for 60 minutes, then it ends by itself', async () => {
    await at('2026-11-27T22:10:00Z');
    const r = await putBusy(desk, { extraMinutes: 30, deliveryPaused: false, forMinutes: 60 });
    expect(r.body).toMatchObject({ busy: { extraMinutes: 30, until: '2026-11-27T23:10:00.000Z' } });
    expect(expireOf(await place())).toBe('2026-11-27T22:55:00.000Z'); // 23:10 + 15 + 30
    await at('2026-11-27T23:10:00Z'); // Sat 00:10: the hour is over, the overnight range still open
    expect(expireOf(await place())).toBe('2026-11-27T23:25:00.000Z'); // 00:10 + 15
    const v = await vendor();
    expect(deliveryRange(v, null, api.clock.now!)).toMatchObject({ minMinutes: 25, maxMinutes: 40 });
  });

  it('when it is 01:50 on Saturday, then the overnight tail is open; at 02:00 it is closed and a 02:30 pre-order is refused', async () => {
    await at('2026-11-28T00:50:00Z'); // Sat 01:50
    expect(expireOf(await place())).toBe('2026-11-28T01:05:00.000Z');
    await at('2026-11-28T01:00:00Z'); // Sat 02:00
    const asap = await place();
    expect(asap.status).toBe(400);
    expect(asap.raw).toMatch(/outside its opening hours/);
    const late = await place('2026-11-28T02:30:00+01:00');
    expect(late.status).toBe(400);
    expect(late.raw).toContain('is outside the opening hours');
    // a pre-order for Saturday 12:00: 30 min after Saturday's opening 11:00 → 11:30 (10:30Z)
    expect(expireOf(await place('2026-11-28T12:00:00+01:00'))).toBe('2026-11-28T10:30:00.000Z');
  });
});

describe('busy: delivery paused, pickup kept', () => {
  it('when delivery is paused, then a delivery order is refused and a pickup order is taken', async () => {
    await at('2026-11-27T22:10:00Z');
    const r = await putBusy(desk, { extraMinutes: 0, deliveryPaused: true, forMinutes: 30 });
    expect(r.status, r.raw).toBe(200);
    const refused = await place();
    expect(refused.status).toBe(400);
    expect(refused.raw).toContain('has paused delivery for now: pickup orders are accepted');
    expect(expireOf(await place(undefined, true))).toBe('2026-11-27T22:25:00.000Z');
    await at('2026-11-27T22:40:00Z'); // 30 minutes later: delivery again
    expect(expireOf(await place())).toBe('2026-11-27T22:55:00.000Z');
  });

  it('when a delivery-only restaurant pauses delivery, then 400 (pause orders instead)', async () => {
    const d = (await api.desk(IDS.deliveryOnly)).token;
    const r = await putBusy(d, { extraMinutes: 0, deliveryPaused: true, forMinutes: null });
    expect(r.status).toBe(400);
    expect(r.raw).toContain('offers delivery only');
  });
});

describe('a closed holiday', () => {
  // every day 11:00–14:00, Friday also 18:00–02:00; 2026-12-25 (a Friday) closed. Now: Thu 2026-12-24 15:00 (14:00Z).
  const weekly = week({
    MONDAY: [{ from: '11:00', to: '14:00' }], TUESDAY: [{ from: '11:00', to: '14:00' }], WEDNESDAY: [{ from: '11:00', to: '14:00' }],
    THURSDAY: [{ from: '11:00', to: '14:00' }], FRIDAY: [{ from: '11:00', to: '14:00' }, { from: '18:00', to: '02:00' }],
    SATURDAY: [{ from: '11:00', to: '14:00' }], SUNDAY: [{ from: '11:00', to: '14:00' }],
  });

  it('when Christmas Day is not closed, then Friday takes pre-orders from 11:30', async () => {
    await at('2026-12-24T14:00:00Z');
    await putBusy(desk, { extraMinutes: 0, deliveryPaused: false, forMinutes: null });
    expect((await putHours(desk, { weekly, specialDays: [] })).status).toBe(200);
    const v = await vendor();
    expect(iso(nextOpeningTime(v, api.clock.now!)!)).toBe('2026-12-25T10:00:00.000Z'); // Fri 11:00
    expect(iso(preorderSlots(v, api.clock.now!, { days: 3 })[0]!)).toBe('2026-12-25T10:30:00.000Z');
  });

  it('when the operator closes 25 December, then Friday has no slot, a Friday pre-order is refused and expiry counts from Saturday', async () => {
    await at('2026-12-24T14:00:00Z');
    const r = await api.ops(operator, {
      method: 'PUT', url: `/api/v1/ops/vendors/${IDS.pizza}/hours`,
      payload: { weekly, specialDays: [{ date: '2026-12-25', closed: true, ranges: [] }] },
    });
    expect(r.status, r.raw).toBe(200);
    const v = await vendor();
    const now = api.clock.now!;
    expect(availability(v, now)).toBe('preorder');
    expect(iso(nextOpeningTime(v, now)!)).toBe('2026-12-26T10:00:00.000Z'); // Sat 11:00
    const slots = preorderSlots(v, now, { days: 3 });
    // Thu: over; Fri: closed (and no overnight tail into Saturday); Sat 11:30..13:45 = 10 slots
    expect(iso(slots[0]!)).toBe('2026-12-26T10:30:00.000Z');
    expect(iso(slots[slots.length - 1]!)).toBe('2026-12-26T12:45:00.000Z');
    expect(slots).toHaveLength(10);
    const fri = await place('2026-12-25T19:00:00+01:00');
    expect(fri.status).toBe(400);
    expect(fri.raw).toContain('is outside the opening hours');
    // pre-order Sat 12:00: 30 min after Saturday's 11:00 = 11:30 (10:30Z)
    expect(expireOf(await place('2026-12-26T12:00:00+01:00'))).toBe('2026-12-26T10:30:00.000Z');
    // the desk sees what the operator set; the audit has it
    const mine = await api.as(desk, { url: '/api/v1/desk/hours' });
    expect(mine.body).toMatchObject({ specialDays: [{ date: '2026-12-25', closed: true, ranges: [] }] });
    const audit = await api.tdb.db.query<{ actor_email: string; note: string }>(
      `select actor_email, note from public.ops_audit where entity = 'vendor' and entity_id = $1::uuid and action = 'hours' order by at desc, id desc limit 1`,
      [IDS.pizza],
    );
    expect(audit[0]?.note).toContain('2026-12-25 closed');
  });

  it('when the special day has other hours (17:00–01:00), then only those count that day', async () => {
    await at('2026-12-24T14:00:00Z');
    const r = await putHours(desk, { weekly, specialDays: [{ date: '2026-12-25', closed: false, ranges: [{ from: '17:00', to: '01:00' }] }] });
    expect(r.status, r.raw).toBe(200);
    const v = await vendor();
    expect(iso(nextOpeningTime(v, api.clock.now!)!)).toBe('2026-12-25T16:00:00.000Z'); // Fri 17:00
    expect((await place('2026-12-25T12:00:00+01:00')).status).toBe(400); // the weekday's 11–14 does not count
    // Sat 00:45 is in the special day's tail; expiry: 30 min after the delivery day's first opening searched from
    // Sat 00:00 — the tail is open then → Sat 00:30 (Fri 23:30Z)
    expect(expireOf(await place('2026-12-26T00:45:00+01:00'))).toBe('2026-12-25T23:30:00.000Z');
  });

  it('when a special day lies before today, then it is dropped on save', async () => {
    await at('2026-12-24T14:00:00Z');
    const r = await putHours(desk, { weekly, specialDays: [{ date: '2026-12-31', closed: true, ranges: [] }, { date: '2026-12-23', closed: true, ranges: [] }] });
    expect(r.status).toBe(200);
    expect((r.body as { specialDays: { date: string }[] }).specialDays.map((d) => d.date)).toEqual(['2026-12-31']);
  });
});

describe('the summer/winter time change in Vienna', () => {
  it('when a special night 01:00–04:00 spans the March change (28 March 2027), then it lasts 2 real hours: 6 slots, open until 02:00Z', async () => {
    await at('2027-03-27T21:00:00Z'); // Sat 22:00 CET
    await putBusy(desk, { extraMinutes: 0, deliveryPaused: false, forMinutes: null });
    const r = await putHours(desk, { weekly: week({ MONDAY: [{ from: '11:00', to: '14:00' }] }), specialDays: [{ date: '2027-03-28', closed: false, ranges: [{ from: '01:00', to: '04:00' }] }] });
    expect(r.status, r.raw).toBe(200);
    const v = await vendor();
    const now = api.clock.now!;
    // 01:00 CET = 00:00Z; 04:00 CEST = 02:00Z. First slot 01:30 CET (00:30Z), every 15 real minutes, last 03:45 CEST (01:45Z)
    const slots = preorderSlots(v, now, { days: 2 }).map(iso);
    expect(slots).toEqual([
      '2027-03-28T00:30:00.000Z', '2027-03-28T00:45:00.000Z', '2027-03-28T01:00:00.000Z',
      '2027-03-28T01:15:00.000Z', '2027-03-28T01:30:00.000Z', '2027-03-28T01:45:00.000Z',
    ]);
    // a pre-order for 03:30 CEST: 30 min after the day's opening 01:00 CET (00:00Z) = 00:30Z
    expect(expireOf(await place('2027-03-28T03:30:00+02:00'))).toBe('2027-03-28T00:30:00.000Z');
    expect((await place('2027-03-28T04:00:00+02:00')).status).toBe(400);
  });

  it('when a special night 01:00–04:00 spans the October change (25 October 2026), then it lasts 4 real hours; busy +30 moves the expiry', async () => {
    await at('2026-10-24T18:00:00Z'); // Sat 20:00 CEST
    await putBusy(desk, { extraMinutes: 0, deliveryPaused: false, forMinutes: null });
    const r = await putHours(desk, { weekly: week({ MONDAY: [{ from: '11:00', to: '14:00' }] }), specialDays: [{ date: '2026-10-25', closed: false, ranges: [{ from: '01:00', to: '04:00' }] }] });
    expect(r.status, r.raw).toBe(200);
    const v = await vendor();
    // 01:00 CEST = 23:00Z (24 Oct); 04:00 CET = 03:00Z. Slots 23:30Z .. 02:45Z = 14
    const slots = preorderSlots(v, api.clock.now!, { days: 2 });
    expect(iso(slots[0]!)).toBe('2026-10-24T23:30:00.000Z');
    expect(iso(slots[slots.length - 1]!)).toBe('2026-10-25T02:45:00.000Z');
    expect(slots).toHaveLength(14);
    // pre-order for 03:00 CET (02:00Z): 30 min after 01:00 CEST = 23:30Z
    expect(expireOf(await place('2026-10-25T03:00:00+01:00'))).toBe('2026-10-24T23:30:00.000Z');
    expect((await putBusy(desk, { extraMinutes: 30, deliveryPaused: false, forMinutes: null })).status).toBe(200);
    // busy +30: 00:00Z
    expect(expireOf(await place('2026-10-25T03:00:00+01:00'))).toBe('2026-10-25T00:00:00.000Z');
    await putBusy(desk, { extraMinutes: 0, deliveryPaused: false, forMinutes: null });
  });
});

describe('refusals of bad hours (400 naming the range)', () => {
  const cases: [string, unknown, string][] = [
    ['a bad time', { weekly: week({ MONDAY: [{ from: '25:00', to: '26:00' }] }), specialDays: [] }, 'weekly.MONDAY.0.from: must be a time HH:MM between 00:00 and 24:00'],
    ['an empty range', { weekly: week({ MONDAY: [{ from: '12:00', to: '12:00' }] }), specialDays: [] }, 'weekly.MONDAY.0: is empty: it opens and closes at 12:00'],
    ['overlapping ranges', { weekly: week({ MONDAY: [{ from: '11:00', to: '15:00' }, { from: '14:00', to: '22:00' }] }), specialDays: [] }, 'weekly.MONDAY.1: overlaps 11:00–15:00'],
    ['an overnight range past 06:00', { weekly: week({ MONDAY: [{ from: '22:00', to: '07:00' }] }), specialDays: [] }, 'weekly.MONDAY.0.to: ends after 06:00 on the next day'],
    ['a tail into the next day', { weekly: week({ MONDAY: [{ from: '20:00', to: '03:00' }], TUESDAY: [{ from: '02:00', to: '05:00' }] }), specialDays: [] }, "weekly.MONDAY.0.to: runs into TUESDAY's range from 02:00"],
    ['no range at all', { weekly: week({}), specialDays: [] }, 'weekly: has no opening range'],
    ['a closed day with ranges', { weekly: week({ MONDAY: [{ from: '11:00', to: '14:00' }] }), specialDays: [{ date: '2026-12-31', closed: true, ranges: [{ from: '11:00', to: '12:00' }] }] }, 'specialDays.0.ranges: must be empty on a closed day'],
    ['a date twice', { weekly: week({ MONDAY: [{ from: '11:00', to: '14:00' }] }), specialDays: [{ date: '2026-12-31', closed: true, ranges: [] }, { date: '2026-12-31', closed: true, ranges: [] }] }, 'specialDays.1.date: 2026-12-31 is given twice'],
    ['no calendar date', { weekly: week({ MONDAY: [{ from: '11:00', to: '14:00' }] }), specialDays: [{ date: '2026-02-30', closed: true, ranges: [] }] }, 'specialDays.0.date: is not a calendar date'],
  ];
  it.each(cases)('when the body has %s, then 400 with the precise message', async (_name, body, message) => {
    const r = await putHours(desk, body);
    expect(r.status).toBe(400);
    expect(r.raw).toContain(message);
  });

  it('when busy asks for +20 minutes, then 400', async () => {
    const r = await putBusy(desk, { extraMinutes: 20, deliveryPaused: false, forMinutes: null });
    expect(r.status).toBe(400);
    expect(r.raw).toContain('extraMinutes: must be 0, 15 or 30');
  });
});

describe('who may change the hours (attack tests)', () => {
  const body = { weekly: week({ MONDAY: [{ from: '11:00', to: '14:00' }] }), specialDays: [] };

  it('when nobody is signed in, or a customer, then 401/403 and nothing changes', async () => {
    const before = (await vendor()).openingHours;
    expect((await putHours('', body)).status).toBe(401);
    const customer = (await api.customer()).token;
    expect([401, 403]).toContain((await putHours(customer, body)).status);
    expect([401, 403]).toContain((await putBusy(customer, { extraMinutes: 30, deliveryPaused: true, forMinutes: null })).status);
    expect([401, 403]).toContain((await api.ops(customer, { method: 'PUT', url: `/api/v1/ops/vendors/${IDS.pizza}/hours`, payload: body })).status);
    expect((await vendor()).openingHours).toEqual(before);
  });

  it("when another restaurant's desk writes, then it changes only its own restaurant, and it cannot use the back office's route", async () => {
    const before = (await vendor()).openingHours;
    expect((await putHours(otherDesk, body)).status).toBe(200);
    expect((await vendor()).openingHours).toEqual(before);
    expect((await vendor(IDS.cashOnly)).openingHours).toEqual([{ days: ['MONDAY'], fromTime: { hours: 11, minutes: 0 }, toTime: { hours: 14, minutes: 0 } }]);
    const viaOps = await api.ops(otherDesk, { method: 'PUT', url: `/api/v1/ops/vendors/${IDS.pizza}/hours`, payload: body });
    expect([401, 403]).toContain(viaOps.status);
    expect((await vendor()).openingHours).toEqual(before);
  });

  it('when a desk names another vendorId in the body, then only its own restaurant is reached', async () => {
    await putBusy(desk, { extraMinutes: 0, deliveryPaused: false, forMinutes: null });
    const r = await putBusy(otherDesk, { extraMinutes: 15, deliveryPaused: false, forMinutes: null, vendorId: IDS.pizza });
    expect([200, 400]).toContain(r.status);
    expect((await vendor()).busy ?? null).toBeNull();
  });

  it('when the operator names an unknown vendor, then 404', async () => {
    const r = await api.ops(operator, { method: 'PUT', url: '/api/v1/ops/vendors/0a000000-0000-4000-8000-0000000000ff/hours', payload: body });
    expect(r.status).toBe(404);
  });
});
