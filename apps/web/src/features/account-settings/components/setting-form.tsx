import { Button, Stack, Text, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { showToast } from '../../../shell/overlays/toast';

/** One settings group's form: its title, its lead (if any), its fields, then the save button. */
export function SettingForm({
  title,
  lead,
  busy,
  onSubmit,
  noValidate,
  maw,
  children,
}: {
  title: string;
  lead?: string;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The fields' messages come from the shared schema, not the browser. */
  noValidate?: boolean;
  maw?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation('settings');
  return (
    <form noValidate={noValidate} onSubmit={onSubmit}>
      <Stack gap="md" maw={maw}>
        <Title order={2}>{title}</Title>
        {lead && <Text>{lead}</Text>}
        {children}
        <Button type="submit" w="fit-content" loading={busy}>
          {t('save')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * What saving a group says: `saved` when it worked; otherwise the error, unless `showUnderFields`
 * could put it under the fields it names.
 */
export function useSaveFeedback() {
  const errorText = useErrorText();
  return (saved: string, showUnderFields?: (error: unknown) => boolean) => ({
    onSuccess: () => showToast({ message: saved }),
    onError: (error: unknown) => {
      if (!showUnderFields?.(error)) showToast({ color: 'red', message: errorText(error) });
    },
  });
}

/** For `useSaveFeedback`: hands the server's messages by field to `setErrors` when its answer names fields. */
export function toFieldMessages(setErrors: (messages: Record<string, string>) => void) {
  return (error: unknown): boolean => {
    if (!(error instanceof ApiError) || error.fieldErrors.length === 0) return false;
    setErrors(Object.fromEntries(error.fieldErrors.map(({ field, message }) => [field, message])));
    return true;
  };
}
