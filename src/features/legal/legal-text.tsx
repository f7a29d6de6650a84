/**
 * Rich legal text from the `legal` namespace, rendered by `Trans` into React elements: paragraphs, lists, <strong>
 * and the named links below — never as HTML. Interpolation values: {{email}}, {{company}}, {{city}}, {{court}}.
 */
import { Link } from '@tanstack/react-router';
import type { ParseKeys } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { COMPANY, DATA_PROTECTION_AUTHORITY, INTERNET_OMBUDSSTELLE } from '../../domain/company.ts';

export type LegalKey = ParseKeys<'legal'>;

/** The tags a legal text may use (anything else in a translation is a mistake: legal-texts.test.ts checks). */
export function legalComponents(email: string) {
  return {
    p: <p />,
    ul: <ul />,
    li: <li />,
    strong: <strong />,
    privacy: <Link to="/privacy" />,
    terms: <Link to="/terms" />,
    cookies: <Link to="/cookies" />,
    imprint: <Link to="/impressum" />,
    help: <Link to="/help" />,
    mail: <a href={`mailto:${email}`} />,
    dsb: <a href={DATA_PROTECTION_AUTHORITY.web} rel="noopener noreferrer" />,
    ombud: <a href={INTERNET_OMBUDSSTELLE} rel="noopener noreferrer" />,
  };
}

export function LegalText({ k, email = COMPANY.email.value }: { k: LegalKey; email?: string }) {
  const { t } = useTranslation('legal');
  return (
    <Trans
      t={t}
      i18nKey={k}
      values={{ email, company: COMPANY.name.value, city: COMPANY.city.value, court: COMPANY.registerCourt.value }}
      components={legalComponents(email)}
    />
  );
}
