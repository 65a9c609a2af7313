import { ZCaseBasicsSchema, type TCase, type TCaseBasics } from '@app/contracts/treatment-cases';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { showFieldErrors } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { showToast } from '../../../shell/overlays/toast';
import { useUpdateCase } from '../api/change-case';
import { CaseBasicsFields } from './case-basics-fields';
import { DialogActions } from './dialog-actions';

const FIELDS = ['target', 'issues', 'goal', 'processStatus'] as const;

function EditCaseForm({ file, onDone }: { file: TCase; onDone: () => void }) {
  const { t } = useTranslation('cases');
  const update = useUpdateCase(file.id);
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<TCaseBasics>({
    resolver: zodResolver(ZCaseBasicsSchema),
    defaultValues: {
      target: file.target,
      issues: file.issues,
      goal: file.goal,
      processStatus: file.processStatus,
    },
  });
  const submit = form.handleSubmit((values) => {
    setFailure(null);
    update.mutate(values, {
      onSuccess: () => {
        showToast({ message: t('case.saved') });
        onDone();
      },
      onError: (error) => setFailure(showFieldErrors(error, form.setError, FIELDS) ? null : error),
    });
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <CaseBasicsFields />
          <DialogActions
            failure={failure}
            onCancel={onDone}
            submitLabel={t('case.save')}
            pending={update.isPending}
          />
        </Stack>
      </form>
    </FormProvider>
  );
}

/** The Edit button of an open case's details, and its dialog. */
export function EditCase({ file }: { file: TCase }) {
  const { t } = useTranslation('cases');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="light" size="compact-md" onClick={() => setOpened(true)}>
        {t('case.edit')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('case.editTitle')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('shell:dialog.close') }}
      >
        {opened && <EditCaseForm file={file} onDone={() => setOpened(false)} />}
      </Modal>
    </>
  );
}
