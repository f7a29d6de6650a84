import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  FAVORITES_KEY,
  readFavorites,
  readStoredPostalCode,
  storePostalCode,
  toggleFavorite,
  useIsFavorite,
} from './storage.ts';

beforeEach(() => localStorage.clear());

describe('vendor page storage', () => {
  it('when a favourite is toggled twice, then the id is added to favoriteRestaurants and removed again', () => {
    localStorage.setItem(FAVORITES_KEY, JSON.stringify(['other']));
    expect(toggleFavorite('v-1')).toBe(true);
    expect(readFavorites()).toEqual(['other', 'v-1']);
    expect(toggleFavorite('v-1')).toBe(false);
    expect(readFavorites()).toEqual(['other']);
  });

  it('when favoriteRestaurants holds garbage, then it reads as an empty list and toggling repairs it', () => {
    localStorage.setItem(FAVORITES_KEY, '{not json');
    expect(readFavorites()).toEqual([]);
    localStorage.setItem(FAVORITES_KEY, JSON.stringify([1, 'v-2', null]));
    expect(readFavorites()).toEqual(['v-2']);
    toggleFavorite('v-3');
    expect(JSON.parse(localStorage.getItem(FAVORITES_KEY)!)).toEqual(['v-2', 'v-3']);
  });

  it('when the favourite changes, then useIsFavorite re-renders with the new value', () => {
    const { result } = renderHook(() => useIsFavorite('v-9'));
    expect(result.current).toBe(false);
    act(() => {
      toggleFavorite('v-9');
    });
    expect(result.current).toBe(true);
  });

  it('when postal codes are stored, then deliveryPostalCode wins over selectedPostalCode and non-codes are ignored', () => {
    expect(readStoredPostalCode()).toBeNull();
    localStorage.setItem('selectedPostalCode', '1070');
    expect(readStoredPostalCode()).toBe('1070');
    storePostalCode('8010');
    expect(readStoredPostalCode()).toBe('8010');
    localStorage.setItem('deliveryPostalCode', 'abcd');
    expect(readStoredPostalCode()).toBe('1070');
  });
});
