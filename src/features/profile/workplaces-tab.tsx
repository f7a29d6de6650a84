/** Workplaces tab (spec 2 §2, §5): list with monthly budget, add dialog, delete. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { formatEuro, toCents } from '../../domain/money.ts';
import { accountKeys, addWorkplace, deleteWorkplace, listWorkplaces } from '../../lib/supabase/data.ts';
import { StreetAddressFields } from './street-address-fields.tsx';
import { useDialogForm } from './use-dialog-form.ts';
import { EMPTY_WORKPLACE, toWorkplaceInput, validateWorkplace, type WorkplaceForm } from './validation.ts';
import { DialogFormFooter } from './dialog-form-footer.tsx';

export function WorkplacesTab({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const key = accountKeys.workplaces(userId);
  const workplaces = useQuery({ queryKey: key, queryFn: listWorkplaces });
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  const remove = async (id: string) => {
    try {
      await deleteWorkplace(id);
      setMessage({ tone: 'ok', text: t('profile.workplaces.deleted') });
      await qc.invalidateQueries({ queryKey: key });
    } catch (err) {
      console.error('workplace delete', err);
      setMessage({ tone: 'error', text: t('profile.workplaces.deleteFailed') });
    }
  };

  return (
    <section className="profile-section" aria-labelledby="workplaces-heading">
      <div className="profile-card__head">
        <h2 id="workplaces-heading">{t('profile.workplaces.heading')}</h2>
        <button type="button" className="btn btn--primary" onClick={() => setOpen(true)}>
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
              <button type="button" className="btn btn--ghost btn--small"
                aria-label={t('profile.workplaces.deleteNamed', { name: w.company_name })} onClick={() => void remove(w.id)}>
                {t('profile.workplaces.delete')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {open ? (
        <WorkplaceDialog
          onClose={() => setOpen(false)}
          onSaved={async () => {
            setOpen(false);
            setMessage({ tone: 'ok', text: t('profile.workplaces.saved') });
            await qc.invalidateQueries({ queryKey: key });
          }}
        />
      ) : null}
    </section>
  );
}

export function WorkplaceDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => Promise<void> | void }) {
  const { t } = useTranslation();
  const { form, set, error, busy, submit } = useDialogForm<WorkplaceForm>(EMPTY_WORKPLACE, {
    check: (f) => {
      const invalid = validateWorkplace(f);
      return invalid ? t(invalid) : null;
    },
    save: async (f) => {
      await addWorkplace(toWorkplaceInput(f));
      await onSaved();
    },
    logLabel: 'workplace save',
    failMessage: t('profile.workplaces.saveFailed'),
  });
  const id = (k: string) => `workplace-${k}`;
  return (
    <Dialog open onClose={onClose} title={t('profile.workplaces.dialog')} closeLabel={t('profile.addresses.cancel')}>
      <form className="profile-form" noValidate onSubmit={(e) => void submit(e)} data-testid="workplace-form">
        <FormField id={id('company')} label={`${t('profile.workplaces.companyName')} *`} autoComplete="organization"
          maxLength={200} value={form.company_name} onValueChange={set('company_name')} />
        <div className="profile-grid">
          <StreetAddressFields idPrefix="workplace" value={form} set={set} />
          <FormField id={id('budget')} label={t('profile.workplaces.monthlyBudget')} inputMode="decimal" maxLength={10}
            value={form.monthly_budget} onValueChange={set('monthly_budget')} />
        </div>
        <DialogFormFooter error={error} busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
