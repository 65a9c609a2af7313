import type {
  TCounselorDetail,
  TPublicEducation,
  TPublicExperience,
  TPublicFeedback,
} from '@app/contracts/counselors';
import type { TPublicLicense } from '@app/contracts/license-changes';
import { Badge, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { RatingSummary } from '../../../components/ui/rating-summary';
import { StaticStars } from '../../../components/ui/static-stars';
import { formatDate } from '../../../lib/dates';
import { FEEDBACK_PAGE_SIZE, useMoreFeedback } from '../api/get-counselor-feedback';
import { PracticeFacts } from './counselor-basics';
import { CounselorPhoto } from './counselor-basics';
import { DirectoryFacts, SpecialtyBadges } from './directory-facts';
import { PageSection } from '../../../components/ui/page-section';

/** One client's words about a session: stars, comment and day; never who wrote them. */
function FeedbackItem({ feedback }: { feedback: TPublicFeedback }) {
  const { t } = useTranslation('directory');
  return (
    <Paper component="li" withBorder p="md">
      <Group justify="space-between" wrap="nowrap" mb={4}>
        <StaticStars grade={feedback.grade} />
        <VisuallyHidden>{t('counselor.feedbackGrade', { count: feedback.grade })}</VisuallyHidden>
        <Text fz="sm" c="dimmed">
          {formatDate(feedback.createTime)}
        </Text>
      </Group>
      <Text>{feedback.comment}</Text>
    </Paper>
  );
}

/** The clients' words: the latest five, and older ones a page at a time when asked for. */
function FeedbackSection({ counselorId, recent }: { counselorId: string; recent: TPublicFeedback[] }) {
  const { t } = useTranslation('directory');
  const [wantsMore, setWantsMore] = useState(false);
  const more = useMoreFeedback(counselorId, wantsMore);
  const shown = [...recent, ...(more.data?.pages.flatMap((page) => page.records) ?? [])];
  const mayHaveMore = wantsMore ? more.hasNextPage : recent.length === FEEDBACK_PAGE_SIZE;
  return (
    <PageSection gap="xs" title={t('counselor.feedbackTitle')}>
      {shown.length > 0 ? (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {shown.map((feedback) => (
            <FeedbackItem key={`${feedback.createTime}-${feedback.comment}`} feedback={feedback} />
          ))}
        </Stack>
      ) : (
        <Text c="dimmed">{t('counselor.feedbackNone')}</Text>
      )}
      {more.isError && (
        <Text c="red.8" role="alert">
          {t('counselor.feedbackError')}
        </Text>
      )}
      {mayHaveMore && (
        <Button
          variant="light"
          loading={more.isFetching}
          onClick={() => (wantsMore ? void more.fetchNextPage() : setWantsMore(true))}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('counselor.feedbackMore')}
        </Button>
      )}
    </PageSection>
  );
}

/** yyyy-MM-dd as the site writes a day. */
const day = (date: string) => date.replaceAll('-', '/');

/** An accepted licence: its name and type, who issued it, how long it is valid, and the verified mark. */
function LicenseItem({ license }: { license: TPublicLicense }) {
  const { t } = useTranslation('directory');
  return (
    <Paper component="li" withBorder p="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>{license.name}</Text>
        <Badge color="teal.9" variant="filled" title={t('counselor.licenseVerifiedHint')}>
          <span aria-hidden="true">✓ </span>
          {t('counselor.licenseVerified')}
        </Badge>
      </Group>
      <Text fz="sm">{t(`counselor.licenseType.${license.licenseType}`)}</Text>
      <Text fz="sm" c="gray.8">
        {t('counselor.licenseIssued', { issuer: license.issuer, date: day(license.effectiveDate) })}
        {license.expiresOn && ` · ${t('counselor.licenseValidUntil', { date: day(license.expiresOn) })}`}
      </Text>
    </Paper>
  );
}

/** YYYY-MM as the site writes a month. */
const month = (value: string) => value.replace('-', '/');

/** From when to when: 'present' while still there, just the start when no end was given. */
function Period({ start, end, ongoing }: { start: string; end: string; ongoing: string | null }) {
  const { t } = useTranslation('directory');
  if (!start) return null;
  const until = end ? month(end) : ongoing;
  return (
    <Text fz="sm" c="gray.8">
      {until ? t('counselor.period', { start: month(start), end: until }) : month(start)}
    </Text>
  );
}

/** A school: which, which department and degree, when. */
function EducationItem({ education }: { education: TPublicEducation }) {
  const { t } = useTranslation('directory');
  return (
    <li>
      <Text fw={600}>{education.school}</Text>
      <Text fz="sm">
        {[education.department, education.degree ? t(`counselor.degrees.${education.degree}`) : '']
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <Period
        start={education.start}
        end={education.end}
        ongoing={education.graduated ? null : t('counselor.studying')}
      />
    </li>
  );
}

/** A post: where, which title, when. */
function ExperienceItem({ experience }: { experience: TPublicExperience }) {
  const { t } = useTranslation('directory');
  return (
    <li>
      <Text fw={600}>{experience.company}</Text>
      <Text fz="sm">{[experience.department, experience.position].filter(Boolean).join(' · ')}</Text>
      <Period
        start={experience.start}
        end={experience.end}
        ongoing={experience.working ? t('counselor.present') : null}
      />
    </li>
  );
}

/** A counselor's page: picture, name and rating, years, specialties, association, introduction, and clients' comments. */
export function CounselorProfile({ counselor }: { counselor: TCounselorDetail }) {
  const { t } = useTranslation('directory');
  return (
    <Stack gap="lg">
      <Group wrap="nowrap" align="center" gap="lg">
        <CounselorPhoto counselor={counselor} size={120} />
        <Stack gap={4}>
          <Title order={1}>{counselor.fullName}</Title>
          <RatingSummary averageGrade={counselor.averageGrade} feedbackCount={counselor.feedbackCount} />
        </Stack>
      </Group>
      <SpecialtyBadges specialties={counselor.specialties} />
      <PracticeFacts counselor={counselor}>
        <DirectoryFacts counselor={counselor} />
      </PracticeFacts>
      {counselor.aboutMe && (
        <PageSection gap="xs" title={t('counselor.about')}>
          <Text>{counselor.aboutMe}</Text>
        </PageSection>
      )}
      {counselor.customAdviceStyle && (
        <PageSection gap="xs" title={t('counselor.adviceStyle')}>
          <Text>{counselor.customAdviceStyle}</Text>
        </PageSection>
      )}
      {counselor.educations.length > 0 && (
        <PageSection gap="xs" title={t('counselor.educationTitle')}>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {counselor.educations.map((education) => (
              <EducationItem key={`${education.school}-${education.start}`} education={education} />
            ))}
          </Stack>
        </PageSection>
      )}
      {counselor.experiences.length > 0 && (
        <PageSection gap="xs" title={t('counselor.experienceTitle')}>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {counselor.experiences.map((experience) => (
              <ExperienceItem key={`${experience.company}-${experience.start}`} experience={experience} />
            ))}
          </Stack>
        </PageSection>
      )}
      {counselor.licenses.length > 0 && (
        <Stack component="section" gap="xs" aria-labelledby="counselor-licenses">
          <Title order={2} fz="h3" id="counselor-licenses">
            {t('counselor.licensesTitle')}
          </Title>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {counselor.licenses.map((license) => (
              <LicenseItem key={`${license.name}-${license.effectiveDate}`} license={license} />
            ))}
          </Stack>
        </Stack>
      )}
      <FeedbackSection counselorId={counselor.id} recent={counselor.recentFeedback} />
    </Stack>
  );
}
