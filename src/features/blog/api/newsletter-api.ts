/**
 * The newsletter (server/newsletter/routes.ts): subscribe, confirm, unsubscribe. Mutations only — nothing about a
 * subscription enters the persisted query cache. No cookies go along. Answers are parsed with the shared schemas;
 * failures become a NewsletterError whose `kind` picks the sentence.
 */
import type { z } from 'zod';
import {
  newsletterAcceptedSchema, newsletterConfirmedSchema, newsletterUnsubscribedSchema, type NewsletterSubscribeRequest,
} from '../../../domain/newsletter.ts';
import { loadRuntimeConfig } from '../../../lib/runtime-config.ts';

export type NewsletterErrorKind = 'invalid' | 'not-found' | 'rate' | 'server' | 'network';

export class NewsletterError extends Error {
  override readonly name = 'NewsletterError';
  constructor(readonly kind: NewsletterErrorKind) {
    super(`newsletter request failed: ${kind}`);
  }
}

export const newsletterKeys = {
  all: ['newsletter'] as const,
  subscribe: ['newsletter', 'subscribe'] as const,
  token: (action: 'confirm' | 'unsubscribe') => ['newsletter', action] as const,
};

function kindOfStatus(status: number): NewsletterErrorKind {
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate';
  if (status >= 500) return 'server';
  return 'invalid';
}

async function post<S extends z.ZodType>(path: string, body: unknown, schema: S): Promise<z.infer<S>> {
  const { apiBaseUrl } = await loadRuntimeConfig();
  let res: Response;
  try {
    res = await fetch(`${apiBaseUrl}${path}`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
      cache: 'no-store',
    });
  } catch {
    throw new NewsletterError('network');
  }
  if (!res.ok) throw new NewsletterError(kindOfStatus(res.status));
  const parsed = schema.safeParse(await res.json().catch(() => null));
  if (!parsed.success) throw new NewsletterError('server');
  return parsed.data;
}

export const subscribeNewsletter = (body: NewsletterSubscribeRequest) =>
  post('/api/v1/newsletter/subscriptions', body, newsletterAcceptedSchema);

export const confirmNewsletter = (token: string) => post('/api/v1/newsletter/confirmations', { token }, newsletterConfirmedSchema);

export const unsubscribeNewsletter = (token: string) =>
  post('/api/v1/newsletter/unsubscriptions', { token }, newsletterUnsubscribedSchema);

export const errorKindOf = (err: unknown): NewsletterErrorKind => (err instanceof NewsletterError ? err.kind : 'server');
