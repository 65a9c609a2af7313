import { ZLectureCancelSchema, LECTURE_LIMITS, type TLectureCancel } from '@app/contracts/lectures';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Text, Textarea } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { LengthCounter } from '../../../components/ui/length-counter';
import { PageSection } from '../../../components/ui/page-section';
import { showFieldErrors, useErrorText, useValidationText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { confirmDialog } from '../../../shell/dialogs';
import { showToast } from '../../../shell/overlays/toast';
import { useCancelLecture } from '../api/counselor-lectures';

type TCancelFields = z.output<typeof ZLectureCancelSchema>;

/**
 * 取消講座: the reason every member is told (required), then a confirmation naming how many are
 * refunded; the API refunds and mails them.
 */
export function CancelLecture({ lectureId, memberCount }: { lectureId: string; memberCount: number }) {
  const { t } = useTranslation('lectures');
  const validationText = useValidationText();
  const errorText = useErrorText();
  const cancel = useCancelLecture(lectureId);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TLectureCancel, unknown, TCancelFields>({
    resolver: zodResolver(ZLectureCancelSchema),
    defaultValues: { reason: '' },
  });
  const reason = useWatch({ control, name: 'reason' });

  const submit = handleSubmit(async (values) => {
    const confirmed = await confirmDialog({
      title: t('detail.cancel.confirmTitle'),
      message: t('detail.cancel.confirmMessage', { count: memberCount }),
      confirmLabel: t('detail.cancel.confirm'),
      cancelLabel: t('detail.cancel.keep'),
    });
    if (!confirmed) return;
    cancel.mutate(values, {
      onSuccess: () => showToast({ color: 'green', message: t('detail.cancel.done') }),
      onError: (error) => showFieldErrors(error, setError, ['reason']),
    });
  });

  return (
    <PageSection title={t('detail.cancel.title')}>
      <Text>{t('detail.cancel.lead')}</Text>
      <form noValidate aria-label={t('detail.cancel.title')} onSubmit={(event) => void submit(event)}>
        <Stack gap="sm" maw={560}>
          <Textarea
            label={t('detail.cancel.reason')}
            withAsterisk
            autosize
            minRows={3}
            {...register('reason')}
            description={<LengthCounter value={reason} max={LECTURE_LIMITS.cancelReason} />}
            error={validationText(errors.reason?.message)}
          />
          {cancel.isError && (
            <Alert color="red" role="alert">
              {errorText(cancel.error)}
            </Alert>
          )}
          <Button type="submit" color="red.9" loading={cancel.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('detail.cancel.button')}
          </Button>
        </Stack>
      </form>
    </PageSection>
  );
}
