import { Alert, Button, Group } from '@mantine/core';
import { useErrorText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';

/** The end of a case dialog's form: what went wrong, if anything, then Cancel and the form's button. */
export function DialogActions({
  failure,
  onCancel,
  submitLabel,
  pending,
  color,
}: {
  /** The last refusal not shown beside a field, or null. */
  failure: unknown;
  onCancel: () => void;
  submitLabel: string;
  pending: boolean;
  color?: string;
}) {
  const { t } = useTranslation('cases');
  const errorText = useErrorText();
  return (
    <>
      {failure !== null && (
        <Alert color="red" role="alert">
          {errorText(failure)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" loading={pending} {...(color ? { color } : {})}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
