import {
  type TCustomConsultationRequestInput,
  ZCustomConsultationRequestInputSchema,
} from '@app/contracts/custom-consultations';
import { CourseLength } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Radio, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { showFieldErrors, useErrorText, useValidationText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { useRequestCustomConsultation } from '../api/custom-consultations';

const FIELDS = ['message', 'preferredTimes', 'length'] as const;

/**
 * A client's request to a counselor: what they would like to talk about, the times that suit them
 * and the length; once sent, where to follow it.
 */
export default function CustomConsultationForm({ counselorId, name }: { counselorId: string; name: string }) {
  const { t } = useTranslation('booking');
  const errorText = useErrorText();
  const validationText = useValidationText();
  const navigate = useNavigate();
  const send = useRequestCustomConsultation();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TCustomConsultationRequestInput>({
    resolver: zodResolver(ZCustomConsultationRequestInputSchema),
    defaultValues: { counselorId, message: '', preferredTimes: '', length: CourseLength.SixtyMinutes },
  });

  const submit = handleSubmit((values) =>
    send.mutate(values, {
      onError: (error) => {
        if (error instanceof ApiError && error.errorCode === ErrorCode.PhoneNotVerified)
          void navigate(paths.verifyPhoneSingle.getHref());
        else showFieldErrors(error, setError, FIELDS);
      },
    }),
  );

  if (send.isSuccess)
    return (
      <Alert color="green" role="status">
        <Text>{t('custom.sent', { name })}</Text>
        <Anchor component={Link} to={paths.user.customConsultation.getHref()}>
          {t('custom.mineLink')}
        </Anchor>
      </Alert>
    );
  return (
    <Stack component="form" onSubmit={submit} gap="sm" maw={560}>
      <Textarea
        label={t('custom.message')}
        autosize
        minRows={3}
        withAsterisk
        {...register('message')}
        error={validationText(errors.message?.message)}
      />
      <TextInput
        label={t('custom.preferredTimes')}
        description={t('custom.preferredTimesHint')}
        withAsterisk
        {...register('preferredTimes')}
        error={validationText(errors.preferredTimes?.message)}
      />
      <Controller
        control={control}
        name="length"
        render={({ field }) => (
          <Radio.Group
            label={t('custom.length')}
            value={String(field.value)}
            onChange={(value) => field.onChange(Number(value))}
            error={validationText(errors.length?.message)}
          >
            <Group mt={4}>
              <Radio value={String(CourseLength.SixtyMinutes)} label={t('custom.minutes', { minutes: 60 })} />
              <Radio
                value={String(CourseLength.NinetyMinutes)}
                label={t('custom.minutes', { minutes: 90 })}
              />
            </Group>
          </Radio.Group>
        )}
      />
      {send.isError && !(send.error instanceof ApiError && send.error.fieldErrors.length > 0) && (
        <Alert color="red" role="alert">
          {errorText(send.error)}
        </Alert>
      )}
      <Group>
        <Button type="submit" loading={send.isPending}>
          {t('custom.send')}
        </Button>
      </Group>
    </Stack>
  );
}
