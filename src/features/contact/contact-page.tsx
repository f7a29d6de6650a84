/**
 * /contact (spec 3 §2.10): address in Linz, office and mobile phone (tel: links), e-mail, opening hours, company
 * register details, managing directors, links to /help, /restaurant-signup and /courier. Company values come from
 * src/domain/company.ts; its sample values carry a visible "*". Renders without browser APIs (prerenderable).
 */
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-section.tsx';
import { COMPANY, telHref, type CompanyValue } from '../../domain/company.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { CONTACT_HOURS } from './contact-hours.ts';
import './contact.css';

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
        <section className="contact__box card-surface" aria-labelledby="contact-address">
          <h2 id="contact-address">{t('address.title')}</h2>
          <address>
            <Value v={c.name} />
            <br />
            <Value v={c.street} />
            <br />
            {c.postalCode.value} {c.city.value}
            <br />
            {t('address.country')}
          </address>
        </section>

        <section className="contact__box card-surface" aria-labelledby="contact-reach">
          <h2 id="contact-reach">{t('reach.title')}</h2>
          <dl className="contact__facts">
            <dt>{t('reach.office')}</dt>
            <dd>
              <Value v={c.phoneOffice} href={telHref(c.phoneOffice.value)} />
            </dd>
            <dt>{t('reach.mobile')}</dt>
            <dd>
              <Value v={c.phoneMobile} href={telHref(c.phoneMobile.value)} />
            </dd>
            <dt>{t('reach.email')}</dt>
            <dd>
              <Value v={c.email} href={`mailto:${c.email.value}`} />
            </dd>
          </dl>
        </section>

        <section className="contact__box card-surface" aria-labelledby="contact-hours">
          <h2 id="contact-hours">{t('hours.title')}</h2>
          <dl className="contact__facts">
            {CONTACT_HOURS.map((h) => (
              <div key={h.days}>
                <dt>{t(`hours.${h.days}`)}</dt>
                <dd>{h.from ? t('hours.time', { from: h.from, to: h.to }) : t('hours.closed')}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section className="contact__box card-surface" aria-labelledby="contact-company">
          <h2 id="contact-company">{t('company.title')}</h2>
          <dl className="contact__facts">
            <dt>{t('company.name')}</dt>
            <dd>
              <Value v={c.name} />
            </dd>
            <dt>{t('company.register')}</dt>
            <dd>
              <Value v={c.registerNumber} />
            </dd>
            <dt>{t('company.court')}</dt>
            <dd>
              <Value v={c.registerCourt} />
            </dd>
            <dt>{t('company.vat')}</dt>
            <dd>
              <Value v={c.vatId} />
            </dd>
            <dt>{t('company.directors')}</dt>
            <dd>
              {c.managingDirectors.map((d, i) => (
                <span key={d.value}>
                  {i > 0 ? ', ' : null}
                  <Value v={d} />
                </span>
              ))}
            </dd>
          </dl>
        </section>
      </div>
      <p className="small muted">{t('sampleNotice')}</p>

      <nav className="contact__box card-surface" aria-labelledby="contact-links">
        <h2 id="contact-links">{t('links.title')}</h2>
        <ul className="contact__links">
          <li>
            <Link to="/help" className="btn btn--secondary">
              {t('links.help')}
            </Link>
          </li>
          <li>
            <Link to="/restaurant-signup" className="btn btn--secondary">
              {t('links.restaurant')}
            </Link>
          </li>
          <li>
            <Link to="/courier" className="btn btn--secondary">
              {t('links.courier')}
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
