import type { TLectureSignup } from '@app/contracts/lectures';
import { Alert, Button, Stack } from '@mantine/core';
import { useErrorText } from '../../../lib/form-errors';
import { formatNumber } from '../../../lib/numbers';
import { useTranslation } from '../../../lib/use-translation';
import { confirmDialog } from '../../../shell/dialogs';
import { showToast } from '../../../shell/overlays/toast';
import { useWithdraw } from '../api/lecture-signups';

/** 取消報名: asks first (saying what comes back), then withdraws with a full refund. */
export function WithdrawButton({ signup }: { signup: TLectureSignup }) {
  const { t } = useTranslation('lectures');
  const errorText = useErrorText();
  const withdraw = useWithdraw();

  const ask = async () => {
    const confirmed = await confirmDialog({
      title: t('withdraw.title'),
      message:
        signup.paid > 0
          ? t('withdraw.message', { points: formatNumber(signup.paid) })
          : t('withdraw.messageFree'),
      confirmLabel: t('withdraw.confirm'),
      cancelLabel: t('withdraw.cancel'),
    });
    if (!confirmed) return;
    withdraw.mutate(signup.lecture.id, {
      onSuccess: () => showToast({ color: 'green', message: t('withdraw.done') }),
    });
  };

  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="light"
        color="red.9"
        loading={withdraw.isPending}
        onClick={() => void ask()}
        aria-label={t('withdraw.buttonLabel', { title: signup.lecture.title })}
      >
        {t('withdraw.button')}
      </Button>
      {withdraw.isError && (
        <Alert color="red" role="alert">
          {errorText(withdraw.error)}
        </Alert>
      )}
    </Stack>
  );
}
