import { ErrorCode } from '@app/contracts/error-codes';
import {
  ZLectureSignupInputSchema,
  type TLecture,
  type TLectureSignup,
  type TLectureSignupInput,
} from '@app/contracts/lectures';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { AgreementCheckbox } from '../../../components/ui/agreement-checkbox';
import { PageSection } from '../../../components/ui/page-section';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { showFieldErrors, useErrorText, useValidationText } from '../../../lib/form-errors';
import { formatNumber } from '../../../lib/numbers';
import { useTranslation } from '../../../lib/use-translation';
import { useSignUp } from '../api/lecture-signups';
import { priceText } from './lecture-facts';

type TSignupFields = z.output<typeof ZLectureSignupInputSchema>;

/** The fields a validation failure of the API may name, shown under each. */
const FIELDS = ['email', 'emailConfirm', 'agree'] as const;

/** The recharge page, asking for what is missing when that is known. */
const rechargeHref = (short: number) =>
  short > 0 ? `${paths.user.recharge.getHref()}?amount=${String(short)}` : paths.user.recharge.getHref();

/** The way on from a refusal: where the next step is, by the refusal's code. */
function NextStep({ error, lecture, short }: { error: unknown; lecture: TLecture; short: number }) {
  const { t } = useTranslation('lectures');
  const code = error instanceof ApiError ? error.errorCode : null;
  if (code === ErrorCode.InsufficientBalance)
    return (
      <Anchor component={Link} to={rechargeHref(short)}>
        {t('signup.recharge')}
      </Anchor>
    );
  if (code === ErrorCode.LectureAlreadySignedUp)
    return (
      <Anchor component={Link} to={paths.viewCounselorOnlineGroup.one.getHref(lecture.id)}>
        {t('signup.toLecture')}
      </Anchor>
    );
  if (code === ErrorCode.LectureFull || code === ErrorCode.LectureSignupClosed)
    return (
      <Anchor component={Link} to={paths.viewCounselorOnlineGroup.index.getHref()}>
        {t('signup.toList')}
      </Anchor>
    );
  return null;
}

/**
 * The sign-up form: the e-mail for the lecture's notices (the account's to start with) typed twice,
 * the price against the client's stored value with a way to recharge when it falls short, the
 * agreement to the rules above, and 確認報名. Checked with the API's own schema.
 */
export function SignupForm({
  lecture,
  email,
  balance,
  onDone,
}: {
  lecture: TLecture;
  email: string;
  balance: number;
  onDone: (signup: TLectureSignup) => void;
}) {
  const { t } = useTranslation('lectures');
  const validationText = useValidationText();
  const errorText = useErrorText();
  const signUp = useSignUp(lecture.id);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TLectureSignupInput, unknown, TSignupFields>({
    resolver: zodResolver(ZLectureSignupInputSchema),
    defaultValues: { email, emailConfirm: '' },
  });
  const short = lecture.price - balance;

  const submit = handleSubmit((values) =>
    signUp.mutate(values, {
      onSuccess: onDone,
      onError: (error) => showFieldErrors(error, setError, FIELDS),
    }),
  );
  // A refusal the fields do not show (full, closed, already signed up, short of points) is said above the button.
  const refused =
    signUp.isError && !(signUp.error instanceof ApiError && signUp.error.fieldErrors.length > 0);

  return (
    <form noValidate aria-label={t('signup.formLabel')} onSubmit={(event) => void submit(event)}>
      <Stack gap="lg" maw={560}>
        <TextInput
          type="email"
          label={t('signup.email')}
          description={t('signup.emailHint')}
          autoComplete="email"
          withAsterisk
          {...register('email')}
          error={validationText(errors.email?.message)}
        />
        <TextInput
          type="email"
          label={t('signup.emailConfirm')}
          description={t('signup.emailConfirmHint')}
          autoComplete="off"
          withAsterisk
          {...register('emailConfirm')}
          error={validationText(errors.emailConfirm?.message)}
        />
        <PageSection title={t('signup.payment')}>
          <Table>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row">{t('facts.price')}</Table.Th>
                <Table.Td>{priceText(t, lecture.price)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">{t('signup.balance')}</Table.Th>
                <Table.Td>{t('facts.points', { points: formatNumber(balance) })}</Table.Td>
              </Table.Tr>
              {short <= 0 && (
                <Table.Tr>
                  <Table.Th scope="row">{t('signup.after')}</Table.Th>
                  <Table.Td>{t('facts.points', { points: formatNumber(-short) })}</Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
          {short > 0 && (
            <Alert color="yellow" role="status">
              <Stack gap="xs" align="flex-start">
                <Text>{t('signup.short', { points: formatNumber(short) })}</Text>
                <Anchor component={Link} to={rechargeHref(short)}>
                  {t('signup.recharge')}
                </Anchor>
              </Stack>
            </Alert>
          )}
        </PageSection>
        <AgreementCheckbox
          control={control}
          name="agree"
          label={t('signup.agree')}
          error={validationText(errors.agree?.message)}
        />
        {refused && (
          <Alert color="red" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text>{errorText(signUp.error)}</Text>
              <NextStep error={signUp.error} lecture={lecture} short={short} />
            </Stack>
          </Alert>
        )}
        <Button type="submit" loading={signUp.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('signup.submit')}
        </Button>
      </Stack>
    </form>
  );
}
