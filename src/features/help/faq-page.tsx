/**
 * /help and /faq (spec 3 §2.11): search, the accordion of sections and questions, the contact box. A URL hash that
 * names a question (`/help#payment_options`) opens it and scrolls it into view — on arrival and when the hash
 * changes on this page. Renders without browser APIs (prerenderable); scrolling happens in an effect.
 */
import { useLocation } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-section.tsx';
import { COMPANY } from '../../domain/company.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { FaqAccordion } from './faq-accordion.tsx';
import { FaqContact } from './faq-contact.tsx';
import { FAQ_SECTIONS, isQuestionId } from './faq-data.ts';
import { FaqResults } from './faq-results.tsx';
import { FaqSearchBox } from './faq-search-box.tsx';
import { searchFaq, type FaqEntry } from './faq-search.ts';
import { hashId, initialFaqState, openQuestion, toggleQuestion, toggleSection } from './faq-state.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import './help.css';

export function FaqPage() {
  const { t } = useTranslation('help');
  usePageMeta({ title: t('meta.title'), description: t('meta.description'), path: '/help' });
  const email = COMPANY.helpEmail.value;
  const routerHash = useLocation({ select: (l) => l.hash });
  // a server-rendered /help is taken over with the server's markup, which knows no hash (the server never sees it): the
  // first render must match it (React keeps mismatching attributes), then the #question applies like a new hash
  const hydrated = useHydrated();
  const hash = hydrated ? routerHash || window.location.hash : '';

  const [state, setState] = useState(() => initialFaqState(hash));
  const [query, setQuery] = useState('');
  // a new hash naming a question (a link on this page, back/forward) opens it: state adjusted while rendering
  const [seenHash, setSeenHash] = useState(hash);
  if (hash !== seenHash) {
    setSeenHash(hash);
    const next = openQuestion(state, hashId(hash));
    if (next) {
      setState(next);
      setQuery('');
    }
  }

  useEffect(() => {
    const id = hashId(hash);
    if (!isQuestionId(id)) return undefined;
    const frame = requestAnimationFrame(() => {
      const heading = document.getElementById(id);
      if (!heading) return;
      // below the sticky top navigation, which wraps to two rows on phones
      const navBottom = document.querySelector('header.topnav')?.getBoundingClientRect().bottom ?? 0;
      window.scrollTo({ top: heading.getBoundingClientRect().top + window.scrollY - Math.max(navBottom, 0) - 16 });
      heading.querySelector('button')?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash]);

  const entries = useMemo<FaqEntry[]>(
    () =>
      FAQ_SECTIONS.flatMap((s) =>
        s.questions.map((id) => ({
          id,
          section: s.id,
          question: t(`questions.${id}.q` as const),
          answer: t(`questions.${id}.a` as const, { email }),
        })),
      ),
    [t, email],
  );
  const searching = query.trim() !== '';
  const results = useMemo(() => (searching ? searchFaq(entries, query) : []), [entries, query, searching]);

  return (
    <div className="page page--narrow faq">
      <PageHeader className="faq__header" title={t('title')} intro={t('intro')} introClassName="muted" />
      <FaqSearchBox value={query} onChange={setQuery} resultCount={searching ? results.length : null} />
      {searching ? (
        <FaqResults key={query.trim()} results={results} email={email} />
      ) : (
        <FaqAccordion
          state={state}
          onToggleSection={(id) => setState((s) => toggleSection(s, id))}
          onToggleQuestion={(id) => setState((s) => toggleQuestion(s, id))}
          email={email}
        />
      )}
      <FaqContact email={email} />
    </div>
  );
}
