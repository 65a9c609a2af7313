import type { TServiceSetting } from '@app/contracts/account-settings';
import { ServiceLength, serviceTypes } from '@app/contracts/enums';
import type { TCounselorProfile } from '@app/contracts/profile';
import { ZServiceSettingSchema } from '@app/contracts/account-settings';
import { Button, Checkbox, NativeSelect, Stack, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useErrorText, useValidationText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { showToast } from '../../../shell/overlays/toast';
import { useSaveSettingGroup } from '../api/save-setting-groups';
import { firstMessages } from './field-messages';

/** Years of service (the spec's four tiers) and whether sessions are held by voice, video or both. */
export function ServiceSettings({ start }: { start: TCounselorProfile }) {
  const { t } = useTranslation('settings');
  const validationText = useValidationText();
  const errorText = useErrorText();
  const save = useSaveSettingGroup('serviceSetting');
  const [serviceLength, setServiceLength] = useState<number | null>(start.serviceLength);
  const [types, setTypes] = useState<string[]>(start.serviceTypes);
  const [errors, setErrors] = useState<Partial<Record<keyof TServiceSetting, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZServiceSettingSchema.safeParse({ serviceLength, serviceTypes: types });
    if (!parsed.success) return setErrors(firstMessages(parsed.error.issues));
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => showToast({ message: t('service.saved') }),
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors.length > 0)
          setErrors(Object.fromEntries(error.fieldErrors.map(({ field, message }) => [field, message])));
        else showToast({ color: 'red', message: errorText(error) });
      },
    });
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md" maw={560}>
        <Title order={2}>{t('service.title')}</Title>
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
        <Button type="submit" w="fit-content" loading={save.isPending}>
          {t('save')}
        </Button>
      </Stack>
    </form>
  );
}
