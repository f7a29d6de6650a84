/**
 * Sends one public form (POST /api/v1/forms/{kind}) and reads the answer with the shared schemas: `{ reference }`
 * (an ethics report's with case number and secret). Failures become a PublicFormError with the message key to show
 * and, for a 400, each refused field's message key.
 */
import {
  ethicsSubmissionResponseSchema, formErrorSchema, submissionResponseSchema, type EthicsSubmissionResponse, type SubmissionResponse,
} from '../../domain/forms/submission.ts';
import { loadRuntimeConfig } from '../runtime-config.ts';
import type { PublicFormVariables } from './mutation-defaults.ts';

export type PublicFormAnswer = SubmissionResponse & Partial<Omit<EthicsSubmissionResponse, 'reference'>>;

export type PublicFormErrorKind = 'invalid' | 'conflict' | 'rate' | 'too-large' | 'server' | 'network';

/** The message key shown for each kind of failure (lazy namespace `forms`). */
export const ERROR_MESSAGE_KEYS = {
  invalid: 'forms:submit.errorInvalid',
  conflict: 'forms:submit.errorConflict',
  rate: 'forms:submit.errorRate',
  'too-large': 'forms:submit.errorTooLarge',
  server: 'forms:submit.errorServer',
  network: 'forms:submit.errorNetwork',
} as const satisfies Record<PublicFormErrorKind, string>;

export class PublicFormError extends Error {
  override readonly name = 'PublicFormError';
  readonly messageKey: (typeof ERROR_MESSAGE_KEYS)[PublicFormErrorKind];
  constructor(
    readonly kind: PublicFormErrorKind,
    /** the server's message (German or English), when it sent one */
    readonly serverMessage?: string,
    /** a 400's refused fields: path → message key */
    readonly fields: Readonly<Record<string, string>> = {},
    /** seconds to wait (429) */
    readonly retryAfterS?: number,
  ) {
    super(serverMessage ?? kind);
    this.messageKey = ERROR_MESSAGE_KEYS[kind];
  }

  /** Worth sending again by itself: the network or the server failed, not the data. */
  get retryable(): boolean {
    return this.kind === 'network' || this.kind === 'server';
  }
}

async function errorOf(res: Response): Promise<PublicFormError> {
  let message: string | undefined;
  let fields: Record<string, string> = {};
  try {
    const body = formErrorSchema.safeParse(await res.json());
    if (body.success) {
      message = body.data.error.message;
      fields = body.data.error.fields ?? {};
    }
  } catch {
    // not JSON (a proxy's page): the status says enough
  }
  if (res.status === 400) return new PublicFormError('invalid', message, fields);
  if (res.status === 409) return new PublicFormError('conflict', message);
  if (res.status === 413) return new PublicFormError('too-large', message);
  if (res.status === 429) {
    const after = Number(res.headers.get('retry-after'));
    return new PublicFormError('rate', message, {}, Number.isFinite(after) && after > 0 ? after : undefined);
  }
  return new PublicFormError(res.status >= 500 ? 'server' : 'invalid', message);
}

export async function sendPublicForm({ kind, body }: PublicFormVariables): Promise<PublicFormAnswer> {
  const { apiBaseUrl } = await loadRuntimeConfig();
  let res: Response;
  try {
    res = await fetch(`${apiBaseUrl}/api/v1/forms/${kind}`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    });
  } catch {
    throw new PublicFormError('network');
  }
  if (!res.ok) throw await errorOf(res);
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    throw new PublicFormError('server');
  }
  const parsed = (kind === 'ethics-report' ? ethicsSubmissionResponseSchema : submissionResponseSchema).safeParse(json);
  if (!parsed.success) throw new PublicFormError('server');
  return parsed.data;
}
