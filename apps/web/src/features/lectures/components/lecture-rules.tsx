import type { TLecture } from '@app/contracts/lectures';
import { List } from '@mantine/core';
import { PageSection } from '../../../components/ui/page-section';
import { formatDateTime } from '../../../lib/dates';
import { useTranslation } from '../../../lib/use-translation';

/** What signing up means, in plain words: paying, the deadline, the minimum, and withdrawing. */
export function LectureRules({ lecture }: { lecture: TLecture }) {
  const { t } = useTranslation('lectures');
  return (
    <PageSection title={t('rules.title')}>
      <List spacing="xs">
        <List.Item>{t('rules.payment')}</List.Item>
        <List.Item>{t('rules.deadline', { deadline: formatDateTime(lecture.signupDeadline) })}</List.Item>
        <List.Item>{t('rules.minimum', { min: lecture.minMembers })}</List.Item>
        <List.Item>{t('rules.withdraw')}</List.Item>
      </List>
    </PageSection>
  );
}
