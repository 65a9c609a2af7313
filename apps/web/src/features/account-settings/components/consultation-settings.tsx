import {
  CUSTOM_CONSULTATION_PRICE,
  ZCustomConsultationSettingSchema,
  type TCustomConsultationSetting,
} from '@app/contracts/account-settings';
import type { TCounselorProfile } from '@app/contracts/profile';
import { Switch, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useValidationText } from '../../../lib/form-errors';
import { formatNumber } from '../../../lib/numbers';
import { useTranslation } from '../../../lib/use-translation';
import { useSaveSettingGroup } from '../api/save-setting-groups';
import { firstMessages } from './field-messages';
import { SettingForm, useSaveFeedback, toFieldMessages } from './setting-form';

type TErrors = Partial<Record<keyof TCustomConsultationSetting, string>>;

/** Whether clients may ask for a personal (custom) consultation, and its price in points. */
export function CustomConsultationSettings({ start }: { start: TCounselorProfile }) {
  const { t } = useTranslation('settings');
  const validationText = useValidationText();
  const feedback = useSaveFeedback();
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
    save.mutate(parsed.data, feedback(t('custom.saved'), toFieldMessages(setErrors)));
  };
  return (
    <SettingForm group="custom" lead busy={save.isPending} onSubmit={submit} noValidate maw={560}>
      <Switch
        label={t('custom.accepts')}
        checked={accepts}
        onChange={(event) => setAccepts(event.currentTarget.checked)}
      />
      <TextInput
        label={t('custom.price')}
        description={t('custom.priceHint', {
          min: formatNumber(CUSTOM_CONSULTATION_PRICE.min),
          max: formatNumber(CUSTOM_CONSULTATION_PRICE.max),
          step: CUSTOM_CONSULTATION_PRICE.step,
        })}
        inputMode="numeric"
        value={price}
        onChange={(event) => setPrice(event.currentTarget.value)}
        required={accepts}
        error={validationText(errors.customConsultationPrice)}
        maw={320}
      />
    </SettingForm>
  );
}

/** Whether the counselor takes free 20-minute trial sessions. */
export function FreeTrialSettings({ start }: { start: TCounselorProfile }) {
  const { t } = useTranslation('settings');
  const feedback = useSaveFeedback();
  const save = useSaveSettingGroup('freeTrial');
  const [accepts, setAccepts] = useState(start.acceptsFreeTrial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ acceptsFreeTrial: accepts }, feedback(t('freeTrial.saved')));
  };
  return (
    <SettingForm group="freeTrial" lead busy={save.isPending} onSubmit={submit} noValidate maw={560}>
      <Switch
        label={t('freeTrial.accepts')}
        checked={accepts}
        onChange={(event) => setAccepts(event.currentTarget.checked)}
      />
    </SettingForm>
  );
}
