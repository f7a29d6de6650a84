/** /impressum and /imprint (spec 3 §2.7): operator, directors, register, activities, bank, authority, liability, … */
import { useTranslation } from 'react-i18next';
import { FactList } from '../../components/page-section.tsx';
import { COMPANY } from '../../domain/company.ts';
import { Value } from './company-value.tsx';
import { LegalPage, LegalSection } from './legal-page.tsx';
import { LegalText } from './legal-text.tsx';

/** the sections after the bank details that are one text each */
const TEXT_SECTIONS = ['dpa', 'liability', 'copyright', 'odr'] as const;

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function ImprintPage() {
  const { t } = useTranslation('legal');
  const c = COMPANY;
  return (
    <LegalPage title={t('imprint.title')} description={t('imprint.meta.description')} path="/impressum">
      <p>{t('imprint.intro')}</p>
      <p className="legal__notice" role="note">
        {t('imprint.sampleNotice')}
      </p>

      <LegalSection id="imprint-operator" title={t('imprint.operator.title')}>
        <FactList
          className="legal__facts"
          facts={[
            { term: t('imprint.operator.company'), value: <Value v={c.name} /> },
            {
              term: t('imprint.operator.address'),
              value: (
                <>
                  <Value v={c.street} />, {c.postalCode.value} {c.city.value}, {t('imprint.operator.country')}
                </>
              ),
            },
            { term: t('imprint.operator.founded'), value: `${c.founded} · ${t('imprint.operator.family')}` },
          ]}
        />
      </LegalSection>

      <LegalSection id="imprint-directors" title={t('imprint.directors.title')}>
        <ul>
          {c.managingDirectors.map((d) => (
            <li key={d.value}>
              <Value v={d} />
            </li>
          ))}
        </ul>
      </LegalSection>

      <LegalSection id="imprint-register" title={t('imprint.register.title')}>
        <FactList
          className="legal__facts"
          facts={[
            { term: t('imprint.register.number'), value: <Value v={c.registerNumber} /> },
            { term: t('imprint.register.court'), value: <Value v={c.registerCourt} /> },
            { term: t('imprint.register.vat'), value: <Value v={c.vatId} /> },
            { term: t('imprint.register.chamber'), value: <Value v={c.chamber} /> },
            { term: t('imprint.register.authority'), value: <Value v={c.tradeAuthority} /> },
            { term: t('imprint.register.law'), value: t('imprint.register.lawValue') },
          ]}
        />
      </LegalSection>

      <LegalSection id="imprint-business" title={t('imprint.business.title')}>
        <LegalText k="imprint.business.text" />
      </LegalSection>

      <LegalSection id="imprint-bank" title={t('imprint.bank.title')}>
        <FactList
          className="legal__facts"
          facts={[
            { term: t('imprint.bank.bank'), value: <Value v={c.bankName} /> },
            { term: t('imprint.bank.iban'), value: <Value v={c.iban} /> },
            { term: t('imprint.bank.bic'), value: <Value v={c.bic} /> },
          ]}
        />
      </LegalSection>

      {TEXT_SECTIONS.map((id) => (
        <LegalSection key={id} id={`imprint-${id}`} title={t(`imprint.${id}.title` as const)}>
          <LegalText k={`imprint.${id}.text` as const} />
        </LegalSection>
      ))}

      <LegalSection id="imprint-contact" title={t('imprint.contact.title')}>
        <FactList
          className="legal__facts"
          facts={[
            { term: t('imprint.contact.phone'), value: <Value v={c.phoneOffice} href={tel(c.phoneOffice.value)} /> },
            { term: t('imprint.contact.mobile'), value: <Value v={c.phoneMobile} href={tel(c.phoneMobile.value)} /> },
            { term: t('imprint.contact.email'), value: <Value v={c.email} href={`mailto:${c.email.value}`} /> },
            { term: t('imprint.contact.hours'), value: t('imprint.contact.hoursValue') },
          ]}
        />
        <p>
          <LegalText k="imprint.contact.help" />
        </p>
      </LegalSection>
    </LegalPage>
  );
}
