/** /impressum and /imprint (spec 3 §2.7): operator, directors, register, activities, bank, authority, liability, … */
import { useTranslation } from 'react-i18next';
import { COMPANY } from '../../domain/company.ts';
import { SampleMark, Value } from './company-value.tsx';
import { LegalPage, LegalSection } from './legal-page.tsx';
import { LegalText } from './legal-text.tsx';

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
        <dl className="legal__facts">
          <dt>{t('imprint.operator.company')}</dt>
          <dd>
            <Value v={c.name} />
          </dd>
          <dt>{t('imprint.operator.address')}</dt>
          <dd>
            <Value v={c.street} />, {c.postalCode.value} {c.city.value}, {t('imprint.operator.country')}
          </dd>
          <dt>{t('imprint.operator.founded')}</dt>
          <dd>
            {c.founded} · {t('imprint.operator.family')}
          </dd>
        </dl>
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
        <dl className="legal__facts">
          <dt>{t('imprint.register.number')}</dt>
          <dd>
            <Value v={c.registerNumber} />
          </dd>
          <dt>{t('imprint.register.court')}</dt>
          <dd>
            <Value v={c.registerCourt} />
          </dd>
          <dt>{t('imprint.register.vat')}</dt>
          <dd>
            <Value v={c.vatId} />
          </dd>
          <dt>{t('imprint.register.chamber')}</dt>
          <dd>
            <Value v={c.chamber} />
          </dd>
          <dt>{t('imprint.register.authority')}</dt>
          <dd>
            <Value v={c.tradeAuthority} />
          </dd>
          <dt>{t('imprint.register.law')}</dt>
          <dd>{t('imprint.register.lawValue')}</dd>
        </dl>
      </LegalSection>

      <LegalSection id="imprint-business" title={t('imprint.business.title')}>
        <LegalText k="imprint.business.text" />
      </LegalSection>

      <LegalSection id="imprint-bank" title={t('imprint.bank.title')}>
        <dl className="legal__facts">
          <dt>{t('imprint.bank.bank')}</dt>
          <dd>
            <Value v={c.bankName} />
          </dd>
          <dt>{t('imprint.bank.iban')}</dt>
          <dd>
            <Value v={c.iban} />
          </dd>
          <dt>{t('imprint.bank.bic')}</dt>
          <dd>
            <Value v={c.bic} />
          </dd>
        </dl>
      </LegalSection>

      <LegalSection id="imprint-dpa" title={t('imprint.dpa.title')}>
        <LegalText k="imprint.dpa.text" />
      </LegalSection>
      <LegalSection id="imprint-liability" title={t('imprint.liability.title')}>
        <LegalText k="imprint.liability.text" />
      </LegalSection>
      <LegalSection id="imprint-copyright" title={t('imprint.copyright.title')}>
        <LegalText k="imprint.copyright.text" />
      </LegalSection>
      <LegalSection id="imprint-odr" title={t('imprint.odr.title')}>
        <LegalText k="imprint.odr.text" />
      </LegalSection>

      <LegalSection id="imprint-contact" title={t('imprint.contact.title')}>
        <dl className="legal__facts">
          <dt>{t('imprint.contact.phone')}</dt>
          <dd>
            <Value v={c.phoneOffice} href={tel(c.phoneOffice.value)} />
          </dd>
          <dt>{t('imprint.contact.mobile')}</dt>
          <dd>
            <Value v={c.phoneMobile} href={tel(c.phoneMobile.value)} />
          </dd>
          <dt>{t('imprint.contact.email')}</dt>
          <dd>
            <a href={`mailto:${c.email.value}`}>{c.email.value}</a>
            <SampleMark sample={c.email.sample} />
          </dd>
          <dt>{t('imprint.contact.hours')}</dt>
          <dd>{t('imprint.contact.hoursValue')}</dd>
        </dl>
        <p>
          <LegalText k="imprint.contact.help" />
        </p>
      </LegalSection>
    </LegalPage>
  );
}
