/**
 * /contact (spec 3 §2.10): address in Linz, office and mobile phone (tel: links), e-mail, opening hours, company
 * register details, managing directors, links to /help, /restaurant-signup and /courier. Company values come from
 * src/domain/company.ts; its sample values carry a visible "*". Renders without browser APIs (prerenderable).
 */
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FactList, PageHeader, PageSection } from '../../components/page-section.tsx';
import { COMPANY, telHref, type CompanyValue } from '../../domain/company.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { CONTACT_HOURS } from './contact-hours.ts';
import './contact.css';

/** Where a visitor may be going instead: [path, its label's key]. */
const LINKS = [
  ['/help', 'links.help'],
  ['/restaurant-signup', 'links.restaurant'],
  ['/courier', 'links.courier'],
] as const;

function Value({ v, href }: { v: CompanyValue; href?: string }) {
  const { t } = useTranslation('contact');
  return (
    <>
      {href ? <a href={href}>{v.value}</a> : v.value}
      {v.sample ? (
        <>
          <span className="contact__sample" aria-hidden="true">
            *
          </span>
          <span className="sr-only"> ({t('sampleMark')})</span>
        </>
      ) : null}
    </>
  );
}

export function ContactPage() {
  const { t } = useTranslation('contact');
  usePageMeta({ title: t('meta.title'), description: t('meta.description'), path: '/contact' });
  const c = COMPANY;
  return (
    <div className="page contact">
      <PageHeader title={t('title')} intro={t('intro')} />

      <div className="contact__grid">
        <PageSection id="contact-address" title={t('address.title')} className="contact__box card-surface">
          <address>
            <Value v={c.name} />
            <br />
            <Value v={c.street} />
            <br />
            {c.postalCode.value} {c.city.value}
            <br />
            {t('address.country')}
          </address>
        </PageSection>

        <PageSection id="contact-reach" title={t('reach.title')} className="contact__box card-surface">
          <FactList
            className="contact__facts"
            facts={[
              { term: t('reach.office'), value: <Value v={c.phoneOffice} href={telHref(c.phoneOffice.value)} /> },
              { term: t('reach.mobile'), value: <Value v={c.phoneMobile} href={telHref(c.phoneMobile.value)} /> },
              { term: t('reach.email'), value: <Value v={c.email} href={`mailto:${c.email.value}`} /> },
            ]}
          />
        </PageSection>

        <PageSection id="contact-hours" title={t('hours.title')} className="contact__box card-surface">
          <FactList
            className="contact__facts"
            facts={CONTACT_HOURS.map((h) => ({
              term: t(`hours.${h.days}`),
              value: h.from ? t('hours.time', { from: h.from, to: h.to }) : t('hours.closed'),
            }))}
          />
        </PageSection>

        <PageSection id="contact-company" title={t('company.title')} className="contact__box card-surface">
          <FactList
            className="contact__facts"
            facts={[
              { term: t('company.name'), value: <Value v={c.name} /> },
              { term: t('company.register'), value: <Value v={c.registerNumber} /> },
              { term: t('company.court'), value: <Value v={c.registerCourt} /> },
              { term: t('company.vat'), value: <Value v={c.vatId} /> },
              {
                term: t('company.directors'),
                value: c.managingDirectors.map((d, i) => (
                  <span key={d.value}>
                    {i > 0 ? ', ' : null}
                    <Value v={d} />
                  </span>
                )),
              },
            ]}
          />
        </PageSection>
      </div>
      <p className="small muted">{t('sampleNotice')}</p>

      <PageSection as="nav" id="contact-links" title={t('links.title')} className="contact__box card-surface">
        <ul className="contact__links">
          {LINKS.map(([to, label]) => (
            <li key={to}>
              <Link to={to} className="btn btn--secondary">
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>
    </div>
  );
}
