import {
  CONTACT_MESSAGE_MAX,
  ZContactMessageSchema,
  contactSubjects,
  type TContactMessage,
  type TContactSubject,
} from '@app/contracts/contact';
import { ErrorCode } from '@app/contracts/error-codes';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, NativeSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { ApiError } from '../../../lib/api-client';
import { showFieldErrors, useErrorText, useValidationText } from '../../../lib/form-errors';
import { useSendContactMessage } from '../api/send-contact-message';

const fields = ['name', 'email', 'subject', 'message'] as const;

function isRateLimited(error: unknown): boolean {
  return error instanceof ApiError && error.errorCode === ErrorCode.RateLimited;
}

/** Shown in place of the form once the message is in: where the confirmation went, and the reference. */
function SentNotice({
  email,
  reference,
  onAgain,
}: {
  email: string;
  reference: string;
  onAgain: () => void;
}) {
  const { t } = useTranslation('contact');
  const ref = useRef<HTMLDivElement>(null);
  // The form the keyboard was in is gone: bring focus (and a screen reader) to what replaced it.
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert ref={ref} tabIndex={-1} role="status" color="sea" title={t('sent.title')}>
      <Stack gap="xs" align="flex-start">
        <Text>{t('sent.text', { email })}</Text>
        <Text fw={700}>{t('sent.reference', { reference })}</Text>
        <Button variant="light" onClick={onAgain}>
          {t('sent.again')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The /contactus form: validated with the server's own schema, errors shown under their fields. */
export function ContactForm({ initialSubject }: { initialSubject?: TContactSubject }) {
  const { t } = useTranslation('contact');
  const validationText = useValidationText();
  const errorText = useErrorText();
  const send = useSendContactMessage();
  // A failure the fields do not explain (rate limit, network, mail down) shows above the form.
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    formState: { errors },
  } = useForm<TContactMessage>({
    resolver: zodResolver(ZContactMessageSchema),
    defaultValues: { name: '', email: '', subject: initialSubject, message: '' },
  });

  if (send.isSuccess) {
    return (
      <SentNotice
        email={getValues('email')}
        reference={send.data.reference}
        onAgain={() => {
          reset();
          send.reset();
        }}
      />
    );
  }

  const submit = handleSubmit((values) => {
    setFailure(null);
    send.mutate(values, {
      onError: (error) => setFailure(showFieldErrors(error, setError, fields) ? null : error),
    });
  });

  return (
    <form noValidate onSubmit={submit} aria-label={t('form.label')}>
      <Stack>
        {failure !== null && (
          <Alert color="red" role="alert">
            {isRateLimited(failure) ? t('form.rateLimited') : errorText(failure)}
          </Alert>
        )}
        <TextInput
          label={t('form.name')}
          autoComplete="name"
          required
          {...register('name')}
          error={validationText(errors.name?.message)}
        />
        <TextInput
          label={t('form.email')}
          description={t('form.emailHint')}
          type="email"
          autoComplete="email"
          required
          {...register('email')}
          error={validationText(errors.email?.message)}
        />
        <NativeSelect
          label={t('form.subject')}
          required
          {...register('subject')}
          error={validationText(errors.subject?.message)}
        >
          <option value="">{t('form.subjectPlaceholder')}</option>
          {contactSubjects.map((subject) => (
            <option key={subject} value={subject}>
              {t(`form.subjects.${subject}`)}
            </option>
          ))}
        </NativeSelect>
        <Textarea
          label={t('form.message')}
          description={t('form.messageHint', { max: CONTACT_MESSAGE_MAX })}
          required
          rows={6}
          {...register('message')}
          error={validationText(errors.message?.message)}
        />
        <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
