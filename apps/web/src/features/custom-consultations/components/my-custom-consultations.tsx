import { ErrorCode } from '@app/contracts/error-codes';
import { Alert, Anchor, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import {
  useCustomConsultations,
  usePayCustomConsultation,
  useWithdrawCustomConsultation,
} from '../api/custom-consultations';
import { RequestCard, RequestList } from './request-status';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';

/**
 * /user/customconsultation: the client's requests. A pending one may be withdrawn; an accepted one
 * is paid from the stored value (after agreeing to the booking rules) or, when short, through a
 * recharge for its held course.
 */
export function MyCustomConsultations() {
  const { t } = useTranslation('booking');
  const errorText = useErrorText();
  // Pages are counted from 1 on the screen, from 0 by the API.
  const [page, setPage] = useState(1);
  const requests = useCustomConsultations('Mine', page - 1);
  const pay = usePayCustomConsultation();
  const withdraw = useWithdrawCustomConsultation();
  const [agreed, setAgreed] = useState<Record<string, boolean>>({});
  const [problem, setProblem] = useState<{ id: string; error: unknown } | null>(null);

  if (requests.isPending) return <LoadingSpinner label={t('custom.loading')} />;
  if (!requests.data) return <Alert color="red">{errorText(requests.error)}</Alert>;
  if (requests.data.records.length === 0) return <Text>{t('custom.noneMine')}</Text>;
  const short = (error: unknown) =>
    error instanceof ApiError && error.errorCode === ErrorCode.InsufficientBalance;

  return (
    <RequestList totalRecords={requests.data.totalRecords} page={page} onPage={setPage}>
      {requests.data.records.map((request) => (
        <RequestCard key={request.id} request={request} counterpart={request.counselor.fullName}>
          {request.status === 'pending' && (
            <Group>
              <Button
                variant="light"
                color="gray"
                loading={withdraw.isPending && withdraw.variables === request.id}
                onClick={() =>
                  withdraw.mutate(request.id, { onError: (error) => setProblem({ id: request.id, error }) })
                }
              >
                {t('custom.withdraw')}
              </Button>
            </Group>
          )}
          {request.status === 'accepted' && (
            <Stack gap="xs">
              <Checkbox
                checked={agreed[request.id] ?? false}
                onChange={(event) => setAgreed({ ...agreed, [request.id]: event.currentTarget.checked })}
                label={t('custom.agree')}
              />
              <Group>
                <Button
                  disabled={!agreed[request.id]}
                  loading={pay.isPending && pay.variables === request.id}
                  onClick={() =>
                    pay.mutate(request.id, {
                      onSuccess: () => setProblem(null),
                      onError: (error) => setProblem({ id: request.id, error }),
                    })
                  }
                >
                  {t('custom.pay')}
                </Button>
              </Group>
            </Stack>
          )}
          {problem?.id === request.id && (
            <Alert color={short(problem.error) ? 'yellow' : 'red'} role="alert">
              <Text>{errorText(problem.error)}</Text>
              {short(problem.error) && request.courseId && request.price !== null && (
                <Anchor
                  component={Link}
                  to={`${paths.user.recharge.getHref()}?courseId=${request.courseId}&amount=${String(request.price)}`}
                >
                  {t('custom.recharge')}
                </Anchor>
              )}
            </Alert>
          )}
        </RequestCard>
      ))}
    </RequestList>
  );
}
