import {
  ScheduleRepeat,
  timeOfDay,
  ZServiceTimeRequestSchema,
  type TScheduleRepeat,
} from '@app/contracts/schedule';
import { Alert, Button, Checkbox, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useErrorText, useValidationText } from '../../../lib/form-errors';
import { useAddServiceTime } from '../api/calendar';
import { instantOf } from '../wall-clock';

const HALF_HOURS = Array.from({ length: 48 }, (_, index) => timeOfDay(index * 30));

export type TServiceTimeDraft = { date: string; start: string; end: string };

/**
 * Adds one-off service hours on a date (the viewer's zone), once or repeated daily, weekly or
 * monthly until a date, with the kinds of session offered.
 */
export function ServiceTimeDialog({
  draft,
  viewerZone,
  onClose,
}: {
  draft: TServiceTimeDraft;
  viewerZone: string;
  onClose: (created?: number) => void;
}) {
  const { t } = useTranslation('schedule');
  const errorText = useErrorText();
  const validationText = useValidationText();
  const add = useAddServiceTime();
  const [date, setDate] = useState(draft.date);
  const [start, setStart] = useState(draft.start);
  const [end, setEnd] = useState(draft.end);
  const [repeat, setRepeat] = useState<TScheduleRepeat>('never');
  const [until, setUntil] = useState('');
  const [voice, setVoice] = useState(true);
  const [video, setVideo] = useState(true);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!date) {
      setErrors({ date: t('dialog.dateRequired') });
      return;
    }
    const startsAt = instantOf(`${date}T${start}`, viewerZone);
    // An end at or before the start is taken as the next midnight only for 00:00.
    const endsAt =
      end === '00:00'
        ? new Date(Date.parse(instantOf(`${date}T00:00`, viewerZone)) + 86_400_000).toISOString()
        : instantOf(`${date}T${end}`, viewerZone);
    const request = {
      start: startsAt,
      end: endsAt,
      voice,
      video,
      repeat,
      ...(repeat !== 'never' && until
        ? { until: new Date(Date.parse(instantOf(`${until}T00:00`, viewerZone)) + 86_400_000).toISOString() }
        : {}),
    };
    const result = ZServiceTimeRequestSchema.safeParse(request);
    if (!result.success) {
      const found: Record<string, string | undefined> = {};
      for (const issue of result.error.issues) found[String(issue.path[0])] = validationText(issue.message);
      setErrors(found);
      return;
    }
    setErrors({});
    add.mutate(request, { onSuccess: (created) => onClose(created.created) });
  }

  return (
    <Modal
      opened
      onClose={() => onClose()}
      title={t('dialog.title')}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
      centered
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            type="date"
            label={t('dialog.date')}
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
            error={errors.date}
            required
          />
          <Group grow>
            <NativeSelect
              label={t('dialog.start')}
              data={HALF_HOURS}
              value={start}
              onChange={(event) => setStart(event.currentTarget.value)}
              error={errors.start}
            />
            <NativeSelect
              label={t('dialog.end')}
              data={HALF_HOURS}
              value={end}
              onChange={(event) => setEnd(event.currentTarget.value)}
              error={errors.end}
            />
          </Group>
          <NativeSelect
            label={t('dialog.repeat')}
            data={ScheduleRepeat.map((value) => ({ value, label: t(`dialog.repeats.${value}`) }))}
            value={repeat}
            onChange={(event) => setRepeat(event.currentTarget.value as TScheduleRepeat)}
          />
          {repeat !== 'never' && (
            <TextInput
              type="date"
              label={t('dialog.until')}
              value={until}
              onChange={(event) => setUntil(event.currentTarget.value)}
              error={errors.until}
            />
          )}
          <Checkbox.Group
            label={t('dialog.types')}
            error={errors.video}
            value={[...(voice ? ['voice'] : []), ...(video ? ['video'] : [])]}
            onChange={(values) => {
              setVoice(values.includes('voice'));
              setVideo(values.includes('video'));
            }}
          >
            <Group mt="xs">
              <Checkbox value="voice" label={t('template.voice')} />
              <Checkbox value="video" label={t('template.video')} />
            </Group>
          </Checkbox.Group>
          {add.error && (
            <Alert color="red" role="alert">
              {errorText(add.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => onClose()}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {t('dialog.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
