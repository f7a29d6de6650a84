/**
 * The closing screens of a public form. A part of the summary before sending (careers, courier): the step's title, a
 * button back to that step, and what will be sent from it, term by term. The success screen (spec 3 §9): the news as
 * a heading that takes the focus (so it is read), the form's own text around the reference number, a link home, and
 * home by itself after `redirectMs`. One module, so the wizards load them as one chunk.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FactList, type Fact } from './page-section.tsx';
import './form-success.css';

interface FormSuccessProps {
  /** the section's class, the heading's id and the section's test id */
  className: string;
  titleId: string;
  testId: string;
  /** the class of the ✓ above the heading (none without) */
  iconClassName?: string;
  title: string;
  /** before the reference */
  lead: ReactNode;
  reference: { value: string; className: string; testId: string };
  /** after the reference */
  children: ReactNode;
  homeLabel: string;
  redirectMs: number;
}

export function FormSuccess({ className, titleId, testId, iconClassName, title, lead, reference, children, homeLabel, redirectMs }: FormSuccessProps) {
  const { t } = useTranslation('forms');
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    const timer = setTimeout(() => void navigate({ to: '/' }), redirectMs);
    return () => clearTimeout(timer);
  }, [navigate, redirectMs]);
  return (
    <section className={className} aria-labelledby={titleId} data-testid={testId}>
      {iconClassName ? (
        <p className={iconClassName} aria-hidden="true">
          ✓
        </p>
      ) : null}
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {lead}
      <p className={reference.className} data-testid={reference.testId}>
        {t('submit.reference', { reference: reference.value })}
      </p>
      {children}
      <p>
        <Link to="/" className="btn btn--primary">
          {homeLabel}
        </Link>
      </p>
    </section>
  );
}

interface SummarySectionProps {
  /** the heading's id, which names the section */
  id: string;
  title: string;
  facts: readonly Fact[];
  onEdit: () => void;
  /** the button's text, and its accessible name when the text alone does not say which step it edits */
  editText: string;
  editLabel?: string;
  editClassName: string;
}

export function SummarySection({ id, title, facts, onEdit, editText, editLabel, editClassName }: SummarySectionProps) {
  return (
    <section className="form-summary__section" aria-labelledby={id}>
      <div className="form-summary__head">
        <h4 id={id}>{title}</h4>
        <button type="button" className={`btn ${editClassName} btn--small`} onClick={onEdit} aria-label={editLabel}>
          {editText}
        </button>
      </div>
      <FactList facts={facts} grouped rowClassName="form-summary__row" />
    </section>
  );
}
