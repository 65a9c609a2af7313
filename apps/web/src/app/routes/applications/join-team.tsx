import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { paths } from '../../../config/paths';
import { ApplicationWizard } from '../../../features/applications/components/application-wizard';
import { useTranslation } from '../../../lib/use-translation';
import { rememberAuthRedirect } from '../../../shell/session/auth-redirect';
import { useSession } from '../../../shell/session/session-store';

/** /jointeam: the six-step application for a signed-in client; others are asked to sign in first. */
export default function JoinTeamPage() {
  const { t } = useTranslation('application');
  const session = useSession();
  if (session?.role === 'client') return <ApplicationWizard />;
  return (
    <ContentPage title={t('title')}>
      <Text>{t('signInFirst')}</Text>
      <Anchor
        component={Link}
        to={paths.signIn.getHref()}
        onClick={() => rememberAuthRedirect(paths.joinTeam.getHref())}
      >
        {t('signIn')}
      </Anchor>
    </ContentPage>
  );
}
