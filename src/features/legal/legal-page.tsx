/**
 * Frame of the legal pages (spec 3 §2.7): back link to the previous page ("Zurück" when its translation is
 * missing), the document with its heading and date, and links to the other legal pages. Sets title, description,
 * canonical URL and hreflang alternates.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BACK_FALLBACK_LABEL, BackLink } from '../../components/back-link.tsx';
import { PageSection } from '../../components/page-section.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import './legal.css';

/** The legal pages, linked under each of them: [path, its title's key]. */
const RELATED = [
  ['/impressum', 'imprint.title'],
  ['/terms', 'terms.meta.title'],
  ['/privacy', 'privacy.title'],
  ['/cookies', 'cookies.title'],
  ['/accessibility', 'accessibility.title'],
] as const;

export interface LegalPageProps {
  title: string;
  /** shorter title for the browser tab and search results (default: title) */
  metaTitle?: string;
  description: string;
  /** canonical path */
  path: (typeof RELATED)[number][0];
  /** "Stand: …" line under the heading */
  updated?: string;
  children: ReactNode;
}

export function LegalPage({ title, metaTitle, description, path, updated, children }: LegalPageProps) {
  const { t } = useTranslation('legal');
  usePageMeta({ title: metaTitle ?? title, description, path });
  return (
    <div className="page page--narrow legal">
      <p className="legal__back">
        <BackLink label={t('back', { defaultValue: BACK_FALLBACK_LABEL })} />
      </p>
      <article className="legal__doc card-surface">
        <header className="legal__header">
          <h1>{title}</h1>
          {updated ? <p className="small muted">{updated}</p> : null}
        </header>
        {children}
      </article>
      <nav className="legal__related" aria-label={t('related')}>
        <ul role="list">
          {RELATED.map(([to, title]) => (
            <li key={to}>
              <Link to={to}>{t(title)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** A titled part of a legal document. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <PageSection id={`${id}-title`} title={title} className="legal__section">
      <div className="legal__body">{children}</div>
    </PageSection>
  );
}
