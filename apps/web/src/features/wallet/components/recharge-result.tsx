import { RechargeStatus, type TRecharge } from '@app/contracts/wallet';
import { Alert, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/form-errors';
import { useRecharge } from '../api/recharge';
import { formatNumber } from '../../../lib/numbers';
import { formatTimestamp } from '../../../lib/dates';

/** An outcome's heading and explanation, in the body's text colour (Mantine's coloured titles are too pale). */
function Outcome({ title, text }: { title: string; text: string }) {
  return (
    <>
      <Text fw={700}>{title}</Text>
      <Text size="sm">{text}</Text>
    </>
  );
}

/** The ATM account the client transfers to, with its deadline. */
function AtmAccount({ atm, amount }: { atm: NonNullable<TRecharge['atm']>; amount: number }) {
  const { t } = useTranslation('wallet');
  const rows = [
    [t('result.atm.bankCode'), atm.bankCode],
    [t('result.atm.account'), atm.virtualAccount],
    [t('result.atm.amount'), t('result.atm.dollars', { amount: formatNumber(amount) })],
    [t('result.atm.expiresAt'), formatTimestamp(atm.expiresAt)],
  ];
  return (
    <Table variant="vertical" withTableBorder maw={480} aria-label={t('result.atm.label')}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row">{label}</Table.Th>
            <Table.Td data-testid={label}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * Where the provider sends the client back: the recharge's result, success, pending (an ATM
 * transfer, 1–3 working days) or failed, asked for again until the provider has reported it.
 * `paidOutcome` tells a paid recharge's result instead, when it has more to tell (a booking).
 */
export function RechargeResult({
  orderNo,
  paidOutcome,
}: {
  orderNo: string;
  paidOutcome?: (recharge: TRecharge) => ReactNode;
}) {
  const { t } = useTranslation('wallet');
  const errorText = useErrorText();
  const recharge = useRecharge(orderNo);
  const again = (
    <Button component={Link} to={paths.user.recharge.getHref()} variant="light">
      {t('result.rechargeAgain')}
    </Button>
  );

  if (!orderNo) return <Text>{t('result.noOrder')}</Text>;
  if (recharge.error) {
    return (
      <Alert color="red" role="alert">
        {errorText(recharge.error)}
      </Alert>
    );
  }
  const data = recharge.data;
  if (!data || data.status === RechargeStatus.Created) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('result.waiting')}</Text>
      </Group>
    );
  }
  const points = formatNumber(data.amount);
  if (data.status === RechargeStatus.Paid) {
    const outcome = paidOutcome?.(data);
    if (outcome) return outcome;
    return (
      <Stack gap="md" data-testid="recharge-succeeded">
        <Alert color="teal" role="status">
          <Outcome
            title={t('result.succeeded')}
            text={t('result.succeededText', { points, orderNo: data.orderNo })}
          />
        </Alert>
        <Group>
          <Button component={Link} to={paths.user.amount.getHref()}>
            {t('result.toStatement')}
          </Button>
          {again}
        </Group>
      </Stack>
    );
  }
  if (data.status === RechargeStatus.AwaitingTransfer && data.atm) {
    return (
      <Stack gap="md" data-testid="recharge-pending">
        <Alert color="yellow" role="status">
          <Outcome
            title={t('result.pending')}
            text={t('result.pendingText', { points, orderNo: data.orderNo })}
          />
        </Alert>
        <AtmAccount atm={data.atm} amount={data.amount} />
      </Stack>
    );
  }
  return (
    <Stack gap="md" data-testid="recharge-failed">
      <Alert color="red" role="alert">
        <Outcome title={t('result.failed')} text={t('result.failedText', { orderNo: data.orderNo })} />
      </Alert>
      {again}
    </Stack>
  );
}
