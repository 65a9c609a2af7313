import {
  CLIENT_PERSONAL_LIMITS,
  ZClientPersonalInfoSchema,
  priorTreatments,
  relationshipStatuses,
  religions,
  sexualOrientations,
  socialMediaKinds,
  workStatuses,
  type TClientPersonalInfo,
  type TClientPersonalInfoInput,
} from '@app/contracts/account-settings';
import { genders } from '@app/contracts/enums';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Checkbox, Group, NativeSelect, TextInput, Textarea } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { PageLoader } from '../../../components/ui/page-loader';
import { showFieldErrors, useValidationText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { useClientPersonalInfo } from '../api/get-client-personal-info';
import { useSaveSettingGroup } from '../api/save-setting-groups';
import { SettingForm, useSaveFeedback } from './setting-form';

const fields = Object.keys(ZClientPersonalInfoSchema.shape) as (keyof TClientPersonalInfo)[];

/** The questions answered by choosing one option (or none: "rather not say"). */
const choiceFields = [
  { name: 'gender', options: genders },
  { name: 'sexualOrientation', options: sexualOrientations },
  { name: 'relationshipStatus', options: relationshipStatuses },
  { name: 'workStatus', options: workStatuses },
  { name: 'religion', options: religions },
  { name: 'priorTreatment', options: priorTreatments },
] as const;

const nullWhenEmpty = (value: string) => (value === '' ? null : value);

/** A client's personal data, loaded before the form opens with it. */
export function ClientPersonalInfoSettings() {
  const { t } = useTranslation('settings');
  const info = useClientPersonalInfo();
  if (info.isPending) return <PageLoader label={t('loading')} />;
  if (info.isError)
    return (
      <Alert color="red" role="alert">
        {t('error')}
      </Alert>
    );
  return <ClientPersonalInfoForm start={info.data} />;
}

/** Names, birth date, address and what the client chooses to tell of their life; all optional. */
function ClientPersonalInfoForm({ start }: { start: TClientPersonalInfo }) {
  const { t } = useTranslation('settings');
  const validationText = useValidationText();
  const feedback = useSaveFeedback();
  const save = useSaveSettingGroup('clientPersonalInfo');
  // Each question's options by value; one table, so that every option has its words.
  const optionLabels: Record<string, Record<string, string>> = t('clientPersonal.options', {
    returnObjects: true,
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TClientPersonalInfoInput, unknown, TClientPersonalInfo>({
    resolver: zodResolver(ZClientPersonalInfoSchema),
    defaultValues: {
      ...start,
      lastName: start.lastName ?? '',
      firstName: start.firstName ?? '',
      birthDate: start.birthDate ?? '',
      address: start.address ?? '',
      aboutMe: start.aboutMe ?? '',
    },
  });
  const submit = handleSubmit((values) =>
    save.mutate(
      values,
      feedback(t('clientPersonal.saved'), (error) => showFieldErrors(error, setError, fields)),
    ),
  );
  return (
    <SettingForm group="clientPersonal" lead busy={save.isPending} onSubmit={submit} noValidate maw={560}>
      <Group grow align="flex-start">
        <TextInput
          label={t('clientPersonal.lastName')}
          maxLength={CLIENT_PERSONAL_LIMITS.name}
          autoComplete="family-name"
          {...register('lastName')}
          error={validationText(errors.lastName?.message)}
        />
        <TextInput
          label={t('clientPersonal.firstName')}
          maxLength={CLIENT_PERSONAL_LIMITS.name}
          autoComplete="given-name"
          {...register('firstName')}
          error={validationText(errors.firstName?.message)}
        />
      </Group>
      <TextInput
        label={t('clientPersonal.birthDate')}
        type="date"
        autoComplete="bday"
        maw={240}
        {...register('birthDate', { setValueAs: nullWhenEmpty })}
        error={validationText(errors.birthDate?.message)}
      />
      <TextInput
        label={t('clientPersonal.address')}
        maxLength={CLIENT_PERSONAL_LIMITS.address}
        autoComplete="street-address"
        {...register('address')}
        error={validationText(errors.address?.message)}
      />
      {choiceFields.map((field) => (
        <NativeSelect
          key={field.name}
          label={t(`clientPersonal.${field.name}`)}
          maw={320}
          {...register(field.name, { setValueAs: nullWhenEmpty })}
          data={[
            { value: '', label: t('clientPersonal.notSaid') },
            ...field.options.map((option) => ({
              value: option,
              label: optionLabels[field.name]?.[option] ?? option,
            })),
          ]}
          error={validationText(errors[field.name]?.message)}
        />
      ))}
      <Controller
        control={control}
        name="socialMedia"
        render={({ field }) => (
          <Checkbox.Group
            label={t('clientPersonal.socialMedia')}
            value={field.value}
            onChange={field.onChange}
            error={validationText(errors.socialMedia?.message)}
          >
            <Group gap="md" mt="xs">
              {socialMediaKinds.map((kind) => (
                <Checkbox key={kind} value={kind} label={optionLabels['socialMedia']?.[kind] ?? kind} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
      />
      <Textarea
        label={t('clientPersonal.aboutMe')}
        description={t('clientPersonal.aboutMeHint')}
        rows={4}
        maxLength={CLIENT_PERSONAL_LIMITS.aboutMe}
        {...register('aboutMe')}
        error={validationText(errors.aboutMe?.message)}
      />
    </SettingForm>
  );
}
