import {
  questionnaireErrors,
  type TQuestion,
  type TQuestionnaireAnswer,
  QUESTIONNAIRE_LIMITS,
} from '@app/contracts/questionnaire';
import { Alert, Button, Checkbox, Group, Radio, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useErrorText, useValidationText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { useQuestionnaire, useSubmitQuestionnaire } from '../api/free-trial';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';

type TChoices = Record<string, { optionIds: string[]; otherText: string }>;

const fieldOf = (questionId: string) => `answers.${questionId}`;
const otherFieldOf = (questionId: string) => `answers.${questionId}.otherText`;

function answersOf(questions: readonly TQuestion[], choices: TChoices): TQuestionnaireAnswer[] {
  return questions.map((question) => {
    const choice = choices[question.id];
    return {
      questionId: question.id,
      optionIds: choice?.optionIds ?? [],
      otherText: choice?.otherText ?? '',
    };
  });
}

/**
 * The intake questionnaire: one labelled group of radios (one choice) or checkboxes (several) per
 * question, a text field under a chosen "other", each question's error under it. The shared rule
 * checks before sending; the server's answer names the same fields.
 */
export function QuestionnaireForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { t } = useTranslation('trial');
  const validationText = useValidationText();
  const errorText = useErrorText();
  const questionnaire = useQuestionnaire();
  const submit = useSubmitQuestionnaire();
  const [choices, setChoices] = useState<TChoices>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  if (questionnaire.isPending) return <LoadingSpinner label={t('questionnaire.title')} />;
  if (questionnaire.isError)
    return (
      <Alert color="red" role="alert">
        {t('questionnaire.loadFailed')}
      </Alert>
    );
  const { questions } = questionnaire.data;

  const choose = (questionId: string, change: Partial<TChoices[string]>) => {
    setChoices((current) => ({
      ...current,
      [questionId]: { optionIds: [], otherText: '', ...current[questionId], ...change },
    }));
    setErrors((current) => {
      const { [fieldOf(questionId)]: _answer, [otherFieldOf(questionId)]: _other, ...rest } = current;
      return rest;
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const answers = answersOf(questions, choices);
    const found = questionnaireErrors(questions, answers);
    if (found.length > 0) {
      setErrors(
        Object.fromEntries(found.map((error) => [error.path.join('.'), validationText(error.message) ?? ''])),
      );
      setFailure(t('questionnaire.fix'));
      return;
    }
    try {
      await submit.mutateAsync({ answers });
      onSubmitted();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        setErrors(Object.fromEntries(error.fieldErrors.map((field) => [field.field, field.message])));
        setFailure(t('questionnaire.fix'));
      } else {
        setFailure(errorText(error));
      }
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="xl">
        {questions.map((question) => {
          const choice = choices[question.id];
          const chosen = choice?.optionIds ?? [];
          const otherChosen = question.options.some((option) => option.isOther && chosen.includes(option.id));
          const options = question.options.map((option) =>
            question.type === 'single' ? (
              <Radio key={option.id} value={option.id} label={option.text} />
            ) : (
              <Checkbox key={option.id} value={option.id} label={option.text} />
            ),
          );
          const groupProps = {
            label: question.text,
            withAsterisk: true,
            error: errors[fieldOf(question.id)],
          };
          return (
            <Stack key={question.id} gap="xs">
              {question.type === 'single' ? (
                <Radio.Group
                  {...groupProps}
                  value={chosen[0] ?? null}
                  onChange={(value) => choose(question.id, { optionIds: [value] })}
                >
                  <Stack gap="xs" mt="xs">
                    {options}
                  </Stack>
                </Radio.Group>
              ) : (
                <Checkbox.Group
                  {...groupProps}
                  value={chosen}
                  onChange={(value) => choose(question.id, { optionIds: value })}
                >
                  <Stack gap="xs" mt="xs">
                    {options}
                  </Stack>
                </Checkbox.Group>
              )}
              {otherChosen && (
                <TextInput
                  label={t('questionnaire.otherText')}
                  withAsterisk
                  maxLength={QUESTIONNAIRE_LIMITS.otherText}
                  value={choice?.otherText ?? ''}
                  onChange={(event) => choose(question.id, { otherText: event.currentTarget.value })}
                  error={errors[otherFieldOf(question.id)]}
                />
              )}
            </Stack>
          );
        })}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={submit.isPending}>
            {t('questionnaire.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
