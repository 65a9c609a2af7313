import {
  TREATMENT_CASE_LIMITS,
  treatmentProcesses,
  ZCaseRecordInputSchema,
  type TCase,
  type TCaseRecordInput,
} from '@app/contracts/treatment-cases';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { showFieldErrors, useErrorText, useValidationText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { showToast } from '../../../shell/overlays/toast';
import { useAddCaseRecord } from '../api/change-case';
import { useSessionLabel } from './case-records';
import { LengthCounter } from '../../../components/ui/length-counter';
import { useLeaveGuard } from '../../../lib/use-leave-guard';

const FIELDS = ['processStatus', 'content', 'courseId'] as const;

/**
 * A new record of an open case: its stage, the session it is about (if any, first `sessionId` when
 * it is one of the case's) and what happened.
 */
export function RecordForm({ file, sessionId }: { file: TCase; sessionId: string | null }) {
  const { t } = useTranslation('cases');
  const errorText = useErrorText();
  const validationText = useValidationText();
  const sessionLabel = useSessionLabel();
  const add = useAddCaseRecord(file.id);
  const [failure, setFailure] = useState<unknown>(null);
  const blank = { processStatus: file.processStatus, content: '', courseId: null };
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TCaseRecordInput>({
    resolver: zodResolver(ZCaseRecordInputSchema),
    defaultValues: {
      ...blank,
      courseId: file.sessions.some((session) => session.id === sessionId) ? sessionId : null,
    },
  });
  const content = useWatch({ control, name: 'content' });
  useLeaveGuard((content ?? '').trim().length > 0 && !add.isPending, {
    title: t('leave.title'),
    message: t('leave.message'),
    confirmLabel: t('leave.confirm'),
    cancelLabel: t('leave.cancel'),
  });

  const submit = handleSubmit((values) => {
    setFailure(null);
    add.mutate(values, {
      onSuccess: (saved) => {
        reset({ ...blank, processStatus: saved.processStatus });
        showToast({ message: t('records.added') });
      },
      onError: (error) => setFailure(showFieldErrors(error, setError, FIELDS) ? null : error),
    });
  });

  return (
    <form noValidate aria-label={t('records.form.title')} onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <Text fz="sm" c="gray.7">
          {t('records.form.kept')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label={t('records.form.process')}
            withAsterisk
            {...register('processStatus')}
            data={treatmentProcesses.map((process) => ({ value: process, label: t(`process.${process}`) }))}
            error={validationText(errors.processStatus?.message)}
          />
          <NativeSelect
            label={t('records.form.session')}
            {...register('courseId', { setValueAs: (value: string | null) => value || null })}
            data={[
              { value: '', label: t('records.form.noSession') },
              ...file.sessions.map((session) => ({ value: session.id, label: sessionLabel(session) })),
            ]}
            error={validationText(errors.courseId?.message)}
          />
        </SimpleGrid>
        <Textarea
          label={t('records.form.content')}
          withAsterisk
          rows={7}
          {...register('content')}
          description={<LengthCounter value={content} max={TREATMENT_CASE_LIMITS.content} />}
          error={validationText(errors.content?.message)}
        />
        {failure !== null && (
          <Alert color="red" role="alert">
            {errorText(failure)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={add.isPending}>
            {t('records.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
