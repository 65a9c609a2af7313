import { ZLeaveRequestSchema, type TLeavePreview } from '@app/contracts/schedule';
import { Alert, Button, Group, List, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { formatDateTime } from '../../../lib/dates';
import { useErrorText, useValidationText } from '../../../lib/form-errors';
import { previewLeave, useEndLeave, useLeaveList, useTakeLeave } from '../api/leave';
import { instantOf } from '../wall-clock';

/**
 * Leave over a date-time range (several days at once) with a required reason: first a preview of
 * how many bookings it cancels, then the confirmation; below, the leave ahead.
 */
export function LeavePanel({ viewerZone }: { viewerZone: string }) {
  const { t } = useTranslation('schedule');
  const errorText = useErrorText();
  const validationText = useValidationText();
  const leave = useLeaveList();
  const take = useTakeLeave();
  const endLeave = useEndLeave();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [preview, setPreview] = useState<TLeavePreview | null>(null);
  const [previewError, setPreviewError] = useState<unknown>(null);
  const [taken, setTaken] = useState<number | null>(null);

  const change = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    setPreview(null);
    setTaken(null);
    take.reset();
  };

  function request() {
    if (!start || !end) {
      setErrors({ end: t('leave.required') });
      return null;
    }
    const candidate = { start: instantOf(start, viewerZone), end: instantOf(end, viewerZone), reason };
    const result = ZLeaveRequestSchema.safeParse(candidate);
    if (!result.success) {
      const found: Record<string, string | undefined> = {};
      for (const issue of result.error.issues) found[String(issue.path[0])] = validationText(issue.message);
      setErrors(found);
      return null;
    }
    setErrors({});
    return result.data;
  }

  async function showPreview(event: FormEvent) {
    event.preventDefault();
    const valid = request();
    if (!valid) return;
    setPreviewError(null);
    try {
      setPreview(await previewLeave({ start: valid.start, end: valid.end }));
    } catch (error) {
      setPreviewError(error);
    }
  }

  function confirm() {
    const valid = request();
    if (!valid) return;
    take.mutate(valid, {
      onSuccess: (created) => {
        setTaken(created.cancelledCourses);
        setPreview(null);
        setStart('');
        setEnd('');
        setReason('');
      },
    });
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="leave-title">
      <Stack gap="md">
        <Title order={2} fz="xl" id="leave-title">
          {t('leave.title')}
        </Title>
        <Text c="gray.8">{t('leave.lead')}</Text>
        <form noValidate onSubmit={showPreview} aria-labelledby="leave-title">
          <Stack gap="sm" maw={520}>
            <Group grow align="flex-start">
              <TextInput
                type="datetime-local"
                step={1800}
                label={t('leave.start')}
                value={start}
                onChange={(event) => change(setStart)(event.currentTarget.value)}
                error={errors.start}
                required
              />
              <TextInput
                type="datetime-local"
                step={1800}
                label={t('leave.end')}
                value={end}
                onChange={(event) => change(setEnd)(event.currentTarget.value)}
                error={errors.end}
                required
              />
            </Group>
            <Textarea
              label={t('leave.reason')}
              description={t('leave.reasonHint')}
              value={reason}
              onChange={(event) => change(setReason)(event.currentTarget.value)}
              error={errors.reason}
              maxLength={200}
              rows={3}
              required
            />
            {previewError !== null && (
              <Alert color="red" role="alert">
                {errorText(previewError)}
              </Alert>
            )}
            {take.error && (
              <Alert color="red" role="alert">
                {errorText(take.error)}
              </Alert>
            )}
            {preview ? (
              <Stack gap="sm">
                <Alert color={preview.cancelledCourses > 0 ? 'orange' : 'blue'} role="status">
                  {t('leave.previewResult', { count: preview.cancelledCourses })}
                </Alert>
                <Group>
                  <Button color="red.9" onClick={confirm} loading={take.isPending}>
                    {t('leave.confirm')}
                  </Button>
                  <Button variant="default" onClick={() => setPreview(null)}>
                    {t('leave.change')}
                  </Button>
                </Group>
              </Stack>
            ) : (
              <Button type="submit" variant="light" style={{ alignSelf: 'flex-start' }}>
                {t('leave.preview')}
              </Button>
            )}
            {taken !== null && (
              <Alert color="green" role="status">
                {t('leave.taken', { count: taken })}
              </Alert>
            )}
          </Stack>
        </form>
        <Title order={3} fz="lg">
          {t('leave.list')}
        </Title>
        {leave.data && leave.data.length === 0 && <Text c="gray.8">{t('leave.none')}</Text>}
        {leave.data && leave.data.length > 0 && (
          <List aria-label={t('leave.list')} spacing="xs">
            {leave.data.map((item) => {
              const period = t('leave.period', {
                start: formatDateTime(item.start),
                end: formatDateTime(item.end),
              });
              // As of the list's reading: the server decides either way (a leave begun ends now).
              const begun = Date.parse(item.start) <= leave.dataUpdatedAt;
              return (
                <List.Item key={item.id}>
                  <Group gap="sm" wrap="wrap">
                    <Text>
                      {period}：{item.reason}
                    </Text>
                    <Button
                      size="compact-sm"
                      variant="default"
                      loading={endLeave.isPending && endLeave.variables === item.id}
                      onClick={() => endLeave.mutate(item.id)}
                      aria-label={t(begun ? 'leave.endNowOf' : 'leave.removeOf', { period })}
                    >
                      {t(begun ? 'leave.endNow' : 'leave.remove')}
                    </Button>
                  </Group>
                </List.Item>
              );
            })}
          </List>
        )}
        {endLeave.isError && (
          <Alert color="red" role="alert">
            {errorText(endLeave.error)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
