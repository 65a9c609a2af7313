import {
  counselorApplicationSteps,
  draftStepSchemas,
  emptyApplicationSteps,
  submitStepSchemas,
  type TCounselorApplication,
  type TCounselorApplicationStep,
  type TSaveApplicationStep,
} from '@app/contracts/counselor-applications';
import { ApplyStatus } from '@app/contracts/enums';
import type { TUpload } from '@app/contracts/uploads';
import { Alert, Anchor, Button, Group, Progress, Stepper, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useErrorText, useValidationText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { showToast } from '../../../shell/overlays/toast';
import { useMyApplication, useSaveApplicationStep, useSubmitApplication } from '../api/applications';
import {
  EducationStep,
  ExperienceStep,
  LicensesStep,
  OrganizationStep,
  PersonalInfoStep,
} from './step-forms';
import { QuestionnaireStep } from './questionnaire-step';

type TAnswers = {
  [K in TCounselorApplicationStep]: TSaveApplicationStep extends infer U
    ? U extends { step: K; data: infer D }
      ? D
      : never
    : never;
};

function answersFrom(application: TCounselorApplication): TAnswers {
  const answers = application.answers;
  return Object.fromEntries(
    counselorApplicationSteps.map((step) => [step, answers[step] ?? emptyApplicationSteps[step]]),
  ) as TAnswers;
}

/** Dotted paths of a step's failures (a server field arrives as data.<path> or <step>.<path>). */
function errorsOf(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The six-step application (/jointeam, /reviseapplication): each step saved on the server as a
 * draft, checked with the server's own schemas, progress shown per step.
 */
export function ApplicationWizard({ revise = false }: { revise?: boolean }) {
  const { t } = useTranslation('application');
  const application = useMyApplication();
  const errorText = useErrorText();
  const title = revise ? t('reviseTitle') : t('title');
  if (application.isError)
    return (
      <ContentPage title={title}>
        <Alert color="red" role="alert">
          {errorText(application.error)}
        </Alert>
      </ContentPage>
    );
  if (!application.data) return <PageLoader label={t('loading')} />;
  const status = application.data.status;
  if (status !== ApplyStatus.None && status !== ApplyStatus.Rejected)
    return (
      <ContentPage title={title}>
        <Alert role="status">{t('waiting')}</Alert>
        <Anchor component={Link} to={paths.applyCounselorStep.getHref()}>
          {t('toStatus')}
        </Anchor>
      </ContentPage>
    );

  return <WizardForm application={application.data} revise={revise} />;
}

/** The steps' forms, starting from the application as the server keeps it. */
function WizardForm({ application, revise }: { application: TCounselorApplication; revise: boolean }) {
  const { t } = useTranslation('application');
  const save = useSaveApplicationStep();
  const submit = useSubmitApplication();
  const navigate = useNavigate();
  const validationText = useValidationText();
  const errorText = useErrorText();
  const title = revise ? t('reviseTitle') : t('title');
  const status = application.status;
  const [active, setActive] = useState(0);
  const [answers, setAnswers] = useState<TAnswers>(() => answersFrom(application));
  const [files, setFiles] = useState<Record<string, TUpload>>(application.files);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const step = counselorApplicationSteps[active] ?? 'personalInfo';
  const done = new Set(application.completedSteps);

  const showServerErrors = (error: unknown) => {
    if (error instanceof ApiError && error.fieldErrors.length > 0) {
      const prefix =
        /^(data|personalInfo|education|experience|counselorOrganization|licenses|questionnaire)\./u;
      setErrors(
        Object.fromEntries(
          error.fieldErrors.map((field) => [field.field.replace(prefix, ''), field.message]),
        ),
      );
      setFailure(t('fixErrors'));
      // A submission names fields of any step: go to the first one it names.
      const named = counselorApplicationSteps.findIndex((name) =>
        error.fieldErrors.some((field) => field.field.startsWith(`${name}.`)),
      );
      if (named >= 0) setActive(named);
      return;
    }
    setFailure(errorText(error));
  };

  /** Saves the step; with `strict`, only once it passes the submission's checks. */
  const saveStep = async (strict: boolean): Promise<boolean> => {
    setFailure(null);
    const schema = strict ? submitStepSchemas[step] : draftStepSchemas[step];
    const checked = schema.safeParse(answers[step]);
    if (!checked.success) {
      setErrors(
        Object.fromEntries(
          Object.entries(errorsOf(checked.error.issues)).map(([key, message]) => [
            key,
            validationText(message) ?? message,
          ]),
        ),
      );
      setFailure(t('fixErrors'));
      return false;
    }
    setErrors({});
    try {
      await save.mutateAsync({ step, data: answers[step] } as TSaveApplicationStep);
      return true;
    } catch (error) {
      showServerErrors(error);
      return false;
    }
  };

  const sendApplication = async () => {
    if (!(await saveStep(true))) return;
    try {
      await submit.mutateAsync();
      showToast({ message: t('submitted') });
      void navigate(paths.applyCounselorStep.getHref());
    } catch (error) {
      showServerErrors(error);
    }
  };

  const stepProps = {
    errors,
    files,
    onUploaded: (upload: TUpload) => setFiles((known) => ({ ...known, [upload.id]: upload })),
  };
  const set =
    <K extends TCounselorApplicationStep>(key: K) =>
    (value: TAnswers[K]) =>
      setAnswers((old) => ({ ...old, [key]: value }));
  const busy = save.isPending || submit.isPending;

  return (
    <ContentPage title={title}>
      {status === ApplyStatus.Rejected && application.lastDecision && (
        <Alert color="orange" role="status" mb="md">
          {t('rejectedComment', { comment: application.lastDecision.comment })}
        </Alert>
      )}
      <Text>{t('progress', { done: done.size, total: counselorApplicationSteps.length })}</Text>
      <Progress
        value={(done.size / counselorApplicationSteps.length) * 100}
        mb="md"
        aria-label={t('progress', { done: done.size, total: counselorApplicationSteps.length })}
      />
      <Stepper
        active={active}
        onStepClick={(index) => {
          setErrors({});
          setFailure(null);
          setActive(index);
        }}
        size="sm"
        wrap
      >
        {counselorApplicationSteps.map((name) => (
          <Stepper.Step
            key={name}
            label={t(`steps.${name}`)}
            description={done.has(name) ? t('stepDone') : t('stepTodo')}
            completedIcon={undefined}
          />
        ))}
      </Stepper>
      <div style={{ marginTop: 24 }}>
        {step === 'personalInfo' && (
          <PersonalInfoStep value={answers.personalInfo} onChange={set('personalInfo')} {...stepProps} />
        )}
        {step === 'education' && (
          <EducationStep value={answers.education} onChange={set('education')} {...stepProps} />
        )}
        {step === 'experience' && (
          <ExperienceStep value={answers.experience} onChange={set('experience')} {...stepProps} />
        )}
        {step === 'counselorOrganization' && (
          <OrganizationStep
            value={answers.counselorOrganization}
            onChange={set('counselorOrganization')}
            {...stepProps}
          />
        )}
        {step === 'licenses' && (
          <LicensesStep value={answers.licenses} onChange={set('licenses')} {...stepProps} />
        )}
        {step === 'questionnaire' && (
          <QuestionnaireStep value={answers.questionnaire} onChange={set('questionnaire')} {...stepProps} />
        )}
      </div>
      {failure && (
        <Alert color="red" role="alert" mt="md">
          {failure}
        </Alert>
      )}
      <Group mt="lg">
        <Button variant="default" disabled={active === 0 || busy} onClick={() => setActive(active - 1)}>
          {t('actions.back')}
        </Button>
        <Button
          variant="default"
          loading={save.isPending}
          onClick={async () => {
            if (await saveStep(false)) showToast({ message: t('saved') });
          }}
        >
          {t('actions.saveDraft')}
        </Button>
        {active < counselorApplicationSteps.length - 1 ? (
          <Button
            loading={busy}
            onClick={async () => {
              if (await saveStep(true)) setActive(active + 1);
            }}
          >
            {t('actions.next')}
          </Button>
        ) : (
          <Button loading={busy} onClick={() => void sendApplication()}>
            {t('actions.submit')}
          </Button>
        )}
      </Group>
    </ContentPage>
  );
}
