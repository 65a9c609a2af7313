import { ZCaseOpenSchema, type TCaseClientList, type TCaseOpen } from '@app/contracts/treatment-cases';
import type { UseQueryResult } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { showFieldErrors, useErrorText, useValidationText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { showToast } from '../../../shell/overlays/toast';
import { useOpenCase } from '../api/change-case';
import { useCaseClients } from '../api/get-case-clients';
import { CaseBasicsFields } from './case-basics-fields';
import { DialogActions } from './dialog-actions';

const FIELDS = ['clientId', 'target', 'issues', 'goal', 'processStatus'] as const;

const blankCase: TCaseOpen = { clientId: '', target: 'self', issues: [], goal: '', processStatus: 'intake' };

/** What shows until the case clients are in: a spinner while they load, or why they did not. */
export function CaseClientsPending({ clients }: { clients: UseQueryResult<TCaseClientList> }) {
  const { t } = useTranslation('cases');
  const errorText = useErrorText();
  if (clients.isPending) return <LoadingSpinner label={t('open.loadingClients')} />;
  return (
    <Alert color="red" role="alert">
      {errorText(clients.error)}
    </Alert>
  );
}

/**
 * The form of a new case: whose it is, then what it is about; the new case's page opens once it is
 * saved, its record form on `sessionId` when the case is opened for a session's notes.
 */
function OpenCaseForm({
  onCancel,
  clientId = '',
  sessionId,
}: {
  onCancel: () => void;
  clientId?: string;
  sessionId?: string;
}) {
  const { t } = useTranslation('cases');
  const validationText = useValidationText();
  const navigate = useNavigate();
  const clients = useCaseClients();
  const open = useOpenCase();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<TCaseOpen>({
    resolver: zodResolver(ZCaseOpenSchema),
    defaultValues: { ...blankCase, clientId },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;

  if (!clients.data) return <CaseClientsPending clients={clients} />;
  if (clients.data.clients.length === 0) return <Text>{t('open.noClients')}</Text>;
  const someHaveCases = clients.data.clients.some((client) => client.openCaseId !== null);

  const submit = handleSubmit((values) => {
    setFailure(null);
    open.mutate(values, {
      onSuccess: (opened) => {
        showToast({ message: t('open.opened', { number: opened.caseNumber }) });
        void navigate(paths.counselor.case.getHref(opened.id, sessionId));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) void clients.refetch();
        setFailure(showFieldErrors(error, setError, FIELDS) ? null : error);
      },
    });
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <Text fz="sm">{t('open.lead')}</Text>
          <NativeSelect
            label={t('fields.client')}
            withAsterisk
            {...register('clientId')}
            description={someHaveCases ? t('open.clientHint') : undefined}
            data={[
              { value: '', label: t('choose') },
              ...clients.data.clients.map((client) =>
                client.openCaseId
                  ? {
                      value: client.id,
                      label: t('open.clientHasCase', { name: client.nickName }),
                      disabled: true,
                    }
                  : {
                      value: client.id,
                      label: t('open.clientOption', {
                        name: client.nickName,
                        date: formatDate(client.lastSessionAt),
                      }),
                    },
              ),
            ]}
            error={validationText(errors.clientId?.message)}
          />
          <CaseBasicsFields />
          <DialogActions
            failure={failure}
            onCancel={onCancel}
            submitLabel={t('open.submit')}
            pending={open.isPending}
          />
        </Stack>
      </form>
    </FormProvider>
  );
}

/**
 * The "open a case" button and its dialog; for a session's notes (`forSession`), the dialog opens at
 * once on that session's client.
 */
export function OpenCase({ forSession }: { forSession?: { clientId: string; sessionId: string } }) {
  const { t } = useTranslation('cases');
  const [opened, setOpened] = useState(forSession !== undefined);
  return (
    <>
      <Group>
        <Button onClick={() => setOpened(true)}>{t('open.button')}</Button>
      </Group>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('open.title')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('shell:dialog.close') }}
      >
        {opened && <OpenCaseForm onCancel={() => setOpened(false)} {...forSession} />}
      </Modal>
    </>
  );
}
