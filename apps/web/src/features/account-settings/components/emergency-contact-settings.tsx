import {
  ACCOUNT_SETTING_LIMITS,
  ZEmergencyContactSchema,
  type TEmergencyContactSetting,
  type TEmergencyContactSettingInput,
} from '@app/contracts/account-settings';
import type { TClientProfile } from '@app/contracts/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { showFieldErrors, useValidationText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { useSaveSettingGroup } from '../api/save-setting-groups';
import { SettingForm, useSaveFeedback } from './setting-form';

const fields = ['name', 'relation', 'phone'] as const;

/** A client's emergency contact: kept encrypted, shown to a counselor only through the SOS procedure. */
export function EmergencyContactSettings({ start }: { start: TClientProfile }) {
  const { t } = useTranslation('settings');
  const validationText = useValidationText();
  const feedback = useSaveFeedback();
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
    save.mutate(
      values,
      feedback(t('emergency.saved'), (error) => showFieldErrors(error, setError, fields)),
    ),
  );
  return (
    <SettingForm group="emergency" lead busy={save.isPending} onSubmit={submit} noValidate maw={560}>
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
    </SettingForm>
  );
}
