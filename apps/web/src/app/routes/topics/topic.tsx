import { ErrorCode } from '@app/contracts/error-codes';
import type { TPublicIssueCourseDetail } from '@app/contracts/issue-courses';
import { Alert, Anchor, Container, Stack } from '@mantine/core';
import type { TFunction } from '../../../lib/translator';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { WaitlistSection } from '../../../features/bookings/components/waitlist-section';
import { CounselorSummary } from '../../../features/counselors/components/counselor-summary';
import { NextAvailableSlots } from '../../../features/schedule/components/next-available-slots';
import { useTopic } from '../../../features/topics/api/get-topic';
import { topicCategoryLabel } from '../../../features/topics/components/topic-category';
import { TopicDetail } from '../../../features/topics/components/topic-detail';
import { ApiError } from '../../../lib/api-client';
import { usePageHead } from '../../../lib/page-head';

/** schema.org's view of a topic: a counseling service by a person, at a price in New Taiwan dollars. */
function topicStructuredData(topic: TPublicIssueCourseDetail, t: TFunction<'directory'>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: topic.title,
    serviceType: topicCategoryLabel(t, topic.category),
    ...(topic.description && { description: topic.description }),
    ...(topic.targetAudience && {
      audience: { '@type': 'Audience', audienceType: topic.targetAudience },
    }),
    areaServed: { '@type': 'Country', name: 'TW' },
    provider: {
      '@type': 'Person',
      name: topic.counselor.fullName,
      jobTitle: t('counselor.jobTitle'),
    },
    offers: { '@type': 'Offer', price: topic.price, priceCurrency: 'TWD' },
  };
}

/** /focusissues/{id}: one published topic's public page. */
export default function TopicPage() {
  const { t } = useTranslation('directory');
  const { topicId = '' } = useParams();
  const topic = useTopic(topicId);
  const data = topic.data;
  usePageHead(
    data
      ? {
          title: data.title,
          description: data.description ?? t('focusIssues.lead'),
          structuredData: [topicStructuredData(data, t)],
        }
      : { title: t('focusIssues.title') },
  );

  const notFound = topic.error instanceof ApiError && topic.error.errorCode === ErrorCode.NotFound;
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Anchor component={Link} to={paths.focusIssues.getHref()}>
          {t('topic.back')}
        </Anchor>
        {topic.isPending && <PageLoader label={t('topic.loading')} />}
        {topic.isError && (
          <Alert color={notFound ? 'gray' : 'red'} role="alert">
            {notFound ? t('topic.notFound') : t('topic.error')}
          </Alert>
        )}
        {data && (
          <TopicDetail
            topic={data}
            counselor={<CounselorSummary counselor={data.counselor} title={t('topic.counselor')} />}
          />
        )}
        {data && (
          <NextAvailableSlots
            counselorId={data.counselor.id}
            courseLength={data.length}
            bookHref={(slot) =>
              `${paths.user.orderCourse.getHref()}?issueCourseId=${encodeURIComponent(data.id)}&startTime=${encodeURIComponent(slot)}`
            }
          />
        )}
        {data && <WaitlistSection issueCourseId={data.id} />}
      </Stack>
    </Container>
  );
}
