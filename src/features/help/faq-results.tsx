/** Search results: the matching questions under their section names, one answer open at a time. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FaqQuestionId } from './faq-data.ts';
import { FaqQuestion } from './faq-question.tsx';
import type { FaqEntry } from './faq-search.ts';

export function FaqResults({ results, email }: { results: FaqEntry[]; email: string }) {
  const { t } = useTranslation('help');
  const [open, setOpen] = useState<FaqQuestionId | null>(null);
  if (results.length === 0) return null;
  return (
    <div className="faq-results card-surface">
      {results.map((r) => (
        <div key={r.id} className="faq-results__item">
          <p className="faq-results__section small muted">{t(`sections.${r.section}` as const)}</p>
          <FaqQuestion id={r.id} open={open === r.id} onToggle={(id) => setOpen((o) => (o === id ? null : id))} email={email} />
        </div>
      ))}
    </div>
  );
}
