/** What a public form shows when sending failed (send.ts's HttpError), kept out of the lazy sending code. */
import { messageKeyOf } from '../../lib/api/error-keys.ts';

/** The message key shown for each kind of failure (lazy namespace `forms`); another 4xx is `invalid`'s. */
export const ERROR_MESSAGE_KEYS = {
  invalid: 'forms:submit.errorInvalid',
  conflict: 'forms:submit.errorConflict',
  'rate-limited': 'forms:submit.errorRate',
  'too-large': 'forms:submit.errorTooLarge',
  server: 'forms:submit.errorServer',
  'bad-answer': 'forms:submit.errorServer',
  network: 'forms:submit.errorNetwork',
} as const;

export type FormErrorKey = (typeof ERROR_MESSAGE_KEYS)[keyof typeof ERROR_MESSAGE_KEYS];

export const formErrorKey = (err: unknown): FormErrorKey => messageKeyOf(err, ERROR_MESSAGE_KEYS);
