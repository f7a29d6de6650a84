/**
 * The shared wire schemas (src/domain/wire/ops.ts, src/domain/menu-edit.ts) and the server's 400s speak English
 * ("is required", "must be at most 200 characters"); the menu editor and the back office show them in the user's
 * language. Known phrasings become the `validation.*` texts of the `menu-editor` namespace (the back office's forms
 * use them too); anything else is shown as the server wrote it.
 */
type ValidationKey = 'required' | 'euro' | 'maxChars' | 'whole' | 'min' | 'max' | 'minMax' | 'postalCode' | 'atLeastOne' | 'number' | 'invalid';

/** The `t` of the `menu-editor` namespace (its `validation.*` texts). */
type ValidationT = (key: `validation.${ValidationKey}`, options?: { min?: number; max?: number }) => string;

const RULES: [RegExp, (t: ValidationT, m: RegExpMatchArray) => string][] = [
  [/is required/, (t) => t('validation.required')],
  [/amount in euro/, (t) => t('validation.euro')],
  [/must be at most (\d+) characters/, (t, m) => t('validation.maxChars', { max: Number(m[1]) })],
  [/must be a whole number/, (t) => t('validation.whole')],
  [/must be at least (-?\d+)/, (t, m) => t('validation.min', { min: Number(m[1]) })],
  [/must be at most (-?\d+)/, (t, m) => t('validation.max', { max: Number(m[1]) })],
  [/must not be negative/, (t) => t('validation.min', { min: 0 })],
  [/must not exceed max/, (t) => t('validation.minMax')],
  [/postal code/i, (t) => t('validation.postalCode')],
  [/at least one/, (t) => t('validation.atLeastOne')],
  [/Invalid input: expected number|expected number/i, (t) => t('validation.number')],
];

export function validationText(t: ValidationT, message: string | undefined): string {
  if (!message) return t('validation.invalid');
  for (const [re, text] of RULES) {
    const m = message.match(re);
    if (m) return text(t, m);
  }
  return message;
}
