/**
 * /business (spec 3 §2.14): the business portal as a clearly labelled demo — tabs overview, employees, budget,
 * reports and settings over static data; no calls, no login. Renders without browser APIs (prerenderable).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../lib/page-meta.ts';
import { Tabs } from './business-tabs.tsx';
import { BudgetPanel, EmployeesPanel, OverviewPanel, ReportsPanel, SettingsPanel } from './business-panels.tsx';
import './business.css';

type TabId = 'overview' | 'employees' | 'budget' | 'reports' | 'settings';

export function BusinessPage() {
  const { t } = useTranslation('business');
  usePageMeta({ title: t('meta.title'), description: t('meta.description'), path: '/business' });
  const [tab, setTab] = useState<TabId>('overview');
  const tabs = [
    { id: 'overview', label: t('tabs.overview'), panel: <OverviewPanel /> },
    { id: 'employees', label: t('tabs.employees'), panel: <EmployeesPanel /> },
    { id: 'budget', label: t('tabs.budget'), panel: <BudgetPanel /> },
    { id: 'reports', label: t('tabs.reports'), panel: <ReportsPanel /> },
    { id: 'settings', label: t('tabs.settings'), panel: <SettingsPanel /> },
  ] as const;
  return (
    <div className="page biz">
      <header className="biz__header">
        <h1>
          {t('title')} <span className="badge badge--demo">{t('demoBadge')}</span>
        </h1>
        <p className="muted">{t('company')}</p>
      </header>
      <p className="alert alert--demo" role="note">
        {t('demoNotice')}
      </p>
      <div className="card-surface biz__card">
        <Tabs label={t('tabsLabel')} tabs={tabs} selected={tab} onSelect={setTab} />
      </div>
    </div>
  );
}
