import {
  PaymentMethod,
  RECHARGE_PAGE_SIZE,
  RechargeStatus,
  STATEMENT_PAGE_SIZE,
  type TRecharge,
  type TStatementMovement,
} from '@app/contracts/wallet';
import { Alert, Button, Card, Group, Pagination, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/form-errors';
import { useSession } from '../../../shell/session/session-store';
import { useRecharges, useStatement } from '../api/statement';
import { BalanceChart } from './balance-chart';
import { CouponRedeem } from './coupon-redeem';
import { formatNumber } from '../../../lib/numbers';
import { formatTimestamp } from '../../../lib/dates';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';

/** Movements of a counselor's earnings that read differently from their side than from the client's. */
const EARNINGS_REASONS = ['booking_payment', 'lecture_signup', 'refund', 'no_show_compensation'] as const;
type TEarningsReason = (typeof EARNINGS_REASONS)[number];
const isEarningsReason = (reason: string): reason is TEarningsReason =>
  (EARNINGS_REASONS as readonly string[]).includes(reason);

/** One list of movements (stored value, bonus points or earnings), with its pages. */
function Movements(props: {
  title: string;
  /** The counselor's earnings: a client's booking reads as the session booked, not as a payment. */
  earnings?: boolean;
  items: TStatementMovement[] | undefined;
  total: number;
  page: number;
  onPage: (page: number) => void;
  /** The balance over time, drawn under the heading on the first page. */
  chart?: ReactNode;
}) {
  const { t } = useTranslation('wallet');
  const pages = Math.max(1, Math.ceil(props.total / STATEMENT_PAGE_SIZE));
  return (
    <Stack gap="sm" component="section" aria-label={props.title}>
      <Title order={2} size="h3">
        {props.title}
      </Title>
      {props.page === 1 && props.chart}
      {props.total === 0 ? (
        <Text c="gray.8">{t('statement.noMovements')}</Text>
      ) : (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('statement.columns.date')}</Table.Th>
              <Table.Th scope="col">{t('statement.columns.reason')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('statement.columns.amount')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('statement.columns.balanceAfter')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.items?.map((item, index) => (
              <Table.Tr key={`${item.createdAt}-${index}`}>
                <Table.Td>{formatTimestamp(item.createdAt)}</Table.Td>
                <Table.Td>
                  {props.earnings && isEarningsReason(item.reason)
                    ? t(`statement.earningsReasons.${item.reason}`)
                    : t(`statement.reasons.${item.reason}`)}
                </Table.Td>
                <Table.Td ta="right">
                  {item.amount > 0 ? `+${formatNumber(item.amount)}` : formatNumber(item.amount)}
                </Table.Td>
                <Table.Td ta="right">{formatNumber(item.balanceAfter)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={props.page}
          onChange={props.onPage}
          getControlProps={(control) => ({ 'aria-label': t(`statement.pages.${control}`) })}
          getItemProps={(page) => ({ 'aria-label': t('statement.pages.page', { page }) })}
        />
      )}
    </Stack>
  );
}

/** What an ATM recharge's state reads as: unpaid, posted, overdue, processing or canceled. */
function atmStatus(
  recharge: TRecharge,
  now: Date,
): 'posted' | 'canceled' | 'processing' | 'overdue' | 'unpaid' {
  if (recharge.status === RechargeStatus.Paid) return 'posted';
  if (recharge.status === RechargeStatus.Failed) return 'canceled';
  if (recharge.status === RechargeStatus.Created || !recharge.atm) return 'processing';
  return new Date(recharge.atm.expiresAt) < now ? 'overdue' : 'unpaid';
}

/** The ATM section: each ATM recharge's account, deadline, amount and state. */
function AtmRecharges() {
  const { t } = useTranslation('wallet');
  const [page, setPage] = useState(1);
  const recharges = useRecharges(page, true);
  const atm = recharges.data?.items.filter((item) => item.method === PaymentMethod.ATM) ?? [];
  const pages = Math.max(1, Math.ceil((recharges.data?.total ?? 0) / RECHARGE_PAGE_SIZE));
  const now = new Date();
  return (
    <Stack gap="sm" component="section" aria-label={t('statement.atm.title')}>
      <Title order={2} size="h3">
        {t('statement.atm.title')}
      </Title>
      {atm.length === 0 ? (
        <Text c="gray.8">{t('statement.atm.none')}</Text>
      ) : (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('result.atm.bankCode')}</Table.Th>
              <Table.Th scope="col">{t('result.atm.account')}</Table.Th>
              <Table.Th scope="col">{t('result.atm.expiresAt')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('result.atm.amount')}
              </Table.Th>
              <Table.Th scope="col">{t('statement.atm.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {atm.map((recharge) => (
              <Table.Tr key={recharge.orderNo}>
                <Table.Td>{recharge.atm?.bankCode ?? '—'}</Table.Td>
                <Table.Td>{recharge.atm?.virtualAccount ?? '—'}</Table.Td>
                <Table.Td>{recharge.atm ? formatTimestamp(recharge.atm.expiresAt) : '—'}</Table.Td>
                <Table.Td ta="right">
                  {t('result.atm.dollars', { amount: formatNumber(recharge.amount) })}
                </Table.Td>
                <Table.Td>{t(`statement.atm.statuses.${atmStatus(recharge, now)}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
    </Stack>
  );
}

/**
 * /user/amount: the account statement, balances first, then the stored-value movements, the
 * bonus-point movements and (for clients) the ATM transfers, each paged on its own.
 */
export function Statement() {
  const { t } = useTranslation('wallet');
  const errorText = useErrorText();
  const isClient = useSession()?.role === 'client';
  const [storedPage, setStoredPage] = useState(1);
  const [bonusPage, setBonusPage] = useState(1);
  const stored = useStatement(storedPage);
  const bonus = useStatement(bonusPage);

  if (stored.error) {
    return (
      <Alert color="red" role="alert">
        {errorText(stored.error)}
      </Alert>
    );
  }
  if (!stored.data) return <LoadingSpinner label={t('statement.loading')} />;
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, sm: 2 }} maw={640}>
        <Card withBorder>
          <Text size="sm">{t('statement.reservedAmount')}</Text>
          <Text fz="xl" fw={700} data-testid="statement-balance">
            {t('statement.points', { amount: formatNumber(stored.data.reservedAmount) })}
          </Text>
        </Card>
        <Card withBorder>
          <Text size="sm">{t('statement.bonusAmount')}</Text>
          <Text fz="xl" fw={700} data-testid="statement-bonus">
            {t('statement.points', { amount: formatNumber(stored.data.bonusAmount) })}
          </Text>
        </Card>
      </SimpleGrid>
      {isClient && (
        <Group>
          <Button component={Link} to={paths.user.recharge.getHref()}>
            {t('statement.recharge')}
          </Button>
        </Group>
      )}
      {isClient && <CouponRedeem />}
      <Movements
        title={t('statement.movements')}
        chart={<BalanceChart title={t('statement.chart.title')} movements={stored.data.movements.items} />}
        items={stored.data.movements.items}
        total={stored.data.movements.total}
        page={storedPage}
        onPage={setStoredPage}
      />
      <Movements
        title={t('statement.bonusMovements')}
        items={bonus.data?.bonusMovements.items}
        total={bonus.data?.bonusMovements.total ?? 0}
        page={bonusPage}
        onPage={setBonusPage}
      />
      {isClient && <AtmRecharges />}
      {stored.data.earnings && (
        <Stack gap="sm">
          <Card withBorder maw={320}>
            <Text size="sm">{t('statement.earnings')}</Text>
            <Text fz="xl" fw={700} data-testid="statement-earnings">
              {t('statement.points', { amount: formatNumber(stored.data.earnings.balance) })}
            </Text>
            <Text size="xs" c="gray.8">
              {t('statement.earningsHint')}
            </Text>
          </Card>
          <Movements
            title={t('statement.earningsMovements')}
            earnings
            chart={
              <BalanceChart
                title={t('statement.chart.earningsTitle')}
                movements={stored.data.earnings.movements.items}
              />
            }
            items={stored.data.earnings.movements.items}
            total={stored.data.earnings.movements.total}
            page={storedPage}
            onPage={setStoredPage}
          />
        </Stack>
      )}
    </Stack>
  );
}
