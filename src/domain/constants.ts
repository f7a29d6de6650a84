/**
 * Business constants and limits of spec 1 §9 (and the timings of §4) that are not owned by a rule module.
 */

export const CURRENCY = 'EUR';
export const LOCALE = 'de-AT';
export const DEFAULT_COUNTRY = 'AT';
export const DEFAULT_CITY = 'wien';
export const DEFAULT_POSTAL_CODE = '1010';

/** Address suggestions: from 3 characters, debounced 300 ms, 5 results, Austria only. */
export const ADDRESS_SUGGEST_MIN_CHARS = 3;
export const ADDRESS_SUGGEST_DEBOUNCE_MS = 300;
export const ADDRESS_SUGGEST_LIMIT = 5;
/** Listing suggestions: more than 1 character, at most 5. */
export const LISTING_SUGGEST_MIN_CHARS = 2;
export const LISTING_SUGGEST_LIMIT = 5;

export const ORDER_CACHE_MS = 60_000;
export const ORDER_POLL_MS = 10_000;
export const COUNTDOWN_TICK_MS = 1_000;
export const ADD_TO_CART_TOAST_MS = 1_000;
export const API_STATUS_RECHECK_MS = 2 * 60_000;
export const API_RETRIES = 3;
/** Waits between network retries: 1, 2, 3 s. */
export const API_RETRY_DELAYS_MS = [1_000, 2_000, 3_000] as const;

/** The demo restaurant: minimum order 10 €, no fees. */
export const DEMO_VENDOR_MIN_ORDER = 10;

/** Sticky category bar appears after scrolling 450 px and jumps with a 120 px offset. */
export const CATEGORY_BAR_SCROLL_PX = 450;
export const CATEGORY_JUMP_OFFSET_PX = 120;
