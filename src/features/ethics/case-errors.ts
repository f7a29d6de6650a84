/** The sentence of each failure of the case requests (lazy namespace `ethics`). */
import type { CaseErrorKind } from './api/case-api.ts';

/** Opening or refreshing a case: an unknown number and a wrong secret read the same. */
export const OPEN_ERROR_KEYS = {
  'not-found': 'case.notFound',
  invalid: 'case.invalid',
  rate: 'case.rate',
  conflict: 'case.server',
  server: 'case.server',
  network: 'case.network',
} as const satisfies Record<CaseErrorKind, string>;

/** Sending a message: each says the typed text is kept. */
export const SEND_ERROR_KEYS = {
  'not-found': 'case.sendGone',
  invalid: 'case.sendFailed',
  rate: 'case.sendRate',
  conflict: 'case.sendFailed',
  server: 'case.sendFailed',
  network: 'case.sendOffline',
} as const satisfies Record<CaseErrorKind, string>;
