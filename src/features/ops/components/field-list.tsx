/**
 * Every stored field of a submission as a definition list: labels from the `ops` namespace where one is known (else
 * the column name), values as plain text (never HTML), lists joined, objects (opening hours) one line per entry.
 */
import { useTranslation } from 'react-i18next';
import type { OpsInboxDetail } from '../../../domain/wire/ops.ts';

type FieldValue = OpsInboxDetail['fields'][string];

function text(v: FieldValue, yes: string, no: string): string {
  if (v === null || v === '') return '–';
  if (typeof v === 'boolean') return v ? yes : no;
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  if (Array.isArray(v)) return v.length ? v.join(', ') : '–';
  return Object.entries(v).map(([k, x]) => `${k}: ${typeof x === 'string' ? x : JSON.stringify(x)}`).join('\n');
}

export function FieldList({ fields }: { fields: OpsInboxDetail['fields'] }) {
  const { t, i18n } = useTranslation('ops');
  const label = (key: string) => (i18n.exists(`fieldLabels.${key}`, { ns: 'ops' }) ? t(`fieldLabels.${key}` as 'fieldLabels.email') : key);
  return (
    <dl className="ops-fields">
      {Object.entries(fields).map(([key, value]) => (
        <div key={key} className="ops-fields__row">
          <dt>{label(key)}</dt>
          <dd>{text(value, t('yes'), t('no'))}</dd>
        </div>
      ))}
    </dl>
  );
}
