/**
 * /ethics-hotline and /whistleblower (spec 3 §2.12): contact cards, the protection box, the report form, what
 * happens next, the commitments — and the way to the case follow-up (/ethics-hotline/case). Canonical URL
 * /ethics-hotline.
 */
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, PageSection } from '../../components/page-section.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import { Commitments, ContactCards, NextSteps, ProtectionBox } from './ethics-info.tsx';
import { ReportSection } from './report-section.tsx';
import './ethics.css';

const FORM_ID = 'ethics-form';

export function EthicsPage() {
  const { t } = useTranslation('ethics');
  usePageMeta({ title: t('meta.title'), description: t('meta.description'), path: '/ethics-hotline' });
  const formHeading = useRef<HTMLHeadingElement>(null);

  const jumpToForm = () => {
    const heading = formHeading.current;
    if (!heading) return;
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  };

  return (
    <div className="page ethics">
      <PageHeader className="ethics__header" title={t('title')} intro={t('intro')} introClassName="muted" />
      <ContactCards formId={FORM_ID} onJumpToForm={jumpToForm} />
      <ProtectionBox />
      <ReportSection id={FORM_ID} headingRef={formHeading} />
      <NextSteps />
      <Commitments />
      <PageSection as="aside" id="ethics-followup-title" title={t('followUpBox.title')} className="ethics-followup card-surface">
        <p>{t('followUpBox.text')}</p>
        <p>
          <Link to="/ethics-hotline/case" className="btn btn--secondary">
            {t('followUpBox.link')}
          </Link>
        </p>
      </PageSection>
    </div>
  );
}
