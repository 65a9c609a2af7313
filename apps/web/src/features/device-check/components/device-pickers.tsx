import { Select, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { canChooseSpeaker } from '../test-tone';
import type { TDeviceChoice } from '../use-device-check';

const KINDS = [
  { kind: 'videoinput', key: 'cameraId', label: 'camera' },
  { kind: 'audioinput', key: 'microphoneId', label: 'microphone' },
  { kind: 'audiooutput', key: 'speakerId', label: 'speaker' },
] as const;

/** A picker per kind of device the browser lists; the system default first. */
export function DevicePickers({
  devices,
  choice,
  onChoose,
}: {
  devices: readonly MediaDeviceInfo[];
  choice: TDeviceChoice;
  onChoose: (next: Partial<TDeviceChoice>) => void;
}) {
  const { t } = useTranslation('devicecheck');
  const speakerChoosable = canChooseSpeaker();
  const pickers = KINDS.filter(({ kind }) => kind !== 'audiooutput' || speakerChoosable).map(
    ({ kind, key, label }) => {
      const ofKind = devices.filter((device) => device.kind === kind && device.deviceId !== 'default');
      if (ofKind.length === 0) return null;
      const data = [
        { value: '', label: t('devices.systemDefault') },
        ...ofKind.map((device, index) => ({
          value: device.deviceId,
          label: device.label || t('devices.unnamed', { kind: t(`devices.${label}`), number: index + 1 }),
        })),
      ];
      return (
        <Select
          key={kind}
          label={t(`devices.${label}`)}
          data={data}
          value={choice[key] ?? ''}
          allowDeselect={false}
          onChange={(value) => onChoose({ [key]: value || null })}
        />
      );
    },
  );
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>{pickers}</SimpleGrid>
      {!speakerChoosable && (
        <Text size="sm" c="dimmed">
          {t('devices.speakerFixed')}
        </Text>
      )}
    </>
  );
}
