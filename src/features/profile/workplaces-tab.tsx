/** Workplaces tab (spec 2 §2, §5): list with monthly budget, add dialog, delete. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toCents } from '../../domain/money.ts';
import { formatEuro } from '../../domain/display.ts';
import { accountKeys } from '../../lib/supabase/account-keys.ts';
import { listWorkplaces } from './api/account-data.ts';
import { useAddWorkplaceMutation, useDeleteWorkplaceMutation } from './api/workplaces.ts';
import { latestOutcome } from './outcome.ts';
import { toWorkplaceInput } from './schemas.ts';
import { WorkplaceDialog } from './workplace-dialog.tsx';

export function WorkplacesTab({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const workplaces = useQuery({ queryKey: accountKeys.workplaces(userId), queryFn: () => listWorkplaces(userId) });
  const add = useAddWorkplaceMutation(userId);
  const remove = useDeleteWorkplaceMutation(userId);
  const [open, setOpen] = useState(false);
  const message = latestOutcome([
    [add, t('profile.workplaces.saved'), null], // a failed save is told in its dialog
    [remove, t('profile.workplaces.deleted'), t('profile.workplaces.deleteFailed')],
  ]);

  return (
    <section className="profile-section" aria-labelledby="workplaces-heading">
      <div className="profile-card__head">
        <h2 id="workplaces-heading">{t('profile.workplaces.heading')}</h2>
        <button type="button" className="btn btn--primary" onClick={() => {
          add.reset();
          setOpen(true);
        }}>
          {t('profile.workplaces.add')}
        </button>
      </div>
      <div className="profile-message" role="status" aria-live="polite">
        {message ? <p className={message.tone === 'ok' ? 'profile-success' : 'alert alert--error'}>{message.text}</p> : null}
      </div>
      {workplaces.isPending ? <p>{t('profile.loading')}</p> : null}
      {workplaces.isError ? <p className="alert alert--error">{workplaces.error.message}</p> : null}
      {workplaces.data?.length === 0 ? <p>{t('profile.workplaces.empty')}</p> : null}
      <ul className="profile-list" data-testid="workplace-list">
        {(workplaces.data ?? []).map((w) => (
          <li key={w.id} className="profile-card" data-testid="workplace-card">
            <h3 className="small">{w.company_name}</h3>
            <p>
              {w.street} {w.building_number}, {w.postal_code} {w.city}
            </p>
            <p className="small">{t('profile.workplaces.budget', { amount: formatEuro(toCents(Number(w.monthly_budget))) })}</p>
            <div className="profile-card__actions">
              <button type="button" className="btn btn--ghost btn--small" disabled={remove.isPending}
                aria-label={t('profile.workplaces.deleteNamed', { name: w.company_name })} onClick={() => remove.mutate(w.id)}>
                {t('profile.workplaces.delete')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {open ? (
        <WorkplaceDialog
          onSubmit={(form) => add.mutate(toWorkplaceInput(form), { onSuccess: () => setOpen(false) })}
          saving={add.isPending}
          saveError={add.isError ? t('profile.workplaces.saveFailed') : null}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </section>
  );
}
