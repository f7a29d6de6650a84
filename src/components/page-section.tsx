/**
 * The building blocks of the public content pages: the page's header (its h1 and the introduction under it) and a
 * part of the page titled by its h2 (a section, or a nav or aside landmark named by that heading). Texts are plain
 * text, never HTML; the classes stay the page's own.
 */
import { Fragment, type ReactNode } from 'react';

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
