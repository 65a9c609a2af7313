import type { TLecture } from '@app/contracts/lectures';
import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Fact } from '../../../components/ui/card';
import { PageSection } from '../../../components/ui/page-section';
import { useTranslation } from '../../../lib/use-translation';
import { LectureFacts, MembersFact } from './lecture-facts';
import { LectureHost } from './lecture-host';
import { LectureRules } from './lecture-rules';
import { LectureStatusBadge } from './lecture-status-badge';

/** Text as its author wrote it, line breaks kept. */
function Prose({ children }: { children: string }) {
  return <Text style={{ whiteSpace: 'pre-line' }}>{children}</Text>;
}

/**
 * Everything of a lecture: title, status, who leads it, its facts, what it is about, what members
 * should know, the sign-up rules in plain words, and the page's call to action (`action`).
 */
export function LectureDetail({ lecture, action }: { lecture: TLecture; action: ReactNode }) {
  const { t } = useTranslation('lectures');
  return (
    <Stack component="article" gap="xl">
      <Stack gap="sm">
        <Group gap="sm" align="center">
          <Title order={1}>{lecture.title}</Title>
          <LectureStatusBadge status={lecture.status} />
        </Group>
        <LectureHost host={lecture.host} />
      </Stack>
      <LectureFacts lecture={lecture}>
        <Fact term={t('facts.length')} value={t('facts.minutes', { minutes: lecture.lengthMinutes })} />
        <MembersFact lecture={lecture} />
      </LectureFacts>
      <PageSection title={t('lecture.about')}>
        <Prose>{lecture.description}</Prose>
      </PageSection>
      {lecture.signupNote && (
        <PageSection title={t('lecture.signupNote')}>
          <Prose>{lecture.signupNote}</Prose>
        </PageSection>
      )}
      <LectureRules lecture={lecture} />
      {action}
    </Stack>
  );
}
