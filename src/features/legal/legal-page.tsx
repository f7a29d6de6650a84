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

export interface LegalPageProps {
  title: string;
  /** shorter title for the browser tab and search results (default: title) */
  metaTitle?: string;
  description: string;
  /** canonical path */
  path: '/impressum' | '/terms' | '/privacy' | '/cookies' | '/accessibility';
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
          <li>
            <Link to="/impressum">{t('imprint.title')}</Link>
          </li>
          <li>
            <Link to="/terms">{t('terms.meta.title')}</Link>
          </li>
          <li>
            <Link to="/privacy">{t('privacy.title')}</Link>
          </li>
          <li>
            <Link to="/cookies">{t('cookies.title')}</Link>
          </li>
          <li>
            <Link to="/accessibility">{t('accessibility.title')}</Link>
          </li>
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
