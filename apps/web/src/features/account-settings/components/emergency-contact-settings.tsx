import {
  ACCOUNT_SETTING_LIMITS,
  ZEmergencyContactSchema,
  type TEmergencyContactSetting,
  type TEmergencyContactSettingInput,
} from '@app/contracts/account-settings';
import type { TClientProfile } from '@app/contracts/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { showFieldErrors, useErrorText, useValidationText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { showToast } from '../../../shell/overlays/toast';
import { useSaveSettingGroup } from '../api/save-setting-groups';

const fields = ['name', 'relation', 'phone'] as const;

/** A client's emergency contact: kept encrypted, shown to a counselor only through the SOS procedure. */
export function EmergencyContactSettings({ start }: { start: TClientProfile }) {
  const { t } = useTranslation('settings');
  const validationText = useValidationText();
  const errorText = useErrorText();
  const save = useSaveSettingGroup('emergencyContact');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TEmergencyContactSettingInput, unknown, TEmergencyContactSetting>({
    resolver: zodResolver(ZEmergencyContactSchema),
    defaultValues: {
      name: start.basicInfo.emergencyContactName ?? '',
      relation: start.basicInfo.emergencyContactRelation ?? '',
      phone: start.basicInfo.emergencyPhone ?? '',
    },
  });
  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => showToast({ message: t('emergency.saved') }),
      onError: (error) => {
        if (!showFieldErrors(error, setError, fields)) showToast({ color: 'red', message: errorText(error) });
      },
    }),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md" maw={560}>
        <Title order={2}>{t('emergency.title')}</Title>
        <Text>{t('emergency.lead')}</Text>
        <TextInput
          label={t('emergency.name')}
          required
          maxLength={ACCOUNT_SETTING_LIMITS.contactName}
          {...register('name')}
          error={validationText(errors.name?.message)}
        />
        <TextInput
          label={t('emergency.relation')}
          description={t('emergency.relationHint')}
          required
          maxLength={ACCOUNT_SETTING_LIMITS.contactRelation}
          {...register('relation')}
          error={validationText(errors.relation?.message)}
        />
        <TextInput
          label={t('emergency.phone')}
          type="tel"
          required
          {...register('phone')}
          error={validationText(errors.phone?.message)}
        />
        <Button type="submit" w="fit-content" loading={save.isPending}>
          {t('save')}
        </Button>
      </Stack>
    </form>
  );
}
