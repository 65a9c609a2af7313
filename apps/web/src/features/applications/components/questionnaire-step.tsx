import { type TQuestionnaireStep } from '@app/contracts/counselor-applications';
import { BrowserType, ReligionType } from '@app/contracts/enums';
import { Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { useApplicationFields, type TStepProps } from './bound-fields';
import { TextField } from './fields';

/** The last step: specialties, approach, languages, availability, equipment, service and price. */
export function QuestionnaireStep(props: TStepProps<TQuestionnaireStep>) {
  const { value, onChange, errors } = props;
  const { t } = useTranslation('application');
  const { bind, options } = useApplicationFields();
  const fields = bind(props);
  const specialties = fields.within('specialties');
  const languages = fields.within('languages');
  const browser = fields.within('browser');
  const reasons = fields.within('reasons');
  const religion = fields.within('religion');
  const foundUs = fields.within('foundUs');
  const yesNo = [
    { value: true, label: t('yes') },
    { value: false, label: t('no') },
  ];
  return (
    <Stack>
      {specialties.multi('first', options('specialty'), { as: 'specialtiesFirst' })}
      {specialties.multi('second', options('specialty'), { as: 'specialtiesSecond' })}
      {specialties.multi('third', options('specialty'), { as: 'specialtiesThird' })}
      {fields.text('customSpecialty')}
      {fields.text('orientation', { long: true })}
      {fields.text('adviceStyle', { long: true })}
      {languages.multi('value', options('language'), { as: 'languages' })}
      {value.languages.value.includes('other') && languages.text('other', { as: 'languagesOther' })}
      {fields.multi('availablePeriods', options('period'))}
      {fields.choice('os', options('os'))}
      {browser.choice('value', options('browser'), { as: 'browser' })}
      {value.browser.value === BrowserType.Other && browser.text('other', { as: 'browserOther' })}
      {fields.choice('serviceLength', options('serviceLength'))}
      {fields.multi('serviceTypes', options('serviceType'))}
      <TextField
        label={t('fields.price')}
        value={value.price === null ? '' : String(value.price)}
        onChange={(text) =>
          onChange({
            ...value,
            price: text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text),
          })
        }
        error={errors['price']}
      />
      {fields.check('acceptsPersonalConsultation')}
      {fields.check('acceptsFreeTrial')}
      {fields.choice('onlineExperience', options('onlineExperience'))}
      {reasons.multi('value', options('reason'), { as: 'reasons' })}
      {value.reasons.value.includes('other') && reasons.text('other', { as: 'reasonsOther' })}
      {religion.choice('value', options('religion'), { as: 'religion' })}
      {value.religion.value === ReligionType.Other && religion.text('other', { as: 'religionOther' })}
      {fields.choice('overThreeYearsOfService', yesNo)}
      {fields.text('therapyApproach', { long: true })}
      {foundUs.choice('value', options('foundUs'), { as: 'foundUs' })}
      {value.foundUs.value === 'other' && foundUs.text('other', { as: 'foundUsOther' })}
    </Stack>
  );
}
