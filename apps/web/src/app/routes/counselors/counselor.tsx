import type { TCounselorDetail } from '@app/contracts/counselors';
import { CourseLength } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import { Alert, Anchor, Container, Stack } from '@mantine/core';
import type { TFunction } from '../../../lib/translator';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { useCounselor } from '../../../features/counselors/api/get-counselor';
import { BookEntry } from '../../../features/counselors/components/book-entry';
import { CounselorProfile } from '../../../features/counselors/components/counselor-profile';
import { NextAvailableSlots } from '../../../features/schedule/components/next-available-slots';
import { ApiError } from '../../../lib/api-client';
import { usePageHead } from '../../../lib/page-head';

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
      knowsAbout: [
        ...counselor.specialties.map((specialty) => t(`categories.${specialty}`)),
        ...(counselor.customSpecialty ?? '').split(/[、,，]\s*/).filter(Boolean),
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
        {data && <BookEntry name={data.fullName} />}
      </Stack>
    </Container>
  );
}
