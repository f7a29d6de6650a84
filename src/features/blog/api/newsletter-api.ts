/**
 * The newsletter (server/newsletter/routes.ts): subscribe, confirm, unsubscribe. Mutations only — nothing about a
 * subscription enters the persisted query cache. No token and no cookies go along (`auth: 'none'`). Answers are
 * parsed with the shared schemas; failures are the client's HttpError, whose kind picks the sentence.
 */
import type { z } from 'zod';
import {
  newsletterAcceptedSchema, newsletterConfirmedSchema, newsletterUnsubscribedSchema, type NewsletterSubscribeRequest,
} from '../../../domain/newsletter.ts';
import { apiFetch } from '../../../lib/api/client.ts';
import { parserOf } from '../../../lib/api/parse.ts';

export const newsletterKeys = {
  all: ['newsletter'] as const,
  subscribe: ['newsletter', 'subscribe'] as const,
  token: (action: 'confirm' | 'unsubscribe') => ['newsletter', action] as const,
};

const post = <S extends z.ZodType>(path: string, body: unknown, schema: S): Promise<z.output<S>> =>
  apiFetch(path, { method: 'POST', body, auth: 'none', parse: parserOf(schema, 'newsletter answer') });

export const subscribeNewsletter = (body: NewsletterSubscribeRequest) =>
  post('/api/v1/newsletter/subscriptions', body, newsletterAcceptedSchema);

export const confirmNewsletter = (token: string) => post('/api/v1/newsletter/confirmations', { token }, newsletterConfirmedSchema);

export const unsubscribeNewsletter = (token: string) =>
  post('/api/v1/newsletter/unsubscriptions', { token }, newsletterUnsubscribedSchema);
