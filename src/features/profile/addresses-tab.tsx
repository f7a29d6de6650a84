/** Addresses tab (spec 2 §2): list, add/edit dialog, delete (confirmed), default marker and "make default". */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialog.tsx';
import { addressesQueryOptions } from '../../lib/supabase/data.ts';
import type { AddressRow } from '../../lib/supabase/types.ts';
import { useDeleteAddressMutation, useSaveAddressMutation, useSetDefaultAddressMutation } from './api/addresses.ts';
import { AddressDialog } from './address-dialog.tsx';
import { latestOutcome } from './outcome.ts';
import { EMPTY_ADDRESS, toAddressInput, type AddressForm } from './schemas.ts';

function toForm(a: AddressRow): AddressForm {
  return {
    type: a.type,
    title: a.title,
    street: a.street,
    building_number: a.building_number,
    stair: a.stair ?? '',
    floor: a.floor ?? '',
    door_number: a.door_number ?? '',
    city: a.city,
    postal_code: a.postal_code,
    details: a.details ?? '',
    is_default: a.is_default,
  };
}

const line = (a: AddressRow) =>
  `${a.street} ${a.building_number}${a.stair ? `/${a.stair}` : ''}${a.floor ? `/${a.floor}` : ''}${a.door_number ? `/${a.door_number}` : ''}, ${a.postal_code} ${a.city}`;

export function AddressesTab({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const addresses = useQuery(addressesQueryOptions(userId));
  const save = useSaveAddressMutation(userId);
  const remove = useDeleteAddressMutation(userId);
  const makeDefault = useSetDefaultAddressMutation(userId);
  const [dialog, setDialog] = useState<{ editing: AddressRow | null } | null>(null);
  const [confirm, setConfirm] = useState<AddressRow | null>(null);
  const message = latestOutcome([
    [save, t('profile.addresses.saved'), null], // a failed save is told in its dialog
    [remove, t('profile.addresses.deleted'), t('profile.addresses.deleteFailed')],
    [makeDefault, null, t('profile.addresses.error_saving_address')],
  ]);

  const openDialog = (editing: AddressRow | null) => {
    save.reset();
    setDialog({ editing });
  };
  const submit = (form: AddressForm) => {
    const editing = dialog?.editing;
    // the first address becomes the default
    const input = { ...toAddressInput(form), is_default: form.is_default || (!editing && (addresses.data ?? []).length === 0) };
    save.mutate({ input, id: editing?.id }, { onSuccess: () => setDialog(null) });
  };

  return (
    <section className="profile-section" aria-labelledby="addresses-heading">
      <div className="profile-card__head">
        <h2 id="addresses-heading">{t('profile.addresses.heading')}</h2>
        <button type="button" className="btn btn--primary" onClick={() => openDialog(null)}>
          {t('profile.addresses.add')}
        </button>
      </div>
      <div className="profile-message" role="status" aria-live="polite">
        {message ? <p className={message.tone === 'ok' ? 'profile-success' : 'alert alert--error'}>{message.text}</p> : null}
      </div>
      {addresses.isPending ? <p>{t('profile.loading')}</p> : null}
      {addresses.isError ? <p className="alert alert--error">{addresses.error.message}</p> : null}
      {addresses.data?.length === 0 ? <p>{t('profile.addresses.empty')}</p> : null}
      <ul className="profile-list" data-testid="address-list">
        {(addresses.data ?? []).map((a) => (
          <li key={a.id} className="profile-card" data-testid="address-card">
            <div className="profile-card__head">
              <h3 className="small">
                {a.title} <span className="muted">({t(`profile.addresses.types.${a.type}`)})</span>
              </h3>
              {a.is_default ? <span className="status-pill status-pill--green">{t('profile.addresses.default')}</span> : null}
            </div>
            <p>{line(a)}</p>
            {a.details ? <p className="muted small">{a.details}</p> : null}
            <div className="profile-card__actions">
              <button type="button" className="btn btn--secondary btn--small" aria-label={t('profile.addresses.editNamed', { title: a.title })}
                onClick={() => openDialog(a)}>
                {t('profile.addresses.edit')}
              </button>
              {!a.is_default ? (
                <button type="button" className="btn btn--ghost btn--small" disabled={makeDefault.isPending}
                  aria-label={t('profile.addresses.makeDefaultNamed', { title: a.title })} onClick={() => makeDefault.mutate(a.id)}>
                  {t('profile.addresses.makeDefault')}
                </button>
              ) : null}
              <button type="button" className="btn btn--ghost btn--small" aria-label={t('profile.addresses.deleteNamed', { title: a.title })}
                onClick={() => setConfirm(a)}>
                {t('profile.addresses.delete')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {dialog ? (
        <AddressDialog
          initial={dialog.editing ? toForm(dialog.editing) : EMPTY_ADDRESS}
          editing={!!dialog.editing}
          onSubmit={submit}
          saving={save.isPending}
          saveError={save.isError ? t('profile.addresses.error_saving_address') : null}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <ConfirmDialog
        open={!!confirm}
        title={t('profile.addresses.confirmDelete')}
        message={t('profile.addresses.confirmDeleteText', { title: confirm?.title ?? '' })}
        confirmLabel={t('profile.addresses.delete')}
        cancelLabel={t('profile.addresses.cancel')}
        danger
        onConfirm={() => {
          if (confirm) remove.mutate(confirm.id);
          setConfirm(null);
        }}
        onCancel={() => setConfirm(null)}
      />
    </section>
  );
}
