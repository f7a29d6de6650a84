/**
 * A part of a public form's summary before sending (careers, courier): the step's title, a button back to that step,
 * and what will be sent from it, term by term. Values are plain text, never HTML.
 */
import { FactList, type Fact } from './page-section.tsx';
import './public-form.css';

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
