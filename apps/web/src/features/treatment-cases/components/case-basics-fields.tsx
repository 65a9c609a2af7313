import { TOPIC_CATEGORIES } from '@app/contracts/topic-categories';
import {
  caseTargets,
  TREATMENT_CASE_LIMITS,
  treatmentProcesses,
  type TCaseBasics,
} from '@app/contracts/treatment-cases';
import { Checkbox, NativeSelect, SimpleGrid, Textarea } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useValidationText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { LengthCounter } from '../../../components/ui/length-counter';

/** The fields of what a case is about, in the form around them (opening a case, or editing one). */
export function CaseBasicsFields() {
  const { t } = useTranslation(['cases', 'directory']);
  const validationText = useValidationText();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<TCaseBasics>();
  const goal = useWatch({ control, name: 'goal' });
  return (
    <>
      <NativeSelect
        label={t('fields.target')}
        withAsterisk
        {...register('target')}
        data={caseTargets.map((target) => ({ value: target, label: t(`target.${target}`) }))}
        error={validationText(errors.target?.message)}
      />
      <Controller
        control={control}
        name="issues"
        render={({ field }) => (
          <Checkbox.Group
            label={t('fields.issues')}
            description={t('fields.issuesHint')}
            withAsterisk
            value={field.value}
            // Kept in the categories' own order, whatever order they were ticked in.
            onChange={(chosen) => field.onChange(TOPIC_CATEGORIES.filter((issue) => chosen.includes(issue)))}
            error={validationText(errors.issues?.message)}
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" mt="xs">
              {TOPIC_CATEGORIES.map((issue) => (
                <Checkbox
                  key={issue}
                  value={issue}
                  label={t(`directory:categories.${issue}`)}
                  // At most five: the others wait until one is unticked.
                  disabled={
                    !field.value.includes(issue) && field.value.length >= TREATMENT_CASE_LIMITS.issues
                  }
                />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        )}
      />
      <Textarea
        label={t('fields.goal')}
        withAsterisk
        rows={4}
        {...register('goal')}
        description={<LengthCounter value={goal} max={TREATMENT_CASE_LIMITS.goal} />}
        error={validationText(errors.goal?.message)}
      />
      <NativeSelect
        label={t('fields.process')}
        withAsterisk
        {...register('processStatus')}
        data={treatmentProcesses.map((process) => ({ value: process, label: t(`process.${process}`) }))}
        error={validationText(errors.processStatus?.message)}
      />
    </>
  );
}
