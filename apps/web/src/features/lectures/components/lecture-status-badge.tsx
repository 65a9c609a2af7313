import type { TLectureStatus } from '@app/contracts/lectures';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

// Dark shades: readable (4.5:1) on the light badge's tint.
const STATUS_COLOR: Record<TLectureStatus, string> = {
  open: 'blue.9',
  confirmed: 'teal.9',
  canceled: 'gray.8',
  completed: 'gray.8',
};

/** 報名中, 確定開課, 已取消 or 已結束. */
export function LectureStatusBadge({ status }: { status: TLectureStatus }) {
  const { t } = useTranslation('lectures');
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" style={{ flexShrink: 0 }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
