import {
  APPLICATION_LIMITS,
  type TApplicationLicense,
  type TCounselorOrganizationStep,
  type TEducationEntry,
  type TEducationStep,
  type TExperienceEntry,
  type TExperienceStep,
  type TLicensesStep,
  type TPersonalInfo,
} from '@app/contracts/counselor-applications';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { useApplicationFields, type TStepProps } from './bound-fields';
import { EntryList } from './entry-list';
import { FileField } from '../../../components/ui/file-field';

const emptyEducation: TEducationEntry = {
  school: '',
  department: '',
  degree: null,
  start: '',
  end: '',
  graduated: false,
};
const emptyExperience: TExperienceEntry = {
  company: '',
  department: '',
  position: '',
  start: '',
  end: '',
  working: false,
  summary: '',
};
const emptyLicense: TApplicationLicense = {
  name: '',
  issuer: '',
  number: '',
  effectiveDate: '',
  licenseType: null,
  front: null,
  back: null,
};

export function PersonalInfoStep(props: TStepProps<TPersonalInfo>) {
  const { bind, options } = useApplicationFields();
  const fields = bind(props);
  return (
    <Stack>
      {fields.text('name')}
      {fields.text('birthday')}
      {fields.choice('gender', options('gender'))}
      {fields.text('address')}
      {fields.text('lineId')}
      {fields.file('headshot', 'headshot')}
      {fields.text('aboutMe', { long: true })}
      {fields.text('bankCode')}
      {fields.text('bankAccountNumber')}
      {fields.file('passbook', 'passbook')}
    </Stack>
  );
}

export function EducationStep(props: TStepProps<TEducationStep>) {
  const { options } = useApplicationFields();
  return (
    <EntryList
      answers={props}
      list="entries"
      empty={emptyEducation}
      render={(entry) => (
        <>
          {entry.text('school')}
          {entry.text('department')}
          {entry.choice('degree', options('degree'))}
          {entry.text('start')}
          {entry.text('end')}
          {entry.check('graduated')}
        </>
      )}
    />
  );
}

export function ExperienceStep(props: TStepProps<TExperienceStep>) {
  return (
    <EntryList
      answers={props}
      list="entries"
      empty={emptyExperience}
      render={(entry) => (
        <>
          {entry.text('company')}
          {entry.text('department')}
          {entry.text('position')}
          {entry.text('start')}
          {entry.text('end')}
          {entry.check('working')}
          {entry.text('summary', { long: true })}
        </>
      )}
    />
  );
}

export function OrganizationStep(props: TStepProps<TCounselorOrganizationStep>) {
  const { value, onChange, errors, files, onUploaded } = props;
  const { t } = useTranslation('application');
  const { bind, options } = useApplicationFields();
  const fields = bind(props);
  const setAttachments = (attachments: string[]) => onChange({ ...value, attachments });
  return (
    <Stack>
      {fields.text('guild')}
      {fields.choice('practiceRole', options('practiceRole'))}
      {fields.text('institutionName')}
      {fields.text('institutionCode')}
      {fields.text('institutionRegistrationNumber')}
      {fields.text('institutionValidUntil')}
      <Text fw={500}>{t('fields.attachments')}</Text>
      {value.attachments.map((id, index) => (
        <FileField
          key={id}
          label={`${t('fields.attachments')} ${index + 1}`}
          purpose="attachment"
          value={id}
          file={files[id]}
          onChange={() => setAttachments(value.attachments.filter((other) => other !== id))}
          error={errors[`attachments.${index}`]}
        />
      ))}
      {value.attachments.length < APPLICATION_LIMITS.entries && (
        <FileField
          label={`${t('fields.attachments')} ${value.attachments.length + 1}`}
          purpose="attachment"
          value={null}
          file={undefined}
          onChange={(upload) => {
            if (!upload) return;
            onUploaded(upload);
            setAttachments([...value.attachments, upload.id]);
          }}
          error={errors['attachments']}
        />
      )}
      <Text fw={500}>{t('fields.referrers')}</Text>
      <EntryList
        answers={props}
        list="referrers"
        empty={{ name: '', contact: '' }}
        limit={APPLICATION_LIMITS.referrers}
        render={(referrer) => (
          <>
            {referrer.text('name', { as: 'referrerName' })}
            {referrer.text('contact', { as: 'referrerContact' })}
          </>
        )}
      />
    </Stack>
  );
}

export function LicensesStep(props: TStepProps<TLicensesStep>) {
  const { options } = useApplicationFields();
  return (
    <EntryList
      answers={props}
      list="licenses"
      empty={emptyLicense}
      render={(license) => (
        <>
          {license.text('name', { as: 'licenseName' })}
          {license.text('issuer')}
          {license.text('number')}
          {license.text('effectiveDate')}
          {license.choice('licenseType', options('licenseType'))}
          {license.file('front', 'licenseFront')}
          {license.file('back', 'licenseBack')}
        </>
      )}
    />
  );
}
