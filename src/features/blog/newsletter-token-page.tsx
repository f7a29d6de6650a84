/**
 * The pages a newsletter mail links to: /blog/newsletter/confirm#token=… and /blog/newsletter/unsubscribe#token=….
 * The token sits in the fragment (never sent to a server, never in a log or a Referer) and is read from the router's
 * location; opening the link changes nothing — the button POSTs the token. Not a prerendered page (nothing to find).
 */
import { Link, useLocation } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { tokenFromHash } from '../../domain/newsletter.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { messageKeyOf } from '../../lib/api/error-keys.ts';
import { confirmNewsletter, newsletterKeys, unsubscribeNewsletter } from './api/newsletter-api.ts';
import './blog.css';

export type TokenAction = 'confirm' | 'unsubscribe';

const ACTIONS = { confirm: confirmNewsletter, unsubscribe: unsubscribeNewsletter } as const;

export function NewsletterTokenPage({ action }: { action: TokenAction }) {
  const { t } = useTranslation('blog');
  usePageMeta({ title: t(`${action}.metaTitle`), description: t(`${action}.metaDescription`), path: `/blog/newsletter/${action}` });
  const token = tokenFromHash(useLocation({ select: (l) => l.hash }));
  const run = useMutation({
    mutationKey: newsletterKeys.token(action), mutationFn: async (token: string) => {
      await ACTIONS[action](token);
    },
    networkMode: 'always' });
  // an unknown or used token (404) and a refused one read the same; the rest (network, server, rate) is a failure
  const failure = run.isError ? messageKeyOf(run.error, { invalid: 'invalid', 'not-found': 'invalid', 'rate-limited': 'error', server: 'error' }) : null;
  const invalid = token === null || failure === 'invalid';

  return (
    <div className="page page--narrow newsletter-page">
      <h1>{t(`${action}.title`)}</h1>
      <div role="status" className="newsletter-page__status">
        {run.isSuccess ? <p className="alert alert--info">{t(`${action}.done`)}</p> : null}
      </div>
      <div role="alert">
        {invalid ? <p className="alert alert--error">{t(`${action}.invalid`)}</p> : null}
        {failure && !invalid ? <p className="alert alert--error">{t(`${action}.error`)}</p> : null}
      </div>
      {run.isSuccess || invalid ? null : (
        <>
          <p>{t(`${action}.text`)}</p>
          <button type="button" className="btn btn--primary" disabled={run.isPending} onClick={() => {
            if (token) run.mutate(token);
          }}>
            {run.isPending ? t(`${action}.working`) : t(`${action}.button`)}
          </button>
        </>
      )}
      <p>
        <Link to="/blog">{t(`${action}.toBlog`)}</Link>
      </p>
    </div>
  );
}
