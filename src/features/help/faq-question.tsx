/**
 * One question of the FAQ: a heading with a disclosure button (aria-expanded / aria-controls) and its answer. The
 * heading carries the question id, so `/help#payment_options` scrolls to it. Answers are rich text from the
 * translation file rendered by `Trans` into React elements (only the tags mapped below, never as HTML).
 */
import { Link } from '@tanstack/react-router';
import { Trans, useTranslation } from 'react-i18next';
import type { FaqQuestionId } from './faq-data.ts';

/** The tags an answer may use (anything else in a translation is a mistake: help-texts.test.ts checks). */
export function answerComponents(email: string) {
  return {
    p: <p />,
    ul: <ul />,
    li: <li />,
    strong: <strong />,
    listing: <Link to="/restaurants" />,
    tracking: <Link to="/track-order" />,
    terms: <Link to="/terms" />,
    privacy: <Link to="/privacy" />,
    mail: <a href={`mailto:${email}`} />,
  };
}

export function FaqAnswer({ id, email }: { id: FaqQuestionId; email: string }) {
  const { t } = useTranslation('help');
  return <Trans t={t} i18nKey={`questions.${id}.a` as const} values={{ email }} components={answerComponents(email)} />;
}

export interface FaqQuestionProps {
  id: FaqQuestionId;
  open: boolean;
  onToggle: (id: FaqQuestionId) => void;
  email: string;
}

export function FaqQuestion({ id, open, onToggle, email }: FaqQuestionProps) {
  const { t } = useTranslation('help');
  return (
    <div className={`faq-q${open ? ' faq-q--open' : ''}`}>
      <h3 id={id} className="faq-q__heading">
        <button
          type="button"
          id={`${id}-button`}
          className="faq-q__button"
          aria-expanded={open}
          aria-controls={`${id}-answer`}
          onClick={() => onToggle(id)}
        >
          <span>{t(`questions.${id}.q` as const)}</span>
          <span className="faq-chevron" aria-hidden="true" />
        </button>
      </h3>
      <div id={`${id}-answer`} className="faq-q__answer" hidden={!open}>
        <FaqAnswer id={id} email={email} />
      </div>
    </div>
  );
}
