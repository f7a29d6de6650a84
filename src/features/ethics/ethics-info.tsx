/**
 * The fixed parts of the ethics page (spec 3 §2.12): three contact cards (hotline 24/7, secure e-mail, the form
 * anchor), the protection box with four points, what happens next (four steps) and four commitments.
 */
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../components/page-section.tsx';
import type { CompanyValue } from '../../domain/company.ts';
import { telHref } from '../../domain/company.ts';
import { ETHICS_EMAIL, ETHICS_HOTLINE } from './ethics-contacts.ts';

function Sample({ v }: { v: CompanyValue }) {
  const { t } = useTranslation('ethics');
  if (!v.sample) return null;
  return (
    <>
      <span aria-hidden="true">*</span>
      <span className="sr-only"> ({t('sampleMark')})</span>
    </>
  );
}

/** A card of the page: its title and text, and the way to reach the hotline (`children`) under them. */
function Card({ title, text, children }: { title: ReactNode; text: string; children?: ReactNode }) {
  return (
    <li className="ethics-card card-surface">
      <h3>{title}</h3>
      <p>{text}</p>
      {children ? <p className="ethics-card__value">{children}</p> : null}
    </li>
  );
}

export function ContactCards({ formId, onJumpToForm }: { formId: string; onJumpToForm: () => void }) {
  const { t } = useTranslation('ethics');
  const jump = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    onJumpToForm();
  };
  return (
    <PageSection id="ethics-contact-title" title={t('contact.title')} className="ethics__section">
      <ul className="ethics-cards">
        <Card
          title={
            <>
              {t('contact.hotline.title')} <span className="badge">{t('contact.hotline.badge')}</span>
            </>
          }
          text={t('contact.hotline.text')}
        >
          <a href={telHref(ETHICS_HOTLINE.value)}>{ETHICS_HOTLINE.value}</a>
          <Sample v={ETHICS_HOTLINE} />
        </Card>
        <Card title={t('contact.email.title')} text={t('contact.email.text')}>
          <a href={`mailto:${ETHICS_EMAIL.value}`}>{ETHICS_EMAIL.value}</a>
          <Sample v={ETHICS_EMAIL} />
        </Card>
        <Card title={t('contact.form.title')} text={t('contact.form.text')}>
          <a href={`#${formId}`} onClick={jump}>
            {t('contact.form.link')}
          </a>
        </Card>
      </ul>
      {ETHICS_HOTLINE.sample || ETHICS_EMAIL.sample ? <p className="small muted">{t('sampleNote')}</p> : null}
    </PageSection>
  );
}

const PROTECTION = ['confidential', 'anonymous', 'noRetaliation', 'dataProtection'] as const;

export function ProtectionBox() {
  const { t } = useTranslation('ethics');
  return (
    <PageSection id="ethics-protection-title" title={t('protection.title')} className="ethics-protection">
      <ul>
        {PROTECTION.map((k) => (
          <li key={k}>{t(`protection.${k}`)}</li>
        ))}
      </ul>
    </PageSection>
  );
}

const STEPS = ['receipt', 'review', 'questions', 'feedback'] as const;

export function NextSteps() {
  const { t } = useTranslation('ethics');
  return (
    <PageSection id="ethics-next-title" title={t('next.title')} className="ethics__section">
      <ol className="ethics-steps">
        {STEPS.map((k) => (
          <li key={k}>{t(`next.${k}`)}</li>
        ))}
      </ol>
    </PageSection>
  );
}

const COMMITMENTS = ['confidentiality', 'protection', 'impartiality', 'deadlines'] as const;

export function Commitments() {
  const { t } = useTranslation('ethics');
  return (
    <PageSection id="ethics-commitments-title" title={t('commitments.title')} className="ethics__section">
      <ul className="ethics-cards">
        {COMMITMENTS.map((k) => (
          <Card key={k} title={t(`commitments.${k}.title`)} text={t(`commitments.${k}.text`)} />
        ))}
      </ul>
    </PageSection>
  );
}
