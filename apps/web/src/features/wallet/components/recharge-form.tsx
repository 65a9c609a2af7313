import {
  PaymentMethod,
  PaymentProvider,
  RECHARGE_CARD_POINTS,
  RECHARGE_MAX_POINTS,
  type TRechargeInput,
} from '@app/contracts/wallet';
import { Alert, Anchor, Button, Checkbox, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/form-errors';
import { useOpenRecharge } from '../api/recharge';
import { postCheckoutForm } from '../post-checkout-form';

/** The ways to pay: the Taiwan-card provider by card or ATM, or the foreign-card provider. */
const choices = {
  card: { provider: PaymentProvider.TaiwanCard, method: PaymentMethod.Credit },
  atm: { provider: PaymentProvider.TaiwanCard, method: PaymentMethod.ATM },
  foreignCard: { provider: PaymentProvider.ForeignCard, method: PaymentMethod.Credit },
} as const;
type TChoice = keyof typeof choices;

/**
 * /user/recharge: how many points (whole cards of 100), the recharge contract, the way to pay;
 * then the browser posts the provider's checkout form.
 */
export function RechargeForm() {
  const { t } = useTranslation('wallet');
  const errorText = useErrorText();
  const open = useOpenRecharge();
  const [amount, setAmount] = useState<number | ''>(1_000);
  const [choice, setChoice] = useState<TChoice>('card');
  const [agreed, setAgreed] = useState(false);
  const [problems, setProblems] = useState<{ amount?: string; agreement?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof problems = {};
    if (
      amount === '' ||
      amount < RECHARGE_CARD_POINTS ||
      amount > RECHARGE_MAX_POINTS ||
      amount % RECHARGE_CARD_POINTS
    ) {
      found.amount = t('recharge.amountInvalid', { max: RECHARGE_MAX_POINTS.toLocaleString('zh-TW') });
    }
    if (!agreed) found.agreement = t('recharge.agreementRequired');
    setProblems(found);
    if (found.amount || found.agreement || amount === '') return;
    const input: TRechargeInput = { amount, ...choices[choice] };
    open.mutate(input, { onSuccess: (checkout) => postCheckoutForm(checkout) });
  }

  return (
    <form noValidate onSubmit={submit} aria-label={t('recharge.formLabel')}>
      <Stack gap="lg" maw={520}>
        <NumberInput
          label={t('recharge.amount')}
          description={t('recharge.amountHint')}
          value={amount}
          onChange={(value) => setAmount(typeof value === 'number' ? value : '')}
          min={RECHARGE_CARD_POINTS}
          max={RECHARGE_MAX_POINTS}
          step={RECHARGE_CARD_POINTS}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          suffix={` ${t('recharge.points')}`}
          error={problems.amount}
          required
        />
        <Radio.Group
          label={t('recharge.method')}
          value={choice}
          onChange={(value) => setChoice(value as TChoice)}
          required
        >
          <Stack gap="xs" mt="xs">
            <Radio value="card" label={t('recharge.methods.card')} />
            <Radio
              value="atm"
              label={t('recharge.methods.atm')}
              description={t('recharge.methods.atmHint')}
            />
            <Radio value="foreignCard" label={t('recharge.methods.foreignCard')} />
          </Stack>
        </Radio.Group>
        <Checkbox
          checked={agreed}
          onChange={(event) => setAgreed(event.currentTarget.checked)}
          error={problems.agreement}
          label={
            <Trans
              t={t}
              i18nKey="recharge.agreement"
              components={{
                contract: <Anchor component={Link} to={paths.terms.getHref()} target="_blank" />,
              }}
            />
          }
        />
        <Text size="sm" c="gray.8">
          {t('recharge.total', { amount: amount === '' ? 0 : amount.toLocaleString('zh-TW') })}
        </Text>
        {open.error && (
          <Alert color="red" role="alert">
            {errorText(open.error)}
          </Alert>
        )}
        <Button type="submit" loading={open.isPending || open.isSuccess} style={{ alignSelf: 'flex-start' }}>
          {t('recharge.submit')}
        </Button>
      </Stack>
    </form>
  );
}
