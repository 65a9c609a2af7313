import {
  CUSTOM_CONSULTATION_PRICE,
  ZCustomConsultationSettingSchema,
  type TCustomConsultationSetting,
} from '@app/contracts/account-settings';
import type { TCounselorProfile } from '@app/contracts/profile';
import { Button, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useErrorText, useValidationText } from '../../../lib/form-errors';
import { formatNumber } from '../../../lib/numbers';
import { useTranslation } from '../../../lib/use-translation';
import { showToast } from '../../../shell/overlays/toast';
import { useSaveSettingGroup } from '../api/save-setting-groups';
import { firstMessages } from './field-messages';

type TErrors = Partial<Record<keyof TCustomConsultationSetting, string>>;

/** Whether clients may ask for a personal (custom) consultation, and its price in points. */
export function CustomConsultationSettings({ start }: { start: TCounselorProfile }) {
  const { t, i18n } = useTranslation('settings');
  const validationText = useValidationText();
  const errorText = useErrorText();
  const save = useSaveSettingGroup('customConsultation');
  const [accepts, setAccepts] = useState(start.acceptsCustomConsultation);
  const [price, setPrice] = useState(
    start.customConsultationPrice === null ? '' : String(start.customConsultationPrice),
  );
  const [errors, setErrors] = useState<TErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCustomConsultationSettingSchema.safeParse({
      acceptsCustomConsultation: accepts,
      customConsultationPrice: price.trim() === '' ? null : Number(price),
    });
    if (!parsed.success) return setErrors(firstMessages(parsed.error.issues));
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => showToast({ message: t('custom.saved') }),
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors.length > 0)
          setErrors(Object.fromEntries(error.fieldErrors.map(({ field, message }) => [field, message])));
        else showToast({ color: 'red', message: errorText(error) });
      },
    });
  };
  const language = i18n.language;
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md" maw={560}>
        <Title order={2}>{t('custom.title')}</Title>
        <Text>{t('custom.lead')}</Text>
        <Switch
          label={t('custom.accepts')}
          checked={accepts}
          onChange={(event) => setAccepts(event.currentTarget.checked)}
        />
        <TextInput
          label={t('custom.price')}
          description={t('custom.priceHint', {
            min: formatNumber(CUSTOM_CONSULTATION_PRICE.min, language),
            max: formatNumber(CUSTOM_CONSULTATION_PRICE.max, language),
            step: CUSTOM_CONSULTATION_PRICE.step,
          })}
          inputMode="numeric"
          value={price}
          onChange={(event) => setPrice(event.currentTarget.value)}
          required={accepts}
          error={validationText(errors.customConsultationPrice)}
          maw={320}
        />
        <Button type="submit" w="fit-content" loading={save.isPending}>
          {t('save')}
        </Button>
      </Stack>
    </form>
  );
}

/** Whether the counselor takes free 20-minute trial sessions. */
export function FreeTrialSettings({ start }: { start: TCounselorProfile }) {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const save = useSaveSettingGroup('freeTrial');
  const [accepts, setAccepts] = useState(start.acceptsFreeTrial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { acceptsFreeTrial: accepts },
      {
        onSuccess: () => showToast({ message: t('freeTrial.saved') }),
        onError: (error) => showToast({ color: 'red', message: errorText(error) }),
      },
    );
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md" maw={560}>
        <Title order={2}>{t('freeTrial.title')}</Title>
        <Text>{t('freeTrial.lead')}</Text>
        <Switch
          label={t('freeTrial.accepts')}
          checked={accepts}
          onChange={(event) => setAccepts(event.currentTarget.checked)}
        />
        <Button type="submit" w="fit-content" loading={save.isPending}>
          {t('save')}
        </Button>
      </Stack>
    </form>
  );
}
