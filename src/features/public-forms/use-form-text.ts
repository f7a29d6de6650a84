/**
 * Text of a public-form message key (`forms:errors.…`, `forms:submit.…`) in the page's language — the shared
 * schemas' issues and a server's field messages are such keys. Anything that is not a key of the `forms`
 * namespace is shown as it is (a server's own sentence).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export function useFormText(): (key: string | undefined) => string | undefined {
  const { t } = useTranslation('forms');
  return useCallback(
    (key: string | undefined) => {
      if (!key) return undefined;
      if (!key.startsWith('forms:')) return key;
      // the keys come from the shared schemas (checked against forms.json by a unit test), not from a literal here
      return t(key.slice('forms:'.length) as 'errors.required');
    },
    [t],
  );
}
