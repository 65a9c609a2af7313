import {
  ACCOUNT_SETTING_LIMITS,
  ZPersonalInfoSchema,
  type TPersonalInfo,
  type TPersonalInfoInput,
} from '@app/contracts/account-settings';
import { genders } from '@app/contracts/enums';
import type { TCounselorProfile } from '@app/contracts/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { NativeSelect, TextInput, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { showFieldErrors, useValidationText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { useSaveSettingGroup } from '../api/save-setting-groups';
import { SettingForm, useSaveFeedback } from './setting-form';

const fields = ['fullName', 'gender', 'address', 'lineID', 'aboutMe', 'facebook', 'blog'] as const;
type TTextField = Exclude<(typeof fields)[number], 'gender' | 'aboutMe' | 'fullName'>;
const textFields: { name: TTextField; max: number; type?: string }[] = [
  { name: 'address', max: ACCOUNT_SETTING_LIMITS.address },
  { name: 'lineID', max: ACCOUNT_SETTING_LIMITS.lineId },
  { name: 'facebook', max: ACCOUNT_SETTING_LIMITS.link, type: 'url' },
  { name: 'blog', max: ACCOUNT_SETTING_LIMITS.link, type: 'url' },
];

/** A counselor's personal data: full name, gender, address, LINE id, about me and links. */
export function PersonalInfoSettings({ start }: { start: TCounselorProfile }) {
  const { t } = useTranslation('settings');
  const validationText = useValidationText();
  const feedback = useSaveFeedback();
  const save = useSaveSettingGroup('personalInfo');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TPersonalInfoInput, unknown, TPersonalInfo>({
    resolver: zodResolver(ZPersonalInfoSchema),
    defaultValues: {
      fullName: start.fullName,
      gender: start.gender,
      address: start.address ?? '',
      lineID: start.lineID ?? '',
      aboutMe: start.aboutMe ?? '',
      facebook: start.facebook ?? '',
      blog: start.blog ?? '',
    },
  });
  const submit = handleSubmit((values) =>
    save.mutate(
      values,
      feedback(t('personal.saved'), (error) => showFieldErrors(error, setError, fields)),
    ),
  );
  return (
    <SettingForm group="personal" busy={save.isPending} onSubmit={submit} noValidate maw={560}>
      <TextInput
        label={t('personal.fullName')}
        required
        maxLength={ACCOUNT_SETTING_LIMITS.fullName}
        autoComplete="name"
        {...register('fullName')}
        error={validationText(errors.fullName?.message)}
      />
      <NativeSelect
        label={t('personal.gender')}
        {...register('gender', { setValueAs: (value: string) => (value === '' ? null : value) })}
        data={[
          { value: '', label: t('personal.genderNone') },
          ...genders.map((gender) => ({ value: gender, label: t(`personal.genders.${gender}`) })),
        ]}
        error={validationText(errors.gender?.message)}
      />
      {textFields.map((field) => (
        <TextInput
          key={field.name}
          label={t(`personal.${field.name}`)}
          type={field.type ?? 'text'}
          maxLength={field.max}
          {...register(field.name)}
          error={validationText(errors[field.name]?.message)}
        />
      ))}
      <Textarea
        label={t('personal.aboutMe')}
        rows={5}
        maxLength={ACCOUNT_SETTING_LIMITS.aboutMe}
        {...register('aboutMe')}
        error={validationText(errors.aboutMe?.message)}
      />
    </SettingForm>
  );
}
