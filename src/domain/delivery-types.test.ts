import { describe, expect, it } from 'vitest';
import { defaultPaymentMethod, paymentMethods, resolveDeliveryType, supportedDeliveryTypes } from './delivery-types.ts';

describe('supported delivery types from tags (spec 1 §4)', () => {
  it('when neither delivery nor pickup is tagged, then both are supported', () => {
    expect(supportedDeliveryTypes(['pizza'])).toEqual(['delivery', 'pickup']);
  });
  it('when both are tagged, then both are supported', () => {
    expect(supportedDeliveryTypes(['pickup', 'delivery'])).toEqual(['delivery', 'pickup']);
  });
  it('when only delivery is tagged, then only delivery is supported', () => {
    expect(supportedDeliveryTypes(['delivery'])).toEqual(['delivery']);
  });
  it('when only pickup is tagged, then only pickup is supported', () => {
    expect(supportedDeliveryTypes(['pickup', 'burger'])).toEqual(['pickup']);
  });
});

describe('payment methods from tags (spec 1 §4)', () => {
  it('when only delivery-cash is tagged, then cash only', () => {
    expect(paymentMethods(['delivery-cash'])).toEqual(['cash']);
  });
  it('when only delivery-card is tagged, then bank card (atm) only', () => {
    expect(paymentMethods(['delivery-card'])).toEqual(['atm']);
  });
  it('when neither or both are tagged, then cash and card', () => {
    expect(paymentMethods([])).toEqual(['cash', 'atm']);
    expect(paymentMethods(['delivery-card', 'delivery-cash'])).toEqual(['cash', 'atm']);
  });
  it('when a preference is stored and allowed, then it is the default, else cash, else the only method', () => {
    expect(defaultPaymentMethod(['cash', 'atm'], 'atm')).toBe('atm');
    expect(defaultPaymentMethod(['cash', 'atm'], null)).toBe('cash');
    expect(defaultPaymentMethod(['atm'], 'cash')).toBe('atm');
  });
});

describe('delivery type choice (spec 1 §4)', () => {
  const both = ['delivery', 'pickup'] as const;
  it('when the URL names a type, then the URL wins over storage', () => {
    expect(resolveDeliveryType({ fromUrl: 'pickup', fromStorage: 'delivery', supported: [...both] })).toBe('pickup');
  });
  it('when the URL has none, then the stored type is used', () => {
    expect(resolveDeliveryType({ fromUrl: null, fromStorage: 'pickup', supported: [...both] })).toBe('pickup');
  });
  it('when neither has a valid type, then delivery is the default', () => {
    expect(resolveDeliveryType({ fromUrl: 'teleport', fromStorage: undefined, supported: [...both] })).toBe('delivery');
  });
  it('when only one type is supported, then it is forced', () => {
    expect(resolveDeliveryType({ fromUrl: 'delivery', supported: ['pickup'] })).toBe('pickup');
    expect(resolveDeliveryType({ fromStorage: 'pickup', supported: ['delivery'] })).toBe('delivery');
  });
});
