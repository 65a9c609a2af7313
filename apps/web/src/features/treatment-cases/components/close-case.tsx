import {
  caseCloseTypes,
  EFFECTIVENESS_SCORES,
  TREATMENT_CASE_LIMITS,
  ZCaseCloseSchema,
  type TCase,
  type TCaseClose,
} from '@app/contracts/treatment-cases';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Modal, NativeSelect, Radio, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { showFieldErrors, useValidationText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { showToast } from '../../../shell/overlays/toast';
import { useCloseCase } from '../api/change-case';
import { LengthCounter } from '../../../components/ui/length-counter';
import { DialogActions } from './dialog-actions';

const FIELDS = ['closeType', 'effectivenessScore', 'summary'] as const;

function CloseCaseForm({ file, onDone }: { file: TCase; onDone: () => void }) {
  const { t } = useTranslation('cases');
  const validationText = useValidationText();
  const close = useCloseCase(file.id);
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TCaseClose>({
    resolver: zodResolver(ZCaseCloseSchema),
    // Type and score start unchosen: the schema names each one still missing.
    defaultValues: { summary: '' },
  });
  const summary = useWatch({ control, name: 'summary' });
  const submit = handleSubmit((values) => {
    setFailure(null);
    close.mutate(values, {
      onSuccess: () => {
        showToast({ message: t('closing.closed') });
        onDone();
      },
      onError: (error) => setFailure(showFieldErrors(error, setError, FIELDS) ? null : error),
    });
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <Alert color="yellow" role="note">
          {t('closing.lead')}
        </Alert>
        <NativeSelect
          label={t('closing.closeType')}
          withAsterisk
          {...register('closeType')}
          data={[
            { value: '', label: t('choose') },
            ...caseCloseTypes.map((closeType) => ({ value: closeType, label: t(`closeType.${closeType}`) })),
          ]}
          error={validationText(errors.closeType?.message)}
        />
        <Controller
          control={control}
          name="effectivenessScore"
          render={({ field }) => (
            <Radio.Group
              label={t('closing.score')}
              withAsterisk
              value={field.value === undefined ? null : String(field.value)}
              onChange={(value) => field.onChange(Number(value))}
              error={validationText(errors.effectivenessScore?.message)}
            >
              <Stack gap={6} mt="xs">
                {EFFECTIVENESS_SCORES.map((score) => (
                  <Radio
                    key={score}
                    value={String(score)}
                    label={t('closing.scoreOption', { score, label: t(`score.${score}`) })}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <Textarea
          label={t('closing.summary')}
          withAsterisk
          rows={5}
          {...register('summary')}
          description={<LengthCounter value={summary} max={TREATMENT_CASE_LIMITS.summary} />}
          error={validationText(errors.summary?.message)}
        />
        <DialogActions
          failure={failure}
          onCancel={onDone}
          submitLabel={t('closing.submit')}
          pending={close.isPending}
          color="red.8"
        />
      </Stack>
    </form>
  );
}

/** The Close button of an open case, and the dialog that asks how it ended. */
export function CloseCase({ file }: { file: TCase }) {
  const { t } = useTranslation('cases');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        {t('closing.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('closing.title')}
        closeButtonProps={{ 'aria-label': t('shell:dialog.close') }}
      >
        {opened && <CloseCaseForm file={file} onDone={() => setOpened(false)} />}
      </Modal>
    </>
  );
}
