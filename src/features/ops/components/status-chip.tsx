import { useTranslation } from 'react-i18next';
import type { OpsStatus } from '../../../domain/wire/ops.ts';

export function StatusChip({ status }: { status: OpsStatus }) {
  const { t } = useTranslation('ops');
  return <span className={`ops-chip ops-chip--${status}`}>{t(`status.${status}`)}</span>;
}
