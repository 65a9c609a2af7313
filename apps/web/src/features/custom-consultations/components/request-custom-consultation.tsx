import { CUSTOM_CONSULTATION_ANSWER_HOURS } from '@app/contracts/custom-consultation-terms';
import { Anchor, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { PageSection } from '../../../components/ui/page-section';
import { paths } from '../../../config/paths';
import { importWithReload } from '../../../lib/lazy-import';
import { formatNumber } from '../../../lib/numbers';
import { useTranslation } from '../../../lib/use-translation';
import { useSession } from '../../../shell/session/session-store';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';

// The form (its schema and form library) loads only for a signed-in client: a visitor's counselor page stays light.
const CustomConsultationForm = lazy(() => importWithReload(() => import('./custom-consultation-form')));

/**
 * On a counselor's page, for counselors who take custom consultations: clients write what they
 * would like to talk about, the times that suit them and the length; visitors are asked to sign in.
 */
export function RequestCustomConsultation({
  counselorId,
  name,
  price,
}: {
  counselorId: string;
  name: string;
  price: number;
}) {
  const { t } = useTranslation('booking');
  const session = useSession();
  if (session && session.role !== 'client') return null;
  return (
    <PageSection title={t('custom.requestTitle')}>
      <Text>
        {t('custom.requestLead', {
          name,
          price: formatNumber(price),
          hours: CUSTOM_CONSULTATION_ANSWER_HOURS,
        })}
      </Text>
      {session ? (
        <Suspense fallback={<LoadingSpinner size="sm" label={t('order.loading')} />}>
          <CustomConsultationForm counselorId={counselorId} name={name} />
        </Suspense>
      ) : (
        <Anchor component={Link} to={paths.signIn.getHref()}>
          {t('custom.signIn')}
        </Anchor>
      )}
    </PageSection>
  );
}
