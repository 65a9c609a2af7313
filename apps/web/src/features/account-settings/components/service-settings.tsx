import type { TServiceSetting } from '@app/contracts/account-settings';
import { ServiceLength, serviceTypes } from '@app/contracts/enums';
import type { TCounselorProfile } from '@app/contracts/profile';
import { ZServiceSettingSchema } from '@app/contracts/account-settings';
import { Checkbox, NativeSelect, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useValidationText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { useSaveSettingGroup } from '../api/save-setting-groups';
import { firstMessages } from './field-messages';
import { SettingForm, useSaveFeedback, toFieldMessages } from './setting-form';

/** Years of service (the spec's four tiers) and whether sessions are held by voice, video or both. */
export function ServiceSettings({ start }: { start: TCounselorProfile }) {
  const { t } = useTranslation('settings');
  const validationText = useValidationText();
  const feedback = useSaveFeedback();
  const save = useSaveSettingGroup('serviceSetting');
  const [serviceLength, setServiceLength] = useState<number | null>(start.serviceLength);
  const [types, setTypes] = useState<string[]>(start.serviceTypes);
  const [errors, setErrors] = useState<Partial<Record<keyof TServiceSetting, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZServiceSettingSchema.safeParse({ serviceLength, serviceTypes: types });
    if (!parsed.success) return setErrors(firstMessages(parsed.error.issues));
    setErrors({});
    save.mutate(parsed.data, feedback(t('service.saved'), toFieldMessages(setErrors)));
  };
  return (
    <SettingForm group="service" busy={save.isPending} onSubmit={submit} noValidate maw={560}>
      <NativeSelect
        label={t('service.serviceLength')}
        value={serviceLength === null ? '' : String(serviceLength)}
        onChange={(event) =>
          setServiceLength(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))
        }
        data={[
          { value: '', label: t('service.choose') },
          ...Object.values(ServiceLength).map((tier) => ({
            value: String(tier),
            label: t(`service.lengths.${tier}`),
          })),
        ]}
        error={validationText(errors.serviceLength)}
        maw={320}
      />
      <Checkbox.Group
        label={t('service.serviceTypes')}
        description={t('service.serviceTypesHint')}
        value={types}
        onChange={setTypes}
        error={validationText(errors.serviceTypes)}
      >
        <Stack gap="xs" mt="xs">
          {serviceTypes.map((type) => (
            <Checkbox key={type} value={type} label={t(`service.types.${type}`)} />
          ))}
        </Stack>
      </Checkbox.Group>
    </SettingForm>
  );
}
