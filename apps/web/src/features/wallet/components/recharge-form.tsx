import {
  INVOICE_REQUIRED_FIELDS,
  InvoiceType,
  PaymentMethod,
  PaymentProvider,
  RECHARGE_CARD_POINTS,
  RECHARGE_MAX_POINTS,
  ZInvoiceSchema,
  type TInvoiceType,
  type TRechargeInput,
} from '@app/contracts/wallet';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  NumberInput,
  Radio,
  NativeSelect,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from '../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useErrorText, useValidationText } from '../../../lib/form-errors';
import { useOpenRecharge } from '../api/recharge';
import { postCheckoutForm } from '../post-checkout-form';
import { formatNumber } from '../../../lib/numbers';

/** The ways to pay: the Taiwan-card provider by card or ATM, or the foreign-card provider. */
const choices = {
  card: { provider: PaymentProvider.TaiwanCard, method: PaymentMethod.Credit },
  atm: { provider: PaymentProvider.TaiwanCard, method: PaymentMethod.ATM },
  foreignCard: { provider: PaymentProvider.ForeignCard, method: PaymentMethod.Credit },
} as const;
type TChoice = keyof typeof choices;

type TInvoiceField = (typeof INVOICE_REQUIRED_FIELDS)[TInvoiceType][number];

/** The label of an invoice field; the carrier's depends on the kind of carrier. */
function fieldLabelKey(type: TInvoiceType, field: TInvoiceField) {
  if (field !== 'carrier') return `recharge.invoice.fields.${field}` as const;
  return type === InvoiceType.Certificate
    ? ('recharge.invoice.fields.carrier_certificate' as const)
    : ('recharge.invoice.fields.carrier_mobile_barcode' as const);
}

/**
 * /user/recharge: how many points (whole cards of 100), the recharge contract, the way to pay;
 * then the browser posts the provider's checkout form.
 */
export function RechargeForm() {
  const { t } = useTranslation('wallet');
  const errorText = useErrorText();
  const open = useOpenRecharge();
  // From a held booking: the points it still needs (rounded up to whole cards), and its course.
  const [searchParams] = useSearchParams();
  const courseId = searchParams.get('courseId');
  const asked = Number(searchParams.get('amount'));
  const [amount, setAmount] = useState<number | ''>(
    asked > 0 ? Math.ceil(asked / RECHARGE_CARD_POINTS) * RECHARGE_CARD_POINTS : 1_000,
  );
  const [choice, setChoice] = useState<TChoice>('card');
  const [agreed, setAgreed] = useState(false);
  const [problems, setProblems] = useState<{ amount?: string; agreement?: string }>({});
  const validationText = useValidationText();
  const [invoiceType, setInvoiceType] = useState<TInvoiceType>(InvoiceType.Member);
  const [invoiceFields, setInvoiceFields] = useState<Partial<Record<TInvoiceField, string>>>({});
  const [invoiceProblems, setInvoiceProblems] = useState<Partial<Record<TInvoiceField, string>>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof problems = {};
    if (
      amount === '' ||
      amount < RECHARGE_CARD_POINTS ||
      amount > RECHARGE_MAX_POINTS ||
      amount % RECHARGE_CARD_POINTS
    ) {
      found.amount = t('recharge.amountInvalid', { max: formatNumber(RECHARGE_MAX_POINTS) });
    }
    if (!agreed) found.agreement = t('recharge.agreementRequired');
    setProblems(found);
    // The server's own invoice rule, so both sides ask for the same fields.
    const shown = Object.fromEntries(
      INVOICE_REQUIRED_FIELDS[invoiceType].map((field) => [field, invoiceFields[field] ?? '']),
    );
    const invoice = ZInvoiceSchema.safeParse({ type: invoiceType, ...shown });
    const foundInvoice: typeof invoiceProblems = {};
    if (!invoice.success) {
      for (const issue of invoice.error.issues) {
        const field = issue.path[0] as TInvoiceField;
        foundInvoice[field] ??= validationText(issue.message);
      }
    }
    setInvoiceProblems(foundInvoice);
    if (found.amount || found.agreement || amount === '' || !invoice.success) return;
    const input: TRechargeInput = {
      amount,
      ...choices[choice],
      ...(invoiceType === InvoiceType.Member ? {} : { invoice: invoice.data }),
      ...(courseId ? { courseId } : {}),
    };
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
        <NativeSelect
          label={t('recharge.invoice.type')}
          value={invoiceType}
          onChange={(event) => {
            setInvoiceType(event.currentTarget.value as TInvoiceType);
            setInvoiceProblems({});
          }}
          data={Object.values(InvoiceType).map((type) => ({
            value: type,
            label: t(`recharge.invoice.types.${type}`),
          }))}
        />
        {INVOICE_REQUIRED_FIELDS[invoiceType].map((field) => (
          <TextInput
            key={`${invoiceType}-${field}`}
            label={t(fieldLabelKey(invoiceType, field))}
            value={invoiceFields[field] ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setInvoiceFields((current) => ({ ...current, [field]: value }));
            }}
            error={invoiceProblems[field]}
            required
          />
        ))}
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
          {t('recharge.total', { amount: amount === '' ? 0 : formatNumber(amount) })}
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
