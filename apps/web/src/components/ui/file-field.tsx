import type { TUpload, TUploadPurpose } from '@app/contracts/uploads';
import { Anchor, Button, Group, Image, Input, Progress, Stack, Text } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { uploadFile } from '../../lib/upload-file';
import { useTranslation } from '../../lib/use-translation';

/**
 * A document to upload: choose a file, watch it go up, see it (images) or open it (PDF).
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
  const { t } = useTranslation('common');
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const isPdf = purpose === 'attachment';

  const upload = async (chosen: File) => {
    setFailure(null);
    setProgress(0);
    try {
      onChange(
        await uploadFile<TUpload>('/Upload', 'file', chosen, {
          fields: { purpose },
          onProgress: (share) => setProgress(Math.round(share * 100)),
        }),
      );
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

/** An uploaded document as its viewers see it: a picture (opening full size), or a link to the PDF. */
export function UploadedDocument({ upload, label }: { upload: TUpload; label: string }) {
  const { t } = useTranslation('common');
  return upload.contentType === 'application/pdf' ? (
    <Anchor href={upload.url} target="_blank" rel="noopener">
      {t('upload.open')}
    </Anchor>
  ) : (
    <Anchor href={upload.url} target="_blank" rel="noopener">
      <Image src={upload.url} alt={label} maw={200} radius="sm" />
    </Anchor>
  );
}
