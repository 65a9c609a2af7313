import type { TArticleStatus } from '@app/contracts/articles';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

// Dark shades: readable (4.5:1) on the light badge's tint.
const STATUS_COLOR: Record<TArticleStatus, string> = {
  draft: 'gray.8',
  in_review: 'blue.9',
  returned: 'orange.9',
  published: 'teal.9',
};

/** 草稿, 審核中, 已退回 or 已刊出. */
export function ArticleStatusBadge({ status }: { status: TArticleStatus }) {
  const { t } = useTranslation('columnWriting');
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" style={{ flexShrink: 0 }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
