/**
 * The job application (spec 3 §2.5, §4, §5): six steps of the one public-form wizard (features/public-forms/
 * use-public-wizard.ts, components/public-wizard.tsx). Unlike the spec's simulation the application is stored (kind
 * `job-application`); the spinner shows at least 2 s (minimum-sending.ts) — a server's answer, refusals included,
 * waits for it — then the success screen, home after 4 s.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { PublicWizard } from '../public-forms/components/public-wizard.tsx';
import { EMPTY_JOB_APPLICATION, jobApplicationSchema, jobApplicationStepSchemas } from '../../domain/forms/job-application.ts';
import { usePublicWizard } from '../public-forms/use-public-wizard.ts';
import { DocumentsStep, ExperienceStep, MotivationStep, PersonalStep } from './application-steps.tsx';
import { CareersSuccess } from './careers-success.tsx';
import { ConfirmationStep } from './confirmation-step.tsx';
import { shownSubmitState, useMinimumSending } from './minimum-sending.ts';
import { PositionStep } from './position-step.tsx';
import { CAREERS_STEPS, MIN_SENDING_MS, positionOf } from './positions.ts';

export function CareersWizard() {
  const { t } = useTranslation(['careers', 'forms']);
  const sending = useMinimumSending(MIN_SENDING_MS);
  const wizard = usePublicWizard({
    formId: 'careers',
    kind: 'job-application',
    resolver: zodResolver(jobApplicationSchema),
    stepSchemas: jobApplicationStepSchemas,
    defaultValues: () => ({ ...EMPTY_JOB_APPLICATION, startDate: t('careers:startDateDefault') }),
    onSend: sending.hold,
    shownState: (state) => shownSubmitState(state, sending.holding),
  });
  const { state, step } = wizard;

  if (state.status === 'success') {
    const { position, email } = wizard.form.getValues();
    const chosen = positionOf(position);
    return <CareersSuccess reference={state.answer.reference} position={chosen ? t(`careers:positions.${chosen.id}.title`) : ''} email={email.trim()} />;
  }

  return (
    <PublicWizard wizard={wizard} titles={CAREERS_STEPS.map((key) => t(`careers:steps.${key}`))} showPercent
      className="card-surface careers-wizard" id="application" labelledBy="careers-form-title"
      title={{ id: 'careers-form-title', className: 'careers-wizard__title', text: t('careers:formTitle') }}
      fieldsetClassName="careers-wizard__body" heading={{ level: 'h3', className: 'careers-wizard__step-title' }}
      discard={{ label: t('careers:draft.discard'), className: 'careers-draft' }} saveFailedClassName="alert alert--info"
      errorFallback={t('careers:error')} sendLabel={t('careers:send')} sendClassName="btn btn--primary careers-wizard__send"
      spinner={{ className: 'careers-wizard__spinner', testId: 'careers-spinner' }}>
      <StepBody step={step} onEdit={wizard.goTo} />
    </PublicWizard>
  );
}

function StepBody({ step, onEdit }: { step: number; onEdit: (step: number) => void }) {
  switch (CAREERS_STEPS[step]) {
    case 'personal':
      return <PersonalStep />;
    case 'experience':
      return <ExperienceStep />;
    case 'motivation':
      return <MotivationStep />;
    case 'documents':
      return <DocumentsStep />;
    case 'confirmation':
      return <ConfirmationStep onEdit={onEdit} />;
    default:
      return <PositionStep />;
  }
}
