/**
 * /ethics-hotline/case — the reporter's follow-up (beyond spec 3, EU whistleblower rules): case number + one-time
 * secret open the case (status, messages) and let the reporter write to the ethics office without saying who they
 * are. Number and secret live in this page's state only: a reload or "close case" forgets them.
 */
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EthicsCase, EthicsCaseAccess } from '../../domain/forms/ethics.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { CaseAccessForm } from './case-access-form.tsx';
import { CaseView } from './case-view.tsx';
import './ethics.css';

export function CasePage() {
  const { t } = useTranslation('ethics');
  usePageMeta({ title: t('meta.caseTitle'), description: t('meta.caseDescription'), path: '/ethics-hotline/case' });
  const [opened, setOpened] = useState<{ access: EthicsCaseAccess; data: EthicsCase } | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  const leave = () => {
    setOpened(null);
    titleRef.current?.focus();
  };

  return (
    <div className="page page--narrow ethics">
      <p>
        <Link to="/ethics-hotline">
          <span aria-hidden="true">← </span>
          {t('case.back')}
        </Link>
      </p>
      <header className="ethics__header">
        <h1 ref={titleRef} tabIndex={-1}>
          {t('case.title')}
        </h1>
        {opened ? null : <p className="muted">{t('case.intro')}</p>}
      </header>
      {opened ? (
        <CaseView access={opened.access} data={opened.data} onUpdate={(data) => setOpened({ access: opened.access, data })} onLeave={leave} />
      ) : (
        <CaseAccessForm onOpened={(access, data) => setOpened({ access, data })} />
      )}
    </div>
  );
}
