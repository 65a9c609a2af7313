import { Button, Stack, Text, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { showToast } from '../../../shell/overlays/toast';

/** The groups whose form has a lead paragraph (`<group>.lead`). */
type TGroupWithLead = 'custom' | 'freeTrial' | 'emergency' | 'notifications' | 'clientPersonal';
type TGroup = TGroupWithLead | 'personal' | 'service' | 'appointment';

/** One settings group's form: its title (`<group>.title`), its lead, its fields, then the save button. */
export function SettingForm(
  props: ({ group: TGroupWithLead; lead: true } | { group: TGroup; lead?: false }) & {
    busy: boolean;
    onSubmit: FormEventHandler<HTMLFormElement>;
    /** The fields' messages come from the shared schema, not the browser. */
    noValidate?: boolean;
    maw?: number;
    children: ReactNode;
  },
) {
  const { t } = useTranslation('settings');
  return (
    <form noValidate={props.noValidate} onSubmit={props.onSubmit}>
      <Stack gap="md" maw={props.maw}>
        <Title order={2}>{t(`${props.group}.title`)}</Title>
        {props.lead && <Text>{t(`${props.group}.lead`)}</Text>}
        {props.children}
        <Button type="submit" w="fit-content" loading={props.busy}>
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
