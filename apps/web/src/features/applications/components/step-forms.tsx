import {
  APPLICATION_LIMITS,
  APPLY_REASONS,
  AVAILABLE_PERIODS,
  FOUND_US_CHANNELS,
  LANGUAGES,
  ONLINE_EXPERIENCE,
  SPECIALTIES,
  emptyApplicationSteps,
  type TCounselorOrganizationStep,
  type TEducationStep,
  type TExperienceStep,
  type TLicensesStep,
  type TPersonalInfo,
  type TQuestionnaireStep,
} from '@app/contracts/counselor-applications';
import {
  BrowserType,
  DegreeType,
  genders,
  LicenseType,
  OSType,
  PracticeRole,
  ReligionType,
  ServiceLength,
  serviceTypes,
} from '@app/contracts/enums';
import type { TUpload } from '@app/contracts/uploads';
import { Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useValidationText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { ChoiceField, FileField, MultiField, TextField } from './fields';

/** What every step's form gets: its answers, their errors by dotted path, and the uploads. */
export type TStepProps<T> = {
  value: T;
  onChange: (value: T) => void;
  errors: Record<string, string>;
  files: Record<string, TUpload>;
  onUploaded: (upload: TUpload) => void;
};

function useOptions() {
  const { t } = useTranslation('application');
  return <T extends string | number>(group: string, values: readonly T[]) =>
    values.map((value) => ({ value, label: t(`options.${group}.${value}` as never) as string }));
}

const enumValues = <T extends Record<string, number>>(values: T) => Object.values(values) as T[keyof T][];

/** A list of entries with add (up to the limit) and remove. */
function Entries<T>({
  items,
  onChange,
  empty,
  limit,
  error,
  render,
}: {
  items: T[];
  onChange: (items: T[]) => void;
  empty: T;
  limit: number;
  error?: string | undefined;
  render: (item: T, set: (item: T) => void, index: number) => ReactNode;
}) {
  const { t } = useTranslation('application');
  const validationText = useValidationText();
  return (
    <Stack gap="sm">
      {items.map((item, index) => (
        <Card key={index} withBorder padding="sm">
          <Stack gap="xs">
            <Group justify="space-between">
              <Title order={3} fz="md">
                {t('entry', { number: index + 1 })}
              </Title>
              <Button
                variant="subtle"
                size="xs"
                color="red"
                onClick={() => onChange(items.filter((_, other) => other !== index))}
              >
                {t('actions.remove')}
              </Button>
            </Group>
            {render(
              item,
              (next) => onChange(items.map((old, other) => (other === index ? next : old))),
              index,
            )}
          </Stack>
        </Card>
      ))}
      {error && (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group>
        <Button
          variant="default"
          disabled={items.length >= limit}
          onClick={() => onChange([...items, empty])}
        >
          {t('actions.add')}
        </Button>
        {items.length >= limit && <Text size="sm">{validationText('validation.limit_reached')}</Text>}
      </Group>
    </Stack>
  );
}

export function PersonalInfoStep({ value, onChange, errors, files, onUploaded }: TStepProps<TPersonalInfo>) {
  const { t } = useTranslation('application');
  const options = useOptions();
  const set =
    <K extends keyof TPersonalInfo>(key: K) =>
    (next: TPersonalInfo[K]) =>
      onChange({ ...value, [key]: next });
  const text = (key: 'name' | 'address' | 'lineId' | 'bankCode' | 'bankAccountNumber') => (
    <TextField label={t(`fields.${key}`)} value={value[key]} onChange={set(key)} error={errors[key]} />
  );
  return (
    <Stack>
      {text('name')}
      <TextField
        label={t('fields.birthday')}
        value={value.birthday}
        onChange={set('birthday')}
        error={errors['birthday']}
      />
      <ChoiceField
        label={t('fields.gender')}
        value={value.gender}
        options={options('gender', genders)}
        onChange={set('gender')}
        error={errors['gender']}
      />
      {text('address')}
      {text('lineId')}
      <FileField
        label={t('fields.headshot')}
        purpose="headshot"
        value={value.headshot}
        file={value.headshot ? files[value.headshot] : undefined}
        onChange={(upload) => {
          if (upload) onUploaded(upload);
          set('headshot')(upload?.id ?? null);
        }}
        error={errors['headshot']}
      />
      <TextField
        label={t('fields.aboutMe')}
        long
        max={APPLICATION_LIMITS.longText}
        value={value.aboutMe}
        onChange={set('aboutMe')}
        error={errors['aboutMe']}
      />
      {text('bankCode')}
      {text('bankAccountNumber')}
      <FileField
        label={t('fields.passbook')}
        purpose="passbook"
        value={value.passbook}
        file={value.passbook ? files[value.passbook] : undefined}
        onChange={(upload) => {
          if (upload) onUploaded(upload);
          set('passbook')(upload?.id ?? null);
        }}
        error={errors['passbook']}
      />
    </Stack>
  );
}

export function EducationStep({ value, onChange, errors }: TStepProps<TEducationStep>) {
  const { t } = useTranslation('application');
  const options = useOptions();
  type E = TEducationStep['entries'][number];
  const empty: E = { school: '', department: '', degree: null, start: '', end: '', graduated: false };
  return (
    <Entries
      items={value.entries}
      onChange={(entries) => onChange({ entries })}
      empty={empty}
      limit={APPLICATION_LIMITS.entries}
      error={errors['entries']}
      render={(entry, set, index) => {
        const err = (key: string) => errors[`entries.${index}.${key}`];
        return (
          <>
            <TextField
              label={t('fields.school')}
              value={entry.school}
              onChange={(school) => set({ ...entry, school })}
              error={err('school')}
            />
            <TextField
              label={t('fields.department')}
              value={entry.department}
              onChange={(department) => set({ ...entry, department })}
              error={err('department')}
            />
            <ChoiceField
              label={t('fields.degree')}
              value={entry.degree}
              options={options('degree', enumValues(DegreeType))}
              onChange={(degree) => set({ ...entry, degree })}
              error={err('degree')}
            />
            <TextField
              label={t('fields.start')}
              value={entry.start}
              onChange={(start) => set({ ...entry, start })}
              error={err('start')}
            />
            <TextField
              label={t('fields.end')}
              value={entry.end}
              onChange={(end) => set({ ...entry, end })}
              error={err('end')}
            />
            <Checkbox
              label={t('fields.graduated')}
              checked={entry.graduated}
              onChange={(event) => set({ ...entry, graduated: event.currentTarget.checked })}
            />
          </>
        );
      }}
    />
  );
}

export function ExperienceStep({ value, onChange, errors }: TStepProps<TExperienceStep>) {
  const { t } = useTranslation('application');
  type E = TExperienceStep['entries'][number];
  const empty: E = {
    company: '',
    department: '',
    position: '',
    start: '',
    end: '',
    working: false,
    summary: '',
  };
  return (
    <Entries
      items={value.entries}
      onChange={(entries) => onChange({ entries })}
      empty={empty}
      limit={APPLICATION_LIMITS.entries}
      error={errors['entries']}
      render={(entry, set, index) => {
        const err = (key: string) => errors[`entries.${index}.${key}`];
        return (
          <>
            <TextField
              label={t('fields.company')}
              value={entry.company}
              onChange={(company) => set({ ...entry, company })}
              error={err('company')}
            />
            <TextField
              label={t('fields.department')}
              value={entry.department}
              onChange={(department) => set({ ...entry, department })}
              error={err('department')}
            />
            <TextField
              label={t('fields.position')}
              value={entry.position}
              onChange={(position) => set({ ...entry, position })}
              error={err('position')}
            />
            <TextField
              label={t('fields.start')}
              value={entry.start}
              onChange={(start) => set({ ...entry, start })}
              error={err('start')}
            />
            <TextField
              label={t('fields.end')}
              value={entry.end}
              onChange={(end) => set({ ...entry, end })}
              error={err('end')}
            />
            <Checkbox
              label={t('fields.working')}
              checked={entry.working}
              onChange={(event) => set({ ...entry, working: event.currentTarget.checked })}
            />
            <TextField
              label={t('fields.summary')}
              long
              max={APPLICATION_LIMITS.longText}
              value={entry.summary}
              onChange={(summary) => set({ ...entry, summary })}
              error={err('summary')}
            />
          </>
        );
      }}
    />
  );
}

export function OrganizationStep({
  value,
  onChange,
  errors,
  files,
  onUploaded,
}: TStepProps<TCounselorOrganizationStep>) {
  const { t } = useTranslation('application');
  const options = useOptions();
  const set =
    <K extends keyof TCounselorOrganizationStep>(key: K) =>
    (next: TCounselorOrganizationStep[K]) =>
      onChange({ ...value, [key]: next });
  const text = (
    key:
      | 'guild'
      | 'institutionName'
      | 'institutionCode'
      | 'institutionRegistrationNumber'
      | 'institutionValidUntil',
  ) => <TextField label={t(`fields.${key}`)} value={value[key]} onChange={set(key)} error={errors[key]} />;
  return (
    <Stack>
      {text('guild')}
      <ChoiceField
        label={t('fields.practiceRole')}
        value={value.practiceRole}
        options={options('practiceRole', enumValues(PracticeRole))}
        onChange={set('practiceRole')}
        error={errors['practiceRole']}
      />
      {text('institutionName')}
      {text('institutionCode')}
      {text('institutionRegistrationNumber')}
      {text('institutionValidUntil')}
      <Text fw={500}>{t('fields.attachments')}</Text>
      {value.attachments.map((id, index) => (
        <FileField
          key={id}
          label={`${t('fields.attachments')} ${index + 1}`}
          purpose="attachment"
          value={id}
          file={files[id]}
          onChange={() => set('attachments')(value.attachments.filter((other) => other !== id))}
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
            set('attachments')([...value.attachments, upload.id]);
          }}
          error={errors['attachments']}
        />
      )}
      <Text fw={500}>{t('fields.referrers')}</Text>
      <Entries
        items={value.referrers}
        onChange={set('referrers')}
        empty={{ name: '', contact: '' }}
        limit={APPLICATION_LIMITS.referrers}
        error={errors['referrers']}
        render={(referrer, change, index) => (
          <>
            <TextField
              label={t('fields.referrerName')}
              value={referrer.name}
              onChange={(name) => change({ ...referrer, name })}
              error={errors[`referrers.${index}.name`]}
            />
            <TextField
              label={t('fields.referrerContact')}
              value={referrer.contact}
              onChange={(contact) => change({ ...referrer, contact })}
              error={errors[`referrers.${index}.contact`]}
            />
          </>
        )}
      />
    </Stack>
  );
}

export function LicensesStep({ value, onChange, errors, files, onUploaded }: TStepProps<TLicensesStep>) {
  const { t } = useTranslation('application');
  const options = useOptions();
  type L = TLicensesStep['licenses'][number];
  const empty: L = {
    name: '',
    issuer: '',
    number: '',
    effectiveDate: '',
    licenseType: null,
    front: null,
    back: null,
  };
  return (
    <Entries
      items={value.licenses}
      onChange={(licenses) => onChange({ licenses })}
      empty={empty}
      limit={APPLICATION_LIMITS.entries}
      error={errors['licenses']}
      render={(license, set, index) => {
        const err = (key: string) => errors[`licenses.${index}.${key}`];
        const image = (side: 'front' | 'back') => (
          <FileField
            label={t(`fields.${side}`)}
            purpose={side === 'front' ? 'licenseFront' : 'licenseBack'}
            value={license[side]}
            file={license[side] ? files[license[side]] : undefined}
            onChange={(upload) => {
              if (upload) onUploaded(upload);
              set({ ...license, [side]: upload?.id ?? null });
            }}
            error={err(side)}
          />
        );
        return (
          <>
            <TextField
              label={t('fields.licenseName')}
              value={license.name}
              onChange={(name) => set({ ...license, name })}
              error={err('name')}
            />
            <TextField
              label={t('fields.issuer')}
              value={license.issuer}
              onChange={(issuer) => set({ ...license, issuer })}
              error={err('issuer')}
            />
            <TextField
              label={t('fields.number')}
              value={license.number}
              onChange={(number) => set({ ...license, number })}
              error={err('number')}
            />
            <TextField
              label={t('fields.effectiveDate')}
              value={license.effectiveDate}
              onChange={(effectiveDate) => set({ ...license, effectiveDate })}
              error={err('effectiveDate')}
            />
            <ChoiceField
              label={t('fields.licenseType')}
              value={license.licenseType}
              options={options('licenseType', enumValues(LicenseType))}
              onChange={(licenseType) => set({ ...license, licenseType })}
              error={err('licenseType')}
            />
            {image('front')}
            {image('back')}
          </>
        );
      }}
    />
  );
}

export function QuestionnaireStep({ value, onChange, errors }: TStepProps<TQuestionnaireStep>) {
  const { t } = useTranslation('application');
  const options = useOptions();
  const set =
    <K extends keyof TQuestionnaireStep>(key: K) =>
    (next: TQuestionnaireStep[K]) =>
      onChange({ ...value, [key]: next });
  const yesNo = [
    { value: true, label: t('yes') },
    { value: false, label: t('no') },
  ];
  const rank = (key: 'first' | 'second' | 'third', label: string) => (
    <MultiField
      label={label}
      value={value.specialties[key]}
      options={options('specialty', SPECIALTIES)}
      onChange={(next) => set('specialties')({ ...value.specialties, [key]: next })}
      error={errors[`specialties.${key}`]}
    />
  );
  return (
    <Stack>
      {rank('first', t('fields.specialtiesFirst'))}
      {rank('second', t('fields.specialtiesSecond'))}
      {rank('third', t('fields.specialtiesThird'))}
      <TextField
        label={t('fields.customSpecialty')}
        value={value.customSpecialty}
        onChange={set('customSpecialty')}
        error={errors['customSpecialty']}
      />
      <TextField
        label={t('fields.orientation')}
        long
        max={APPLICATION_LIMITS.longText}
        value={value.orientation}
        onChange={set('orientation')}
        error={errors['orientation']}
      />
      <TextField
        label={t('fields.adviceStyle')}
        long
        max={APPLICATION_LIMITS.longText}
        value={value.adviceStyle}
        onChange={set('adviceStyle')}
        error={errors['adviceStyle']}
      />
      <MultiField
        label={t('fields.languages')}
        value={value.languages.value}
        options={options('language', LANGUAGES)}
        onChange={(next) => set('languages')({ ...value.languages, value: next })}
        error={errors['languages.value']}
      />
      {value.languages.value.includes('other') && (
        <TextField
          label={t('fields.languagesOther')}
          value={value.languages.other}
          onChange={(other) => set('languages')({ ...value.languages, other })}
          error={errors['languages.other']}
        />
      )}
      <MultiField
        label={t('fields.availablePeriods')}
        value={value.availablePeriods}
        options={options('period', AVAILABLE_PERIODS)}
        onChange={set('availablePeriods')}
        error={errors['availablePeriods']}
      />
      <ChoiceField
        label={t('fields.os')}
        value={value.os}
        options={options('os', enumValues(OSType))}
        onChange={set('os')}
        error={errors['os']}
      />
      <ChoiceField
        label={t('fields.browser')}
        value={value.browser.value}
        options={options('browser', enumValues(BrowserType))}
        onChange={(next) => set('browser')({ ...value.browser, value: next })}
        error={errors['browser.value']}
      />
      {value.browser.value === BrowserType.Other && (
        <TextField
          label={t('fields.browserOther')}
          value={value.browser.other}
          onChange={(other) => set('browser')({ ...value.browser, other })}
          error={errors['browser.other']}
        />
      )}
      <ChoiceField
        label={t('fields.serviceLength')}
        value={value.serviceLength}
        options={options('serviceLength', enumValues(ServiceLength))}
        onChange={set('serviceLength')}
        error={errors['serviceLength']}
      />
      <MultiField
        label={t('fields.serviceTypes')}
        value={value.serviceTypes}
        options={options('serviceType', serviceTypes)}
        onChange={set('serviceTypes')}
        error={errors['serviceTypes']}
      />
      <TextField
        label={t('fields.price')}
        value={value.price === null ? '' : String(value.price)}
        onChange={(text) =>
          set('price')(text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text))
        }
        error={errors['price']}
      />
      <Checkbox
        label={t('fields.acceptsPersonalConsultation')}
        checked={value.acceptsPersonalConsultation}
        onChange={(event) => set('acceptsPersonalConsultation')(event.currentTarget.checked)}
      />
      <Checkbox
        label={t('fields.acceptsFreeTrial')}
        checked={value.acceptsFreeTrial}
        onChange={(event) => set('acceptsFreeTrial')(event.currentTarget.checked)}
      />
      <ChoiceField
        label={t('fields.onlineExperience')}
        value={value.onlineExperience}
        options={options('onlineExperience', ONLINE_EXPERIENCE)}
        onChange={set('onlineExperience')}
        error={errors['onlineExperience']}
      />
      <MultiField
        label={t('fields.reasons')}
        value={value.reasons.value}
        options={options('reason', APPLY_REASONS)}
        onChange={(next) => set('reasons')({ ...value.reasons, value: next })}
        error={errors['reasons.value']}
      />
      {value.reasons.value.includes('other') && (
        <TextField
          label={t('fields.reasonsOther')}
          value={value.reasons.other}
          onChange={(other) => set('reasons')({ ...value.reasons, other })}
          error={errors['reasons.other']}
        />
      )}
      <ChoiceField
        label={t('fields.religion')}
        value={value.religion.value}
        options={options('religion', enumValues(ReligionType))}
        onChange={(next) => set('religion')({ ...value.religion, value: next })}
        error={errors['religion.value']}
      />
      {value.religion.value === ReligionType.Other && (
        <TextField
          label={t('fields.religionOther')}
          value={value.religion.other}
          onChange={(other) => set('religion')({ ...value.religion, other })}
          error={errors['religion.other']}
        />
      )}
      <ChoiceField
        label={t('fields.overThreeYearsOfService')}
        value={value.overThreeYearsOfService}
        options={yesNo}
        onChange={set('overThreeYearsOfService')}
        error={errors['overThreeYearsOfService']}
      />
      <TextField
        label={t('fields.therapyApproach')}
        long
        max={APPLICATION_LIMITS.longText}
        value={value.therapyApproach}
        onChange={set('therapyApproach')}
        error={errors['therapyApproach']}
      />
      <ChoiceField
        label={t('fields.foundUs')}
        value={value.foundUs.value}
        options={options('foundUs', FOUND_US_CHANNELS)}
        onChange={(next) => set('foundUs')({ ...value.foundUs, value: next })}
        error={errors['foundUs.value']}
      />
      {value.foundUs.value === 'other' && (
        <TextField
          label={t('fields.foundUsOther')}
          value={value.foundUs.other}
          onChange={(other) => set('foundUs')({ ...value.foundUs, other })}
          error={errors['foundUs.other']}
        />
      )}
    </Stack>
  );
}

export { emptyApplicationSteps };
