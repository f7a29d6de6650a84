/**
 * The menu editor (issue 16 item 3): categories → products → option groups → values, checked on save by the shared
 * schema (menu-resolver.ts) and saved with PUT …/menu; a server 400's refused fields are put back on their inputs
 * (the first focused). The outcome is announced.
 */
import { useEffect } from 'react';
import { FormProvider, useFieldArray, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MenuBody } from '../../../domain/wire/ops.ts';
import { isOpsApiError } from '../api/ops-fetch.ts';
import { useSaveMenuMutation } from '../api/vendor.ts';
import { CategoryEditor } from './category-editor.tsx';
import { emptyCategory, formPath, formToMenu, menuToForm, type MenuForm } from './menu-form.ts';
import { menuResolver } from './menu-resolver.ts';

export function MenuEditor({ vendorId, menu }: { vendorId: string; menu: MenuBody }) {
  const { t } = useTranslation('ops');
  const form = useForm<MenuForm>({ resolver: menuResolver, defaultValues: menuToForm(menu), shouldFocusError: true });
  const categories = useFieldArray({ control: form.control, name: 'categories' });
  const save = useSaveMenuMutation(vendorId);
  const { errors, submitCount, isDirty } = form.formState;
  const invalid = Object.keys(errors).length > 0;

  // a menu saved elsewhere (the desk) shows after a reload of the vendor, unless something is being typed
  useEffect(() => {
    if (!isDirty) form.reset(menuToForm(menu));
  }, [menu, form, isDirty]);

  const submit = form.handleSubmit((values) => {
    save.mutate(formToMenu(values), {
      onSuccess: (saved) => form.reset(menuToForm(saved.menu)),
      onError: (err) => {
        if (!isOpsApiError(err) || err.status !== 400) return;
        Object.entries(err.fields).forEach(([path, message], i) => {
          form.setError(formPath(path) as Path<MenuForm>, { type: 'server', message }, { shouldFocus: i === 0 });
        });
      },
    });
  }, () => save.reset());

  // the server's refusal speaks until the next save; a form the shared rules refuse is never sent (save reset)
  const message = save.isPending
    ? t('menu.saving')
    : save.isError
      ? isOpsApiError(save.error) && save.error.status === 400
        ? t('menu.refused', { message: save.error.serverMessage ?? '' })
        : t('menu.failed')
      : invalid && submitCount > 0
        ? t('menu.invalid')
        : save.isSuccess && !isDirty
          ? t('menu.saved')
          : '';

  return (
    <section className="ops-panel card-surface" aria-labelledby="ops-menu-title">
      <h2 id="ops-menu-title">{t('menu.title')}</h2>
      <FormProvider {...form}>
        <form className="ops-menu" noValidate onSubmit={(e) => void submit(e)} data-testid="ops-menu-form">
          {categories.fields.length === 0 ? <p className="note">{t('menu.empty')}</p> : null}
          {categories.fields.map((field, i) => (
            <CategoryEditor key={field.id} index={i} onRemove={() => categories.remove(i)} />
          ))}
          <div className="ops-actions ops-sticky">
            <button type="button" className="btn btn--secondary" onClick={() => categories.append(emptyCategory())}>
              {t('menu.addCategory')}
            </button>
            <button type="submit" className="btn btn--primary" disabled={save.isPending} aria-busy={save.isPending || undefined}>
              {t('menu.save')}
            </button>
            <p role="status" className={message ? (save.isSuccess && !invalid ? 'note' : 'field__error') : 'sr-only'}>{message}</p>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
