import { Anchor, Button, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { importWithReload } from '../../../lib/lazy-import';
import { useTranslation } from '../../../lib/use-translation';
import { useSession } from '../../../shell/session/session-store';
import { PageSection } from '../../../components/ui/page-section';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';

// The form (and its schema) loads only when a client opens it: the topic page stays light.
const JoinWaitlist = lazy(() => importWithReload(() => import('./join-waitlist')));

/** A topic page's "no time that suits you?": a client joins the topic's waitlist; others are asked to sign in. */
export function WaitlistSection({ issueCourseId }: { issueCourseId: string }) {
  const { t } = useTranslation('booking');
  const session = useSession();
  const [open, setOpen] = useState(false);
  return (
    <PageSection title={t('waitlist.title')}>
      <Text>{t('waitlist.lead')}</Text>
      {session?.role !== 'client' ? (
        <Anchor component={Link} to={paths.signIn.getHref()}>
          {t('waitlist.signIn')}
        </Anchor>
      ) : open ? (
        <Suspense fallback={<LoadingSpinner size="sm" label={t('order.loading')} />}>
          <JoinWaitlist issueCourseId={issueCourseId} />
        </Suspense>
      ) : (
        <Button variant="light" onClick={() => setOpen(true)} w="fit-content">
          {t('waitlist.open')}
        </Button>
      )}
    </PageSection>
  );
}
