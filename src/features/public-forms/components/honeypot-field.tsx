/**
 * The honeypot of a public form: a text field people never see (off screen, hidden from assistive technology, out
 * of the tab order) and bots fill in. Its value goes to the server as `website`; anything in it makes the server
 * answer as if it stored the submission, and store nothing.
 */
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import './public-form.css';

export function HoneypotField({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  const { t } = useTranslation('forms');
  const id = useId();
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>{t('honeypot.label')}</label>
      <input id={id} ref={inputRef} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
