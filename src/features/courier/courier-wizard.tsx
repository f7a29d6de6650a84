/**
 * The courier application (spec 3 §2.2, §4, §5): five steps of the one public-form wizard (features/public-forms/
 * use-public-wizard.ts, components/public-wizard.tsx): Next checks the step with its shared schema, the submit
 * happens on step 5 only; draft, offline queue and the server's field messages as there.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { PublicWizard } from '../public-forms/components/public-wizard.tsx';
import { EMPTY_COURIER_APPLICATION, courierApplicationSchema, courierStepSchemas } from '../../domain/forms/courier.ts';
import { usePublicWizard } from '../public-forms/use-public-wizard.ts';
import { AvailabilityStep } from './availability-step.tsx';
import { ConfirmationStep } from './confirmation-step.tsx';
import type { CourierForm } from './courier-field.tsx';
import { CourierSuccess } from './courier-success.tsx';
import { PaymentStep } from './payment-step.tsx';
import { PersonalStep } from './personal-step.tsx';
import { COURIER_STEPS, type CourierStepKey } from './steps.ts';
import { VehicleStep } from './vehicle-step.tsx';
import { useClearErrorOnEdit } from './use-clear-error-on-edit.ts';

export function CourierWizard() {
  const { t } = useTranslation(['courier', 'forms']);
  const wizard = usePublicWizard({
    formId: 'courier',
    kind: 'courier-application',
    resolver: zodResolver(courierApplicationSchema),
    stepSchemas: courierStepSchemas,
    defaultValues: EMPTY_COURIER_APPLICATION,
  });
  const { form, state, step } = wizard;
  useClearErrorOnEdit(form);

  if (state.status === 'success') return <CourierSuccess reference={state.answer.reference} />;

  const stepTitle = (key: CourierStepKey) => t(`courier:steps.${key}`);
  return (
    <PublicWizard wizard={wizard} titles={COURIER_STEPS.map(stepTitle)} className="card-surface courier-wizard" labelledBy="courier-form-title"
      title={{ id: 'courier-form-title', className: 'courier-wizard__title', text: t('courier:formTitle') }}
      fieldsetClassName="courier-wizard__body" heading={{ level: 'h3', className: 'courier-wizard__step-title' }}
      discard={{ label: t('courier:discard'), className: 'courier-draft' }} saveFailedClassName="alert alert--info"
      errorFallback={t('courier:error')} sendLabel={t('courier:send')}>
      <StepBody step={step} form={form} onEdit={wizard.goTo} stepTitle={stepTitle} />
    </PublicWizard>
  );
}

function StepBody({ step, form, onEdit, stepTitle }: { step: number; form: CourierForm; onEdit: (step: number) => void; stepTitle: (key: CourierStepKey) => string }) {
  switch (COURIER_STEPS[step]) {
    case 'vehicle':
      return <VehicleStep form={form} />;
    case 'availability':
      return <AvailabilityStep form={form} />;
    case 'payment':
      return <PaymentStep form={form} />;
    case 'confirmation':
      return <ConfirmationStep form={form} onEdit={onEdit} stepTitle={stepTitle} />;
    default:
      return <PersonalStep form={form} />;
  }
}
