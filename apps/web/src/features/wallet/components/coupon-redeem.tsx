import { CouponKind, CouponStatus } from '@app/contracts/coupons';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useErrorText } from '../../../lib/form-errors';
import { useCheckCoupon, useRedeemCoupon } from '../api/coupons';
import { formatNumber } from '../../../lib/numbers';

const CODE = /^[A-Za-z0-9-]{3,32}$/;

/**
 * The statement's coupon section: a client checks a code (its status and value) and redeems an
 * amount coupon into their stored value; a percentage coupon is kept for a booking.
 */
export function CouponRedeem() {
  const { t } = useTranslation('wallet');
  const errorText = useErrorText();
  const check = useCheckCoupon();
  const redeem = useRedeemCoupon();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const checked = check.data;
  const canRedeem = checked?.status === CouponStatus.Usable && checked.kind === CouponKind.Amount;

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    if (!CODE.test(trimmed)) {
      setProblem(t('coupon.codeInvalid'));
      return;
    }
    setProblem(undefined);
    redeem.reset();
    check.mutate(trimmed);
  }

  return (
    <Stack gap="sm" component="section" aria-label={t('coupon.title')} maw={520}>
      <Title order={2} size="h3">
        {t('coupon.title')}
      </Title>
      <form noValidate onSubmit={submit}>
        <Group align="flex-start">
          <TextInput
            label={t('coupon.code')}
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              check.reset();
              redeem.reset();
            }}
            error={problem}
            autoComplete="off"
            style={{ flex: 1 }}
          />
          <Button type="submit" mt={25} variant="default" loading={check.isPending}>
            {t('coupon.check')}
          </Button>
        </Group>
      </form>
      {check.error && (
        <Alert color="red" role="alert">
          {errorText(check.error)}
        </Alert>
      )}
      {checked && !redeem.isSuccess && (
        <Alert color={checked.status === CouponStatus.Usable ? 'teal' : 'orange'} role="status">
          <Text size="sm">{checked.message}</Text>
          {checked.status === CouponStatus.Usable && checked.value !== null && (
            <Text size="sm">
              {checked.kind === CouponKind.Amount
                ? t('coupon.worthPoints', { amount: formatNumber(checked.value) })
                : t('coupon.worthPercent', { percent: checked.value })}
            </Text>
          )}
        </Alert>
      )}
      {canRedeem && !redeem.isSuccess && (
        <Button
          onClick={() => redeem.mutate(checked.code)}
          loading={redeem.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('coupon.redeem')}
        </Button>
      )}
      {redeem.error && (
        <Alert color="red" role="alert">
          {errorText(redeem.error)}
        </Alert>
      )}
      {redeem.data && (
        <Alert color="teal" role="status">
          {t('coupon.redeemed', {
            amount: formatNumber(redeem.data.amount),
            balance: formatNumber(redeem.data.reservedAmount),
          })}
        </Alert>
      )}
    </Stack>
  );
}
