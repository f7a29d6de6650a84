/** The five panels of the business portal demo (spec 3 §2.14), from the static demo data. */
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../domain/languages.ts';
import { formatEuro } from '../../domain/display.ts';
import { BarChart } from './bar-chart.tsx';
import { budgetMonths, businessOverview, DEMO_DEFAULT_LIMIT, DEMO_EMPLOYEES, DEMO_MONTHLY_BUDGET, DEMO_ORDERS_BY_CUISINE } from './business-data.ts';

function useLocale() {
  const { t, i18n } = useTranslation('business');
  return { t, locale: localeOf(i18n.resolvedLanguage ?? i18n.language) };
}

export function OverviewPanel() {
  const { t, locale } = useLocale();
  const o = businessOverview(DEMO_EMPLOYEES, DEMO_MONTHLY_BUDGET);
  return (
    <dl className="biz__kpis">
      <div className="biz__kpi">
        <dt>{t('overview.spent')}</dt>
        <dd>
          <span className="biz__kpi-value">{formatEuro(o.spent, locale)}</span>
          <span className="small muted">{t('overview.ofBudget', { budget: formatEuro(o.budget, locale), percent: o.usedPercent })}</span>
        </dd>
      </div>
      <div className="biz__kpi">
        <dt>{t('overview.orders')}</dt>
        <dd className="biz__kpi-value">{o.orders}</dd>
      </div>
      <div className="biz__kpi">
        <dt>{t('overview.employees')}</dt>
        <dd className="biz__kpi-value">{o.employees}</dd>
      </div>
      <div className="biz__kpi">
        <dt>{t('overview.average')}</dt>
        <dd className="biz__kpi-value">{formatEuro(o.averageOrder, locale)}</dd>
      </div>
    </dl>
  );
}

export function EmployeesPanel() {
  const { t, locale } = useLocale();
  return (
    // a scrollable region on narrow screens: focusable, so it scrolls by keyboard too
    <div className="biz__scroll" role="region" aria-label={t('employees.caption')} tabIndex={0}>
      <table className="biz__table biz__table--wide">
        <caption>{t('employees.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('employees.name')}</th>
            <th scope="col">{t('employees.department')}</th>
            <th scope="col">{t('employees.limit')}</th>
            <th scope="col">{t('employees.spent')}</th>
            <th scope="col">{t('employees.orders')}</th>
          </tr>
        </thead>
        <tbody>
          {DEMO_EMPLOYEES.map((e) => (
            <tr key={e.name}>
              <th scope="row">{e.name}</th>
              <td>{t(`employees.departments.${e.department}`)}</td>
              <td>{formatEuro(e.limit, locale)}</td>
              <td>{formatEuro(e.spent, locale)}</td>
              <td>{e.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function BudgetPanel() {
  const { t, locale } = useLocale();
  const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const rows = budgetMonths(DEMO_EMPLOYEES).map((m) => ({
    key: m.month,
    label: month.format(new Date(`${m.month}-01T00:00:00Z`)),
    value: m.spent,
    display: formatEuro(m.spent, locale),
  }));
  return (
    <>
      <p>{t('budget.summary', { budget: formatEuro(DEMO_MONTHLY_BUDGET, locale) })}</p>
      <BarChart title={t('budget.title')} chartLabel={t('budget.chart')} labelHeader={t('budget.month')} valueHeader={t('budget.spent')} rows={rows} />
    </>
  );
}

export function ReportsPanel() {
  const { t } = useLocale();
  const rows = DEMO_ORDERS_BY_CUISINE.map((r) => ({ key: r.cuisine, label: t(`reports.cuisines.${r.cuisine}`), value: r.orders, display: String(r.orders) }));
  return <BarChart title={t('reports.title')} chartLabel={t('reports.chart')} labelHeader={t('reports.cuisine')} valueHeader={t('reports.orders')} rows={rows} />;
}

export function SettingsPanel() {
  const { t, locale } = useLocale();
  return (
    <>
      <h2 className="biz__panel-title">{t('settings.title')}</h2>
      <p className="small muted">{t('settings.readOnly')}</p>
      <dl className="biz__facts">
        <dt>{t('settings.budget')}</dt>
        <dd>{formatEuro(DEMO_MONTHLY_BUDGET, locale)}</dd>
        <dt>{t('settings.defaultLimit')}</dt>
        <dd>{formatEuro(DEMO_DEFAULT_LIMIT, locale)}</dd>
        <dt>{t('settings.times')}</dt>
        <dd>{t('settings.timesValue')}</dd>
        <dt>{t('settings.delivery')}</dt>
        <dd>{t('settings.deliveryValue')}</dd>
        <dt>{t('settings.invoice')}</dt>
        <dd>{t('settings.invoiceValue')}</dd>
      </dl>
    </>
  );
}
