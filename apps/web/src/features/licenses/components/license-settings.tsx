import { LicenseReviewStatus, LicenseType } from '@app/contracts/enums';
import {
  MAX_LICENSES,
  ZLicenseChangeSubmitSchema,
  type TLicense,
  type TLicenseChangeSubmit,
} from '@app/contracts/license-changes';
import type { TUpload } from '@app/contracts/uploads';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Fieldset, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, type Path } from 'react-hook-form';
import { FileField } from '../../../components/ui/file-field';
import { PageLoader } from '../../../components/ui/page-loader';
import { showFieldErrors, useErrorText, useValidationText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { showToast } from '../../../shell/overlays/toast';
import { useOwnLicenses, useSubmitLicenses } from '../api/licenses';
import { LicenseTable } from './license-table';

type TForm = TLicenseChangeSubmit;

const blankLicense: TForm['licenses'][number] = {
  name: '',
  issuer: '',
  number: '',
  effectiveDate: '',
  expiresOn: '',
  licenseType: LicenseType.CounselorLicense,
  front: null,
  back: null,
};

/** The accepted licences as the form starts from them (an expiry not recorded is left to fill in). */
function formOf(licenses: TLicense[]): TForm {
  return {
    licenses:
      licenses.length > 0
        ? licenses.map((license) => ({ ...license, expiresOn: license.expiresOn ?? '' }))
        : [blankLicense],
  };
}

const textFields = ['name', 'issuer', 'number'] as const;
const dateFields = ['effectiveDate', 'expiresOn'] as const;
const imageFields = [
  { side: 'front', purpose: 'licenseFront' },
  { side: 'back', purpose: 'licenseBack' },
] as const;

/** The licences form: every licence's fields, add and remove, sent for review as a whole. */
function LicenseForm({
  start,
  startFiles,
  onDone,
}: {
  start: TLicense[];
  startFiles: Record<string, TUpload>;
  onDone: () => void;
}) {
  const { t } = useTranslation('licenses');
  // The images the form shows: those already kept, and each one uploaded here.
  const [files, setFiles] = useState(startFiles);
  const submit = useSubmitLicenses();
  const validationText = useValidationText();
  const errorText = useErrorText();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TForm>({ resolver: zodResolver(ZLicenseChangeSubmitSchema), defaultValues: formOf(start) });
  const { fields, append, remove } = useFieldArray({ control, name: 'licenses' });

  const paths = fields.flatMap((_field, index) =>
    [...textFields, ...dateFields, 'licenseType', 'front', 'back'].map(
      (name) => `licenses.${index}.${name}` as Path<TForm>,
    ),
  );

  const send = handleSubmit((values) =>
    submit.mutate(values, {
      onSuccess: () => {
        showToast({ message: t('settings.submitted') });
        onDone();
      },
      onError: (error) => {
        if (!showFieldErrors(error, setError, paths)) showToast({ color: 'red', message: errorText(error) });
      },
    }),
  );

  return (
    <form onSubmit={send} noValidate>
      <Stack gap="md">
        {fields.map((field, index) => {
          const number = index + 1;
          const fieldErrors = errors.licenses?.[index];
          return (
            <Fieldset key={field.id} legend={t('settings.license', { number })}>
              <Stack gap="sm">
                {textFields.map((name) => (
                  <TextInput
                    key={name}
                    label={t(`fields.${name}`)}
                    required
                    maxLength={100}
                    error={validationText(fieldErrors?.[name]?.message)}
                    {...register(`licenses.${index}.${name}`)}
                  />
                ))}
                <NativeSelect
                  label={t('fields.licenseType')}
                  data={[
                    { value: String(LicenseType.CounselorLicense), label: t('type.0') },
                    { value: String(LicenseType.ProfessionalLicense), label: t('type.1') },
                  ]}
                  {...register(`licenses.${index}.licenseType`, { valueAsNumber: true })}
                />
                <Group grow align="flex-start">
                  {dateFields.map((name) => (
                    <TextInput
                      key={name}
                      type="date"
                      label={t(`fields.${name}`)}
                      required
                      error={validationText(fieldErrors?.[name]?.message)}
                      {...register(`licenses.${index}.${name}`)}
                    />
                  ))}
                </Group>
                {imageFields.map(({ side, purpose }) => (
                  <Controller
                    key={side}
                    control={control}
                    name={`licenses.${index}.${side}`}
                    render={({ field: image }) => (
                      <FileField
                        label={t(`fields.${side}`)}
                        purpose={purpose}
                        value={image.value ?? null}
                        file={image.value ? files[image.value] : undefined}
                        error={validationText(fieldErrors?.[side]?.message)}
                        onChange={(upload) => {
                          if (upload) setFiles((known) => ({ ...known, [upload.id]: upload }));
                          image.onChange(upload?.id ?? null);
                        }}
                      />
                    )}
                  />
                ))}
                {fields.length > 1 && (
                  <Button variant="subtle" color="red" w="fit-content" onClick={() => remove(index)}>
                    {t('settings.remove', { number })}
                  </Button>
                )}
              </Stack>
            </Fieldset>
          );
        })}
        {errors.licenses?.message && (
          <Text c="red.8" role="alert">
            {validationText(errors.licenses.message)}
          </Text>
        )}
        <Group>
          {fields.length < MAX_LICENSES && (
            <Button variant="light" onClick={() => append(blankLicense)}>
              {t('settings.add')}
            </Button>
          )}
          <Button type="submit" loading={submit.isPending}>
            {t('settings.submit')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('settings.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Account settings, licences: the verified licences, the latest request's status, and the change form. */
export function LicenseSettings() {
  const { t } = useTranslation('licenses');
  const own = useOwnLicenses();
  const [editing, setEditing] = useState(false);

  if (own.isPending) return <PageLoader label={t('settings.loading')} />;
  if (own.isError)
    return (
      <Alert color="red" role="alert">
        {t('settings.error')}
      </Alert>
    );
  const { licenses, request, files } = own.data;
  const waiting = request?.status === LicenseReviewStatus.UnderReview;
  return (
    <Stack gap="md">
      <Title order={2}>{t('settings.title')}</Title>
      <Text>{t('settings.lead')}</Text>
      {licenses.length > 0 ? (
        <LicenseTable licenses={licenses} caption={t('settings.current')} files={files} />
      ) : (
        <Text>{t('settings.none')}</Text>
      )}
      {request && request.status !== LicenseReviewStatus.Discard && (
        <Alert
          color={request.status === LicenseReviewStatus.NotAccepted ? 'red' : waiting ? 'blue' : 'teal'}
          role="status"
        >
          <Stack gap={4}>
            <Text>{t('settings.latest', { status: t(`settings.status.${request.status}`) })}</Text>
            {request.reason && <Text>{t('settings.reason', { reason: request.reason })}</Text>}
          </Stack>
        </Alert>
      )}
      {waiting && <LicenseTable licenses={request.licenses} caption={t('review.proposed')} files={files} />}
      {editing ? (
        <LicenseForm
          start={waiting ? request.licenses : licenses}
          startFiles={files}
          onDone={() => setEditing(false)}
        />
      ) : (
        <Button w="fit-content" onClick={() => setEditing(true)}>
          {t('settings.edit')}
        </Button>
      )}
    </Stack>
  );
}
