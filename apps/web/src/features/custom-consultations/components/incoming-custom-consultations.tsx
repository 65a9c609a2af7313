import type { TCustomConsultation } from '@app/contracts/custom-consultations';
import { ZCustomConsultationDeclineSchema } from '@app/contracts/custom-consultations';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { useErrorText, useValidationText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import {
  useAcceptCustomConsultation,
  useCustomConsultations,
  useDeclineCustomConsultation,
} from '../api/custom-consultations';
import { RequestCard, RequestList } from './request-status';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';

type TAnswer = { id: string; kind: 'accept' | 'decline' };

/**
 * /counselor/customconsultation: the counselor's incoming requests. A pending one is accepted with
 * a time chosen from their free slots (`slotPicker`, for the request's length) or declined with a
 * reason.
 */
export function IncomingCustomConsultations({
  slotPicker,
}: {
  slotPicker: (request: TCustomConsultation, onPick: (slot: string) => void) => ReactNode;
}) {
  const { t } = useTranslation('booking');
  const errorText = useErrorText();
  const validationText = useValidationText();
  // Pages are counted from 1 on the screen, from 0 by the API.
  const [page, setPage] = useState(1);
  const requests = useCustomConsultations('Incoming', page - 1);
  const accept = useAcceptCustomConsultation();
  const decline = useDeclineCustomConsultation();
  const [answer, setAnswer] = useState<TAnswer | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [problem, setProblem] = useState<unknown>(null);

  if (requests.isPending) return <LoadingSpinner label={t('custom.loading')} />;
  if (!requests.data) return <Alert color="red">{errorText(requests.error)}</Alert>;
  if (requests.data.records.length === 0) return <Text>{t('custom.noneIncoming')}</Text>;

  const open = (next: TAnswer) => {
    setAnswer(next);
    setSlot(null);
    setReason('');
    setReasonError(undefined);
    setProblem(null);
  };
  const done = { onSuccess: () => setAnswer(null), onError: (error: unknown) => setProblem(error) };
  const sendDecline = (id: string) => {
    const checked = ZCustomConsultationDeclineSchema.safeParse({ reason });
    if (!checked.success) return setReasonError(validationText(checked.error.issues[0]?.message));
    decline.mutate({ id, reason: checked.data.reason }, done);
  };

  return (
    <RequestList totalRecords={requests.data.totalRecords} page={page} onPage={setPage}>
      {requests.data.records.map((request) => (
        <RequestCard key={request.id} request={request} counterpart={request.client.nickName}>
          {request.status === 'pending' && answer?.id !== request.id && (
            <Group>
              <Button onClick={() => open({ id: request.id, kind: 'accept' })}>{t('custom.accept')}</Button>
              <Button variant="light" color="red" onClick={() => open({ id: request.id, kind: 'decline' })}>
                {t('custom.decline')}
              </Button>
            </Group>
          )}
          {answer?.id === request.id && answer.kind === 'accept' && (
            <Stack gap="xs">
              {slotPicker(request, setSlot)}
              {slot && <Text fw={600}>{t('custom.chosen', { time: formatDateTime(slot) })}</Text>}
              <Group>
                <Button
                  disabled={!slot}
                  loading={accept.isPending}
                  onClick={() => slot && accept.mutate({ id: request.id, startTime: slot }, done)}
                >
                  {t('custom.confirmAccept')}
                </Button>
                <Button variant="subtle" onClick={() => setAnswer(null)}>
                  {t('custom.back')}
                </Button>
              </Group>
            </Stack>
          )}
          {answer?.id === request.id && answer.kind === 'decline' && (
            <Stack gap="xs">
              <Textarea
                label={t('custom.reason')}
                withAsterisk
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value)}
                error={reasonError}
              />
              <Group>
                <Button color="red" loading={decline.isPending} onClick={() => sendDecline(request.id)}>
                  {t('custom.confirmDecline')}
                </Button>
                <Button variant="subtle" onClick={() => setAnswer(null)}>
                  {t('custom.back')}
                </Button>
              </Group>
            </Stack>
          )}
          {answer?.id === request.id && problem !== null && (
            <Alert color="red" role="alert">
              {errorText(problem)}
            </Alert>
          )}
        </RequestCard>
      ))}
    </RequestList>
  );
}
