/** A company detail; sample values of this installation (src/domain/company.ts) carry a visible "*" and say so. */
import { useTranslation } from 'react-i18next';
import type { CompanyValue } from '../../domain/company.ts';

export function SampleMark({ sample }: { sample: boolean }) {
  const { t } = useTranslation('legal');
  if (!sample) return null;
  return (
    <>
      <span className="legal__sample" aria-hidden="true">
        *
      </span>
      <span className="sr-only"> ({t('sampleMark')})</span>
    </>
  );
}

export function Value({ v, href }: { v: CompanyValue; href?: string }) {
  return (
    <>
      {href ? <a href={href}>{v.value}</a> : v.value}
      <SampleMark sample={v.sample} />
    </>
  );
}
