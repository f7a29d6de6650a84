/**
 * The not-found page itself (spec 3 §2.13): the missing path, the search with suggestions, path-based hints and
 * similar restaurants, the visitor's recent searches, trending categories, quick actions, help contacts and — for
 * visitors who are not signed in — the create-account suggestion.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../components/page-section.tsx';
import { searchUrl } from '../../domain/not-found.ts';
import { COMPANY, telHref } from '../../domain/company.ts';
import { openAuthModal, useAuth } from '../../lib/supabase/auth-store.ts';
import { HrefLink } from './href-link.tsx';
import { PathSuggestions } from './path-suggestions.tsx';
import { NotFoundSearch } from './search-box.tsx';
import { readRecentSearches, rememberSearch } from './storage.ts';
import { TRENDING_CATEGORIES, categoryUrl } from './suggestion-items.ts';

export function MissingPage({ path }: { path: string }) {
  const { t } = useTranslation('notfound');
  const { t: tApp } = useTranslation();
  const navigate = useNavigate();
  const auth = useAuth();
  const [recent, setRecent] = useState(readRecentSearches);

  function search(text: string) {
    const url = searchUrl(text);
    if (!url) return;
    setRecent(rememberSearch(path, text));
    void navigate({ href: url });
  }

  return (
    <div className="page page--narrow nf">
      <h1>{tApp('common.notFound.title')}</h1>
      <p className="muted nf__path">{t('text', { path })}</p>
      <NotFoundSearch onSearch={search} />
      <PathSuggestions path={path} />
      {recent.length > 0 ? (
        <PageSection id="nf-recent" title={t('recent.title')} className="nf-section">
          <ul className="nf-links">
            {recent.map((q) => (
              <li key={q}>
                <button type="button" className="chip" onClick={() => search(q)}>
                  {q}
                </button>
              </li>
            ))}
          </ul>
        </PageSection>
      ) : null}
      <PageSection id="nf-trending" title={t('trending.title')} className="nf-section">
        <ul className="nf-links">
          {TRENDING_CATEGORIES.map((c) => (
            <li key={c}>
              <HrefLink href={categoryUrl(c)} className="chip">
                {tApp(`listing.categories.${c}`)}
              </HrefLink>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="nf-actions" title={t('actions.title')} className="nf-section">
        <ul className="nf-links">
          <li>
            <Link to="/" className="btn btn--primary">
              {t('actions.home')}
            </Link>
          </li>
          <li>
            <Link to="/restaurants" className="btn btn--secondary">
              {t('actions.restaurants')}
            </Link>
          </li>
          <li>
            <HrefLink href="/help" className="btn btn--secondary">
              {t('actions.help')}
            </HrefLink>
          </li>
        </ul>
      </PageSection>
      <PageSection id="nf-help" title={t('help.title')} className="nf-section">
        <p>{t('help.text')}</p>
        <ul className="nf-links">
          <li>
            <a href={`mailto:${COMPANY.helpEmail.value}`} className="btn btn--ghost">
              {t('help.email', { email: COMPANY.helpEmail.value })}
            </a>
          </li>
          <li>
            <a href={telHref(COMPANY.phoneOffice.value)} className="btn btn--ghost">
              {t('help.phone', { phone: COMPANY.phoneOffice.value })}
            </a>
          </li>
          <li>
            <HrefLink href="/contact" className="btn btn--ghost">
              {t('help.contact')}
            </HrefLink>
          </li>
        </ul>
      </PageSection>
      {auth.status === 'anonymous' ? (
        <PageSection id="nf-account" title={t('account.title')} className="nf-section nf-account card-surface">
          <p>{t('account.text')}</p>
          <button type="button" className="btn btn--primary" onClick={() => openAuthModal('register')}>
            {t('account.create')}
          </button>
        </PageSection>
      ) : null}
    </div>
  );
}
