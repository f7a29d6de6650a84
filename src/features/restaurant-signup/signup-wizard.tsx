/**
 * The restaurant partner sign-up (spec 3 §2.3, §4, §5, §8): five steps of the one public-form wizard
 * (features/public-forms: use-public-wizard.ts, components/public-wizard.tsx) with step and percent. The last step sends:
 * its own boxes first (spec: "submit revalidates step 5"), then the whole schema. Sending shows "Wird gesendet...",
 * a failure "Fehler beim Senden der Anmeldung" above the buttons, offline the queued state (the form is then
 * locked: the queued request carries the data as it was); a refused Next or submit is announced once.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { PublicWizard } from '../public-forms/components/public-wizard.tsx';
import { emptyRestaurantSignup, restaurantSignupSchema, restaurantStepSchemas } from '../../domain/forms/restaurant.ts';
import { usePublicWizard } from '../public-forms/use-public-wizard.ts';
import { SignupSuccess } from './signup-success.tsx';
import { StepAddress } from './step-address.tsx';
import { StepBasics } from './step-basics.tsx';
import { StepBusiness } from './step-business.tsx';
import { StepConfirm } from './step-confirm.tsx';
import { StepLegal } from './step-legal.tsx';

const STEPS = [
  { key: 'basics', Fields: StepBasics },
  { key: 'address', Fields: StepAddress },
  { key: 'business', Fields: StepBusiness },
  { key: 'legal', Fields: StepLegal },
  { key: 'confirm', Fields: StepConfirm },
] as const;

export function SignupWizard() {
  const { t } = useTranslation('restaurant-signup');
  const wizard = usePublicWizard({
    formId: 'restaurant-signup',
    kind: 'restaurant-signup',
    resolver: zodResolver(restaurantSignupSchema),
    stepSchemas: restaurantStepSchemas,
    defaultValues: emptyRestaurantSignup,
    checkLastStep: true,
  });
  const { state, step } = wizard;

  if (state.status === 'success') {
    const v = wizard.form.getValues();
    return <SignupSuccess reference={state.answer.reference} name={v.ownerFirstName.trim()} restaurant={v.restaurantName.trim()} email={v.email.trim()} />;
  }

  const { Fields } = STEPS[step] ?? STEPS[0];
  return (
    <PublicWizard wizard={wizard} titles={STEPS.map((s) => t(`steps.${s.key}`))} showPercent className="rsignup__card card-surface"
      labelledBy="rs-step-title" formLabel={t('formLabel')} formTestId="signup-form" fieldsetClassName="rsignup__fields"
      heading={{ level: 'h2', id: 'rs-step-title', className: 'rsignup__step-title', outside: true }} saveFailedClassName="alert alert--demo"
      note={<p className="small muted">{t('requiredNote')}</p>} errorFallback={t('error')} sendLabel={t('submit')} sendTestId="signup-submit"
      sendingWhileQueued announceRefusal>
      <Fields />
    </PublicWizard>
  );
}
