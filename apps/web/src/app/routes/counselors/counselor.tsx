import type { TCounselorDetail } from '@app/contracts/counselors';
import { CourseLength, FreeCourseStatus } from '@app/contracts/enums';
import { TRIAL_DEPOSIT_POINTS } from '@app/contracts/free-trial-terms';
import { ErrorCode } from '@app/contracts/error-codes';
import { Alert, Anchor, Button, Container, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { TFunction } from '../../../lib/translator';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { CounselorArticles } from '../../../features/articles/components/counselor-articles';
import { useCounselor } from '../../../features/counselors/api/get-counselor';
import { BookEntry } from '../../../features/counselors/components/book-entry';
import { CounselorProfile } from '../../../features/counselors/components/counselor-profile';
import { RequestCustomConsultation } from '../../../features/custom-consultations/components/request-custom-consultation';
import { NextAvailableSlots } from '../../../features/schedule/components/next-available-slots';
import { ApiError } from '../../../lib/api-client';
import { usePageHead } from '../../../lib/page-head';
import { useProfile } from '../../../shell/session/get-profile';
import { PageSection } from '../../../components/ui/page-section';

/**
 * schema.org's view of a counselor: a person, their profession, what they know, the languages they
 * speak, where they studied, their association and their clients' ratings.
 */
function counselorStructuredData(counselor: TCounselorDetail, t: TFunction<'directory'>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: counselor.fullName,
    jobTitle: t('counselor.jobTitle'),
    ...(counselor.aboutMe && { description: counselor.aboutMe }),
    ...((counselor.specialties.length > 0 || counselor.customSpecialty) && {
      // A counselor's own words may repeat a category's name: each subject once.
      knowsAbout: [
        ...new Set([
          ...counselor.specialties.map((specialty) => t(`categories.${specialty}`)),
          ...(counselor.customSpecialty ?? '').split(/[、,，]\s*/).filter(Boolean),
        ]),
      ],
    }),
    knowsLanguage: [
      t('counselor.mandarin'),
      ...counselor.languages.map((language) =>
        language === 'other' ? counselor.otherLanguage : t(`languages.${language}`),
      ),
    ].filter(Boolean),
    ...(counselor.educations.length > 0 && {
      alumniOf: counselor.educations.map((education) => ({
        '@type': 'EducationalOrganization',
        name: education.school,
      })),
    }),
    ...(counselor.feedbackCount > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: counselor.averageGrade,
        ratingCount: counselor.feedbackCount,
        bestRating: 5,
        worstRating: 1,
      },
    }),
    ...(counselor.counselorOrganization && {
      memberOf: { '@type': 'Organization', name: counselor.counselorOrganization },
    }),
  };
}

/**
 * A counselor taking free trials, seen by a client: a client who may book one opens the
 * counselor's 20-minute times, each leading to the trial's booking page; one who may not yet is
 * told why. Visitors and other roles see the card's fact only.
 */
function FreeTrialEntry({ counselorId }: { counselorId: string }) {
  const { t } = useTranslation('directory');
  const profile = useProfile();
  const [open, setOpen] = useState(false);
  if (profile.data?.role !== 'client') return null;
  const client = profile.data.profile;
  const ready = client.freeCourseStatus === FreeCourseStatus.AllComplete;
  return (
    <PageSection title={t('trialEntry.title')}>
      {!ready ? (
        <Text>
          {t('trialEntry.stepsFirst')}{' '}
          <Anchor component={Link} to={paths.user.freeCoursePrompt.getHref()}>
            {t('trialEntry.toSteps')}
          </Anchor>
        </Text>
      ) : client.freeCourseQuota < 1 ? (
        <Text>{t('trialEntry.quotaUsed')}</Text>
      ) : open ? (
        <NextAvailableSlots
          counselorId={counselorId}
          courseLength={CourseLength.TwentyMinutes}
          title={t('trialEntry.slotsTitle')}
          bookHref={(slot) => paths.user.orderFreeCourse.getHref(counselorId, slot)}
        />
      ) : (
        <>
          <Text>{t('trialEntry.text', { points: TRIAL_DEPOSIT_POINTS })}</Text>
          <Button onClick={() => setOpen(true)} style={{ alignSelf: 'flex-start' }}>
            {t('trialEntry.open')}
          </Button>
        </>
      )}
    </PageSection>
  );
}

/** /team/{id}: one counselor's public page. */
export default function CounselorPage() {
  const { t } = useTranslation('directory');
  const { counselorId = '' } = useParams();
  const counselor = useCounselor(counselorId);
  const data = counselor.data;
  usePageHead(
    data
      ? {
          title: data.fullName,
          description: data.aboutMe ?? t('team.lead'),
          structuredData: [counselorStructuredData(data, t)],
        }
      : { title: t('team.title') },
  );

  const notFound = counselor.error instanceof ApiError && counselor.error.errorCode === ErrorCode.NotFound;
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Anchor component={Link} to={paths.team.getHref()}>
          {t('counselor.back')}
        </Anchor>
        {counselor.isPending && <PageLoader label={t('counselor.loading')} />}
        {counselor.isError && (
          <Alert color={notFound ? 'gray' : 'red'} role="alert">
            {notFound ? t('counselor.notFound') : t('counselor.error')}
          </Alert>
        )}
        {data && <CounselorProfile counselor={data} />}
        {data && <NextAvailableSlots counselorId={data.id} courseLength={CourseLength.SixtyMinutes} />}
        {data?.acceptsFreeTrial && <FreeTrialEntry counselorId={data.id} />}
        {data && <BookEntry name={data.fullName} />}
        {data?.customConsultationPrice != null && (
          <RequestCustomConsultation
            counselorId={data.id}
            name={data.fullName}
            price={data.customConsultationPrice}
          />
        )}
        {data && <CounselorArticles counselorId={data.id} name={data.fullName} />}
      </Stack>
    </Container>
  );
}
