import type { TCaseStatus } from '@app/contracts/treatment-cases';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

// Dark shades: readable (4.5:1) on the light badge's tint.
const STATUS_COLOR: Record<TCaseStatus, string> = { new: 'blue.9', ongoing: 'teal.9', closed: 'gray.8' };

export function CaseStatusBadge({ status }: { status: TCaseStatus }) {
  const { t } = useTranslation('cases');
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" style={{ flexShrink: 0 }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
