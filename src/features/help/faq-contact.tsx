/** The contact-by-mail box at the end of the FAQ (spec 3 §2.11). */
import { useTranslation } from 'react-i18next';

export function FaqContact({ email }: { email: string }) {
  const { t } = useTranslation('help');
  return (
    <aside className="faq-contact card-surface" aria-labelledby="faq-contact-title">
      <h2 id="faq-contact-title">{t('contact.title')}</h2>
      <p>{t('contact.text')}</p>
      <p className="small muted">{t('contact.hours')}</p>
      <p>
        <a className="btn btn--primary" href={`mailto:${email}`}>
          {t('contact.button', { email })}
        </a>
      </p>
    </aside>
  );
}
