import { describe, expect, it } from 'vitest';
import { defaultDeliveryTime, priceRange, ratingValue } from './display.ts';

describe('display defaults (spec 1 §9)', () => {
  it('when the minimum price is at most 15, then the price range is 1', () => {
    expect(priceRange(0)).toBe(1);
    expect(priceRange(15)).toBe(1);
  });
  it('when the minimum price is above 15, then the price range is 2', () => {
    expect(priceRange(15.01)).toBe(2);
    expect(priceRange(25)).toBe(2);
  });
  it('when the minimum price is above 25, then the price range is 3', () => {
    expect(priceRange(25.5)).toBe(3);
  });
  it('when ratings exist, then the rating is value ÷ count with one decimal', () => {
    expect(ratingValue({ value: 433, count: 100 })).toBe(4.3);
    expect(ratingValue({ value: 9, count: 2 })).toBe(4.5);
    expect(ratingValue({ value: 14, count: 3 })).toBe(4.7);
  });
  it('when there are no ratings, then the rating is 0', () => {
    expect(ratingValue({ value: 0, count: 0 })).toBe(0);
  });
  it('when data would exceed the 5-point scale, then it is capped at 5', () => {
    expect(ratingValue({ value: 60, count: 10 })).toBe(5);
  });
  it('when the vendor type is food, store or other, then the delivery time is 25-40, 45-60 or 30-45', () => {
    expect(defaultDeliveryTime('food')).toBe('25-40');
    expect(defaultDeliveryTime('store')).toBe('45-60');
    expect(defaultDeliveryTime('pharmacy')).toBe('30-45');
  });
});
