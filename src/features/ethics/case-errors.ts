/** The sentence of each failure of the case requests (lazy namespace `ethics`), by the HttpError's kind. */
import { messageKeyOf } from '../../lib/api/error-keys.ts';

/** Opening or refreshing a case: an unknown number and a wrong secret read the same (404). */
const OPEN_ERROR_KEYS = {
  'not-found': 'case.notFound',
  invalid: 'case.invalid',
  'rate-limited': 'case.rate',
  server: 'case.server',
  network: 'case.network',
} as const;

/** Sending a message: each says the typed text is kept. */
const SEND_ERROR_KEYS = {
  'not-found': 'case.sendGone',
  invalid: 'case.sendFailed',
  'rate-limited': 'case.sendRate',
  server: 'case.sendFailed',
  network: 'case.sendOffline',
} as const;

export const openErrorKey = (err: unknown) => messageKeyOf(err, OPEN_ERROR_KEYS);
export const sendErrorKey = (err: unknown) => messageKeyOf(err, SEND_ERROR_KEYS);
