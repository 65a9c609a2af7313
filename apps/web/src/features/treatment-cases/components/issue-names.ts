import type { TTopicCategory } from '@app/contracts/topic-categories';
import { useTranslation } from '../../../lib/use-translation';

/** A case's issues as one line of their names, in the language's list style. */
export function useIssueNames(): (issues: readonly TTopicCategory[]) => string {
  const { t } = useTranslation('directory');
  return (issues) => issues.map((issue) => t(`categories.${issue}`)).join(t('team.listSeparator'));
}
