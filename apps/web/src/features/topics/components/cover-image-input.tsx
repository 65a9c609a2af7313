import type { TCoverUpload } from '@app/contracts/issue-courses';
import { Button, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { uploadFile } from '../../../lib/upload-file';
import { useTranslation } from '../../../lib/use-translation';
import { ImageCover } from './image-cover';

/**
 * The topic editor's cover image: choose a JPG or PNG, watch it go up, see it, or remove it.
 * `value` is the uploaded image's path (empty for none); the server checks the file.
 */
export function CoverImageInput({
  value,
  onChange,
  error,
  disabled = false,
}: {
  value: string;
  onChange: (path: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation('topics');
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const upload = async (file: File) => {
    setFailure(null);
    setProgress(0);
    try {
      const stored = await uploadFile<TCoverUpload>('/IssueCourse/Cover', 'file', file, {
        onProgress: (share) => setProgress(Math.round(share * 100)),
      });
      onChange(stored.coverImage);
    } catch (caught) {
      const fieldMessage = caught instanceof ApiError ? caught.fieldErrors[0]?.message : undefined;
      setFailure(fieldMessage ?? t('form.coverImageFailed'));
    } finally {
      setProgress(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <Input.Wrapper
      id={inputId}
      label={t('form.coverImage')}
      description={t('form.coverImageHint')}
      error={failure ?? error}
    >
      <Stack gap="xs" mt={4}>
        <input
          ref={fileInput}
          id={inputId}
          type="file"
          accept="image/jpeg,image/png"
          disabled={disabled || progress !== null}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) void upload(file);
          }}
        />
        {progress !== null && (
          <Group gap="xs" role="status">
            <Progress
              value={progress}
              w={200}
              aria-label={t('form.coverImageUploading', { percent: progress })}
            />
            <Text size="sm">{t('form.coverImageUploading', { percent: progress })}</Text>
          </Group>
        )}
        {value !== '' && (
          <>
            <ImageCover path={value} alt={t('form.coverImagePreview')} maw={360} />
            <Group>
              <Button variant="default" size="xs" disabled={disabled} onClick={() => onChange('')}>
                {t('form.coverImageRemove')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
