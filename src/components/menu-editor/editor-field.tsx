/**
 * One input of the menu or zones editor inside a FormProvider: label, the registered input and its message (the
 * shared schema's or the server's, shown translated), wired with aria-invalid / aria-describedby.
 */
import type { InputHTMLAttributes } from 'react';
import { get, useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../lib/validation-text.ts';

export function useFieldError(name: string): string | undefined {
  const { t } = useTranslation('menu-editor');
  const { errors } = useFormState();
  const e = get<typeof errors, { message?: string } | undefined>(errors, name);
  // an array's or object's entry holds its children's errors; only its own message is shown here
  return typeof e?.message === 'string' ? validationText(t, e.message) : undefined;
}

export interface EditorFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  name: string;
  label: string;
  /** numbers (min/max) are registered as numbers */
  numeric?: boolean;
}

export function EditorField({ name, label, numeric, className, ...rest }: EditorFieldProps) {
  const { register } = useFormContext<FieldValues>();
  const error = useFieldError(name);
  const id = `edit-${name.replace(/\./g, '-')}`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="field__label">{label}</label>
      <input {...rest} id={id} className="input" aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register(name, numeric ? { valueAsNumber: true } : {})} />
      {error ? <p id={`${id}-error`} className="field__error">{error}</p> : null}
    </div>
  );
}

/** Under a category, product or option group: add a child to it, or remove it (named, since every card says "Remove"). */
export function EditorActions({ addLabel, onAdd, removeLabel, onRemove }: { addLabel: string; onAdd: () => void; removeLabel: string; onRemove: () => void }) {
  const { t } = useTranslation('menu-editor');
  return (
    <div className="menu-editor__actions">
      <button type="button" className="btn btn--secondary btn--small" onClick={onAdd}>
        {addLabel}
      </button>
      <button type="button" className="btn btn--ghost btn--small" onClick={onRemove} aria-label={removeLabel}>
        {t('remove')}
      </button>
    </div>
  );
}
