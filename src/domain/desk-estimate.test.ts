import { describe, expect, it } from 'vitest';
import { acceptEstimate, delayEstimate, travelMinutes } from './desk-estimate.ts';

const now = new Date('2026-03-02T12:00:00.000Z');

describe('travelMinutes', () => {
  it('when the vendor says "25-40", then the way takes 25 minutes', () => {
    expect(travelMinutes('25-40')).toBe(25);
  });
  it('when the vendor gives one number, then that is the way', () => {
    expect(travelMinutes('30')).toBe(30);
  });
  it('when the text is no estimate, then the fallback is used', () => {
    expect(travelMinutes('bald')).toBe(25);
    expect(travelMinutes(undefined, 12)).toBe(12);
  });
});

describe('acceptEstimate', () => {
  it('when a delivery is accepted with 20 minutes at 12:00 and the vendor says "25-40", then ready 12:20 and delivered 12:45', () => {
    expect(acceptEstimate({ now, prepMinutes: 20, pickUp: false, vendorDeliveryTime: '25-40', requested: null })).toEqual({
      packagingTime: '2026-03-02T12:20:00.000Z',
      deliveryTime: '2026-03-02T12:45:00.000Z',
    });
  });
  it('when a pickup is accepted with 15 minutes, then only the ready time is set', () => {
    expect(acceptEstimate({ now, prepMinutes: 15, pickUp: true, vendorDeliveryTime: '25-40', requested: undefined })).toEqual({
      packagingTime: '2026-03-02T12:15:00.000Z',
      deliveryTime: undefined,
    });
  });
  it('when a pre-order for 14:00 is accepted, then the requested time stays and cooking is planned backwards', () => {
    expect(acceptEstimate({ now, prepMinutes: 30, pickUp: false, vendorDeliveryTime: '20-30', requested: '2026-03-02T14:00:00.000Z' })).toEqual({
      packagingTime: '2026-03-02T13:40:00.000Z',
      deliveryTime: '2026-03-02T14:00:00.000Z',
    });
  });
  it('when the requested time cannot be met, then the later, honest estimate wins', () => {
    const e = acceptEstimate({ now, prepMinutes: 45, pickUp: false, vendorDeliveryTime: '30-45', requested: '2026-03-02T12:30:00.000Z' });
    expect(e).toEqual({ packagingTime: '2026-03-02T12:45:00.000Z', deliveryTime: '2026-03-02T13:15:00.000Z' });
  });
  it('when a pickup pre-order for 13:00 is accepted with 10 minutes, then it is ready at 13:00', () => {
    expect(acceptEstimate({ now, prepMinutes: 10, pickUp: true, vendorDeliveryTime: '25-40', requested: '2026-03-02T13:00:00.000Z' }).packagingTime)
      .toBe('2026-03-02T13:00:00.000Z');
  });
});

describe('delayEstimate', () => {
  it('when a delivery ready at 12:20 and delivered at 12:45 is delayed by 10, then 12:30 and 12:55', () => {
    expect(delayEstimate({ packagingTime: '2026-03-02T12:20:00.000Z', deliveryTime: '2026-03-02T12:45:00.000Z', minutes: 10 })).toEqual({
      packagingTime: '2026-03-02T12:30:00.000Z',
      deliveryTime: '2026-03-02T12:55:00.000Z',
    });
  });
  it('when a pickup ready at 23:50 is delayed by 20, then it is ready at 00:10 the next day and has no delivery time', () => {
    expect(delayEstimate({ packagingTime: '2026-03-02T23:50:00.000Z', deliveryTime: undefined, minutes: 20 })).toEqual({
      packagingTime: '2026-03-03T00:10:00.000Z',
      deliveryTime: undefined,
    });
  });
  it('when the order has no estimate at all, then there is nothing to delay', () => {
    expect(delayEstimate({ packagingTime: null, deliveryTime: null, minutes: 10 })).toBeNull();
  });
});
