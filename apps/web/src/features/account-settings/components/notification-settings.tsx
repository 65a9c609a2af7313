import { CAN_RESERVE_AFTER_HOURS, type TNotificationSetting } from '@app/contracts/profile';
import { Checkbox, Fieldset, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useSaveAppointmentSetting, useSaveNotificationSetting } from '../api/settings';
import { PushOnThisDevice } from './push-on-this-device';
import { SettingForm, useSaveFeedback } from './setting-form';

const flagGroups = [
  {
    legend: 'email',
    flags: ['useEmailCourseNotifyOneDay', 'useEmailCourseNotifyOneHour', 'useEmailCourseNotifyTenMinutes'],
  },
  {
    legend: 'push',
    flags: ['useFCMCourseNotifyOneDay', 'useFCMCourseNotifyOneHour', 'useFCMCourseNotifyTenMinutes'],
  },
] as const;

const whenOf = (flag: keyof TNotificationSetting) =>
  flag.endsWith('OneDay') ? 'oneDay' : flag.endsWith('OneHour') ? 'oneHour' : 'tenMinutes';

/** The six course reminders, by e-mail and by push, a day, an hour and ten minutes before. */
export function NotificationSettings({ start }: { start: TNotificationSetting }) {
  const { t } = useTranslation('settings');
  const save = useSaveNotificationSetting();
  const feedback = useSaveFeedback();
  // Only the six flags: the profile it starts from holds much else.
  const [flags, setFlags] = useState<TNotificationSetting>(() => ({
    useEmailCourseNotifyOneDay: start.useEmailCourseNotifyOneDay,
    useEmailCourseNotifyOneHour: start.useEmailCourseNotifyOneHour,
    useEmailCourseNotifyTenMinutes: start.useEmailCourseNotifyTenMinutes,
    useFCMCourseNotifyOneDay: start.useFCMCourseNotifyOneDay,
    useFCMCourseNotifyOneHour: start.useFCMCourseNotifyOneHour,
    useFCMCourseNotifyTenMinutes: start.useFCMCourseNotifyTenMinutes,
  }));
  const [anotherEmail, setAnotherEmail] = useState(start.anotherEmail ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ ...flags, anotherEmail: anotherEmail.trim() }, feedback(t('notifications.saved')));
  };
  return (
    <SettingForm group="notifications" lead busy={save.isPending} onSubmit={submit}>
      <Text fz="sm">{t('notifications.mailboxAlways')}</Text>
      {flagGroups.map((group) => (
        <Fieldset key={group.legend} legend={t(`notifications.${group.legend}`)}>
          <Stack gap="xs">
            {group.flags.map((flag) => (
              <Checkbox
                key={flag}
                label={t(`notifications.${whenOf(flag)}`)}
                checked={flags[flag]}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setFlags((current) => ({ ...current, [flag]: checked }));
                }}
              />
            ))}
          </Stack>
        </Fieldset>
      ))}
      <TextInput
        type="email"
        label={t('notifications.anotherEmail')}
        description={t('notifications.anotherEmailHint')}
        value={anotherEmail}
        onChange={(event) => setAnotherEmail(event.currentTarget.value)}
        autoComplete="email"
        maw={420}
      />
      <PushOnThisDevice />
    </SettingForm>
  );
}

/** The counselor's booking lead time: how long before a session it may be booked at the latest. */
export function AppointmentSettings({ start }: { start: number }) {
  const { t } = useTranslation('settings');
  const save = useSaveAppointmentSetting();
  const feedback = useSaveFeedback();
  const [hours, setHours] = useState(start);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ canReserveAfter: hours }, feedback(t('appointment.saved')));
  };
  return (
    <SettingForm group="appointment" busy={save.isPending} onSubmit={submit}>
      <NativeSelect
        label={t('appointment.canReserveAfter')}
        description={t('appointment.hint')}
        value={String(hours)}
        onChange={(event) => setHours(Number(event.currentTarget.value))}
        data={CAN_RESERVE_AFTER_HOURS.map((value) => ({
          value: String(value),
          label: t('appointment.hours', { count: value }),
        }))}
        maw={320}
      />
    </SettingForm>
  );
}
