import {
  DEVICE_CHECK_PARTS,
  DeviceCheckOutcome,
  deviceCheckAllOk,
  type TDeviceCheckPart,
} from '@app/contracts/device-check';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { formatDateTime } from '../../../lib/dates';
import { useCourseDeviceCheck } from '../api/get-course-device-check';

const CONNECTION_PARTS: readonly TDeviceCheckPart[] = ['direct', 'stun', 'turn'];

/**
 * One calm line for the counselor: how the client's latest device check before this course went,
 * naming only the parts that did not work. Nothing while it loads or when it cannot be read.
 */
export function ClientDeviceCheckSummary({ courseId }: { courseId: string }) {
  const { t } = useTranslation('devicecheck');
  const check = useCourseDeviceCheck(courseId);
  if (check.data === undefined) return null;
  const result = check.data;
  if (!result) {
    return (
      <Text size="sm" c="dimmed" data-testid="client-device-check">
        {t('summary.none')}
      </Text>
    );
  }
  const time = formatDateTime(result.checkedAt);
  if (deviceCheckAllOk(result)) {
    return (
      <Group gap="xs" data-testid="client-device-check">
        <Badge color="teal.9" variant="outline">
          {t('outcome.ok')}
        </Badge>
        <Text size="sm">{t('summary.allOk', { time })}</Text>
      </Group>
    );
  }
  // A way to connect that works is enough: the others are named only when none does.
  const connects = CONNECTION_PARTS.some((part) => result[part] === DeviceCheckOutcome.Ok);
  const parts = DEVICE_CHECK_PARTS.filter(
    (part) => result[part] !== DeviceCheckOutcome.Ok && (!connects || !CONNECTION_PARTS.includes(part)),
  )
    .map((part) => t(`parts.${part}`))
    .join(t('summary.separator'));
  return (
    <Group gap="xs" data-testid="client-device-check">
      <Badge color="red.9" variant="outline">
        {t('summary.attentionBadge')}
      </Badge>
      <Text size="sm">{t('summary.attention', { parts, time })}</Text>
    </Group>
  );
}
