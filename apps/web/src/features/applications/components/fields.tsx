import type { TUpload, TUploadPurpose } from '@app/contracts/uploads';
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Image,
  Input,
  NativeSelect,
  Progress,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';
import { uploadApplicationFile } from '../api/applications';

/** A text field of the application; `max` shows a counter. */
export function TextField({
  label,
  value,
  onChange,
  error,
  long = false,
  max,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  long?: boolean;
  max?: number;
}) {
  const common = {
    label,
    value,
    error,
    description: max ? `${value.trim().length} / ${max}` : undefined,
    onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
  };
  return long ? <Textarea autosize minRows={3} {...common} /> : <TextInput {...common} />;
}

/** One choice from a list (null until chosen). */
export function ChoiceField<T extends string | number | boolean>({
  label,
  value,
  options,
  onChange,
  error,
}: {
  label: string;
  value: T | null;
  options: { value: T; label: string }[];
  onChange: (value: T | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('application');
  return (
    <NativeSelect
      label={label}
      error={error}
      value={value === null ? '' : String(value)}
      onChange={(event) => {
        const picked = options.find((option) => String(option.value) === event.currentTarget.value);
        onChange(picked ? picked.value : null);
      }}
      data={[
        { value: '', label: t('choose') },
        ...options.map((option) => ({ value: String(option.value), label: option.label })),
      ]}
    />
  );
}

/** Several choices (check boxes). */
export function MultiField<T extends string>({
  label,
  value,
  options,
  onChange,
  error,
}: {
  label: string;
  value: T[];
  options: { value: T; label: string }[];
  onChange: (value: T[]) => void;
  error?: string | undefined;
}) {
  return (
    <Checkbox.Group label={label} value={value} onChange={(next) => onChange(next as T[])} error={error}>
      <Group mt={4} gap="md">
        {options.map((option) => (
          <Checkbox key={option.value} value={option.value} label={option.label} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

/**
 * A document of the application: choose a file, watch it go up, see it (images) or open it (PDF).
 * `value` is the upload's id; `file` what the server answered about it (with a signed link).
 */
export function FileField({
  label,
  purpose,
  value,
  file,
  onChange,
  error,
}: {
  label: string;
  purpose: TUploadPurpose;
  value: string | null;
  file: TUpload | undefined;
  onChange: (upload: TUpload | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('application');
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const isPdf = purpose === 'attachment';

  const upload = async (chosen: File) => {
    setFailure(null);
    setProgress(0);
    try {
      onChange(await uploadApplicationFile(purpose, chosen, (share) => setProgress(Math.round(share * 100))));
    } catch (caught) {
      setFailure(
        (caught instanceof ApiError ? caught.fieldErrors[0]?.message : undefined) ?? t('upload.failed'),
      );
    } finally {
      setProgress(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <Input.Wrapper
      id={inputId}
      label={label}
      description={isPdf ? t('upload.pdfHint') : t('upload.imageHint')}
      error={failure ?? error}
    >
      <Stack gap="xs" mt={4}>
        <input
          ref={fileInput}
          id={inputId}
          type="file"
          accept={isPdf ? 'application/pdf' : 'image/jpeg,image/png'}
          disabled={progress !== null}
          onChange={(event) => {
            const chosen = event.currentTarget.files?.[0];
            if (chosen) void upload(chosen);
          }}
        />
        {progress !== null && (
          <Group gap="xs" role="status">
            <Progress value={progress} w={200} aria-label={t('upload.uploading', { percent: progress })} />
            <Text size="sm">{t('upload.uploading', { percent: progress })}</Text>
          </Group>
        )}
        {value !== null && (
          <Group gap="sm">
            {file && !isPdf && <Image src={file.url} alt={label} maw={160} radius="sm" />}
            {file && isPdf && (
              <Anchor href={file.url} target="_blank" rel="noopener">
                {t('upload.open')}
              </Anchor>
            )}
            {!file && <Text size="sm">{t('upload.uploaded')}</Text>}
            <Button variant="default" size="xs" onClick={() => onChange(null)}>
              {t('upload.remove')}
            </Button>
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
