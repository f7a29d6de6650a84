/**
 * The building blocks of the public content pages: the page's header (its h1 and the introduction under it), a
 * part of the page titled by its h2 (a section, or a nav or aside landmark named by that heading), a list of facts
 * and a search field. Texts are plain text, never HTML; the classes stay the page's own. One module, so that the
 * pages share one chunk (each chunk's name stands in the entry's preload map).
 */
import { Fragment, useId, type ReactNode, type Ref } from 'react';

export function PageHeader({ className, title, intro, introClassName }: { className?: string; title: string; intro: string; introClassName?: string }) {
  return (
    <header className={className}>
      <h1>{title}</h1>
      <p className={introClassName}>{intro}</p>
    </header>
  );
}

interface PageSectionProps {
  /** the heading's id, which names the landmark */
  id: string;
  title: string;
  className?: string;
  /** the landmark: a section unless given */
  as?: 'section' | 'nav' | 'aside';
  testId?: string;
  children: ReactNode;
}

export function PageSection({ id, title, className, as: Landmark = 'section', testId, children }: PageSectionProps) {
  return (
    <Landmark className={className} aria-labelledby={id} data-testid={testId}>
      <h2 id={id}>{title}</h2>
      {children}
    </Landmark>
  );
}

/** One term of a definition list and its value. */
export interface Fact {
  term: string;
  value: ReactNode;
}

interface FactListProps {
  className?: string;
  facts: readonly Fact[];
  /** each term with its value in a div (of this class, if given) that the list's style lays out as a row */
  grouped?: boolean;
  rowClassName?: string;
}

/** A definition list of facts (company details, contacts, hours, a form's summary): each term with its value. */
export function FactList({ className, facts, grouped = false, rowClassName }: FactListProps) {
  return (
    <dl className={className}>
      {facts.map((f) =>
        grouped ? (
          <div key={f.term} className={rowClassName}>
            <dt>{f.term}</dt>
            <dd>{f.value}</dd>
          </div>
        ) : (
          <Fragment key={f.term}>
            <dt>{f.term}</dt>
            <dd>{f.value}</dd>
          </Fragment>
        ),
      )}
    </dl>
  );
}

/**
 * A search landmark with a labelled search field that filters as one types, and a button that clears it while it
 * holds text (the blog, the help page). `children` stand under the field (a results line, for instance).
 */
interface SearchFieldProps {
  /** the landmark's class; its row is `<className>__row` */
  className: string;
  label: string;
  placeholder: string;
  clearLabel: string;
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  children?: ReactNode;
}

export function SearchField({ className, label, placeholder, clearLabel, value, onChange, inputRef, children }: SearchFieldProps) {
  const inputId = useId();
  return (
    <div role="search" aria-label={label} className={className}>
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      <div className={`${className}__row`}>
        <input
          id={inputId}
          ref={inputRef}
          type="search"
          className="input"
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(e) => onChange(e.target.value)}
        />
        {value ? (
          <button type="button" className="btn btn--secondary" onClick={() => onChange('')}>
            {clearLabel}
          </button>
        ) : null}
      </div>
      {children}
    </div>
  );
}
