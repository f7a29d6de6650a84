/**
 * The menu editor (issue 16 item 3), for the back office and the restaurant's desk: categories → products → option
 * groups → values, checked on save by the shared schema and the order pricing (menu-resolver.ts), then handed to
 * `onSave` (each caller has its own API client and mutation). A server 400's refused fields (`serverError`) are put
 * back on their inputs, the first focused; the outcome is announced.
 */
import { useEffect, useState } from 'react';
import { FormProvider, useFieldArray, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MenuBody } from '../../domain/wire/ops.ts';
import { isHttpError } from '../../lib/api/errors.ts';
import { refusedFields } from '../../lib/api/error-body.ts';
import { CategoryEditor } from './category-editor.tsx';
import { emptyCategory, formPath, formToMenu, menuToForm, type MenuForm } from './menu-form.ts';
import { menuResolver } from './menu-resolver.ts';
import './menu-editor.css';

/** Why the last save failed: the server refused the menu (400: its message and the refused fields) or it failed. */
export type MenuSaveError =
  | { kind: 'refused'; message: string; fields: Readonly<Record<string, string>> }
  | { kind: 'failed' };

/** A staff API's failure to save (the desk's or the back office's mutation error) as `serverError`. */
export function menuSaveError(error: unknown): MenuSaveError | null {
  if (!error) return null;
  return isHttpError(error) && error.status === 400
    ? { kind: 'refused', message: error.serverMessage ?? '', fields: refusedFields(error) }
    : { kind: 'failed' };
}

export interface MenuEditorProps {
  /** the saved menu: the form starts from it and follows it while nothing is being typed */
  menu: MenuBody;
  /** sends the body; resolves with the menu as saved, rejects when it was not saved (`serverError` says why) */
  onSave: (body: MenuBody) => Promise<MenuBody>;
  saving: boolean;
  /** the last save's failure; one object per failure (memoised): its fields are put on the form once */
  serverError: MenuSaveError | null;
  /** the form's data-testid */
  testId?: string;
}

type Outcome = 'saved' | 'failed' | 'invalid' | null;

export function MenuEditor({ menu, onSave, saving, serverError, testId = 'menu-editor-form' }: MenuEditorProps) {
  const { t } = useTranslation('menu-editor');
  const form = useForm<MenuForm>({ resolver: menuResolver, defaultValues: menuToForm(menu), shouldFocusError: true });
  const categories = useFieldArray({ control: form.control, name: 'categories' });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { errors, isDirty } = form.formState;
  const invalid = Object.keys(errors).length > 0;

  // a menu saved elsewhere (the other editor) shows after a reload of it, unless something is being typed
  useEffect(() => {
    if (!isDirty) form.reset(menuToForm(menu));
  }, [menu, form, isDirty]);

  useEffect(() => {
    if (serverError?.kind !== 'refused') return;
    Object.entries(serverError.fields).forEach(([path, message], i) => {
      form.setError(formPath(path) as Path<MenuForm>, { type: 'server', message }, { shouldFocus: i === 0 });
    });
  }, [serverError, form]);

  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      form.reset(menuToForm(await onSave(formToMenu(values))));
      setOutcome('saved');
    } catch {
      setOutcome('failed');
    }
  }, () => setOutcome('invalid'));

  // the server's refusal speaks until the next save; a form the shared rules refuse is never sent
  const message = saving
    ? t('saving')
    : outcome === 'failed'
      ? serverError?.kind === 'refused' ? t('refused', { message: serverError.message }) : t('failed')
      : outcome === 'invalid' && invalid
        ? t('invalid')
        : outcome === 'saved' && !isDirty
          ? t('saved')
          : '';
  const good = outcome === 'saved' || saving;

  return (
    <section className="menu-editor card-surface" aria-labelledby="menu-editor-title">
      <h2 id="menu-editor-title">{t('title')}</h2>
      <FormProvider {...form}>
        <form className="menu-editor__form" noValidate onSubmit={(e) => void submit(e)} data-testid={testId}>
          {categories.fields.length === 0 ? <p className="note">{t('empty')}</p> : null}
          {categories.fields.map((field, i) => (
            <CategoryEditor key={field.id} index={i} onRemove={() => categories.remove(i)} />
          ))}
          <div className="menu-editor__actions menu-editor__sticky">
            <button type="button" className="btn btn--secondary" onClick={() => categories.append(emptyCategory())}>
              {t('addCategory')}
            </button>
            <button type="submit" className="btn btn--primary" disabled={saving} aria-busy={saving || undefined}>
              {t('save')}
            </button>
            <p role="status" className={message ? (good ? 'note' : 'field__error') : 'sr-only'}>{message}</p>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
