import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** Short text page (legal placeholders, recommend-vendor) with a way back. */
export function InfoPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <div className="page page--narrow">
      <article className="card-surface stack" style={{ padding: 'var(--space-5)' }}>
        <h1>{title}</h1>
        {children}
        <p>
          <Link to="/">{t('pages.back')}</Link>
        </p>
      </article>
    </div>
  );
}
