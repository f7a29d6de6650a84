/**
 * The success of a report (spec 3 §4: "confirmation replaces the form; after 5 seconds the form is cleared and shown
 * again"), with what the spec does not have: the case number and the one-time secret for the follow-up.
 *
 * Decision on the 5 s: the secret exists nowhere else (the server keeps only its hash), so a timer must never take
 * it off the screen before the reporter has written it down. The panel therefore stays until the reporter confirms
 * "I noted it"; the spec's 5 s (RESET_AFTER_MS) run from that moment, showing the thank-you and a countdown, and
 * then the form comes back empty (`onDone`: a new submission with a new id). The stored draft is already gone
 * (the submit hook removes it when the report is received).
 */
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicFormAnswer } from '../public-forms/send.ts';
import { groupSecret } from './case-secret.ts';

/** Spec 3 §9: the success message is shown 5000 ms before the form is reset. */
export const RESET_AFTER_MS = 5000;

export function ReportSuccess({ answer, onDone }: { answer: PublicFormAnswer; onDone: () => void }) {
  const { t } = useTranslation('ethics');
  // an answer without a case (not expected from our server) has nothing to note: the 5 s start at once
  const [noted, setNoted] = useState(() => !(answer.caseNumber && answer.caseSecret));
  const [copy, setCopy] = useState<'idle' | 'done' | 'failed'>('idle');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const secret = answer.caseSecret ? groupSecret(answer.caseSecret) : undefined;

  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  // the latest onDone, so a re-render of the page during the 5 s does not restart them
  const doneRef = useRef(onDone);
  useEffect(() => {
    doneRef.current = onDone;
  });
  useEffect(() => {
    if (!noted) return undefined;
    const timer = setTimeout(() => doneRef.current(), RESET_AFTER_MS);
    return () => clearTimeout(timer);
  }, [noted]);

  const copyBoth = async () => {
    try {
      await navigator.clipboard.writeText(t('success.copyText', { caseNumber: answer.caseNumber ?? '', caseSecret: secret ?? '' }));
      setCopy('done');
    } catch {
      setCopy('failed');
    }
  };

  const confirm = () => {
    setNoted(true);
    titleRef.current?.focus();
  };

  return (
    <div className="ethics-success" data-testid="ethics-success">
      <h3 ref={titleRef} tabIndex={-1} className="ethics-success__title">
        {t('success.title')}
      </h3>
      <p>{t('success.text')}</p>
      {!noted && answer.caseNumber && secret ? (
        <div className="ethics-keep" aria-labelledby="ethics-keep-title">
          <h4 id="ethics-keep-title">{t('success.keepTitle')}</h4>
          <p className="ethics-keep__warning">{t('success.keepWarning')}</p>
          <dl className="ethics-keep__values">
            <div>
              <dt>{t('success.caseNumber')}</dt>
              <dd translate="no" data-testid="ethics-case-number">{answer.caseNumber}</dd>
            </div>
            <div>
              <dt>{t('success.caseSecret')}</dt>
              <dd translate="no" data-testid="ethics-case-secret">{secret}</dd>
            </div>
            <div>
              <dt>{t('success.reference')}</dt>
              <dd translate="no">{answer.reference}</dd>
            </div>
          </dl>
          <p>
            <button type="button" className="btn btn--secondary" onClick={() => void copyBoth()}>
              {t('success.copy')}
            </button>
          </p>
          <p role="status" className="small">
            {copy === 'done' ? t('success.copied') : copy === 'failed' ? t('success.copyFailed') : ''}
          </p>
          <p>
            {t('success.followUp')}{' '}
            <Link to="/ethics-hotline/case" target="_blank" rel="noopener">
              {t('success.followUpLink')}
            </Link>
          </p>
          <button type="button" className="btn btn--primary" onClick={confirm}>
            {t('success.confirm')}
          </button>
        </div>
      ) : null}
      <p role="status" className="ethics-success__reset">
        {noted ? t('success.resetting', { count: RESET_AFTER_MS / 1000 }) : ''}
      </p>
    </div>
  );
}
