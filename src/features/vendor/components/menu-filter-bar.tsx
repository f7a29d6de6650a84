/**
 * The careful eaters' filter on the vendor page (issue 29): a button that opens the filter (a lazy chunk: the dialog
 * is only loaded when asked for) and the line that says how many dishes it hides or marks.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isFilterActive, type MenuFilter } from '../../../domain/menu-filter.ts';

const MenuFilterDialog = lazy(() => import('./menu-filter-dialog.tsx'));

export function MenuFilterBar({ filter, onChange, unfit }: { filter: MenuFilter; onChange: (f: MenuFilter) => void; unfit: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const active = isFilterActive(filter);
  const count = filter.without.length + (filter.diet === 'all' ? 0 : 1);
  return (
    <div className="menu-filter">
      <button type="button" className="btn btn--secondary btn--small" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {active ? t('vendor.filter.openActive', { count }) : t('vendor.filter.open')}
      </button>
      <p className="menu-filter__status" role="status" data-testid="menu-filter-status">
        {active ? t(filter.mode === 'hide' ? 'vendor.filter.hidden' : 'vendor.filter.marked', { count: unfit }) : ''}
      </p>
      {open ? (
        <Suspense fallback={null}>
          <MenuFilterDialog filter={filter} onChange={onChange} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
