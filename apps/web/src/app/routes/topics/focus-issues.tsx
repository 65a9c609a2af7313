import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { paths } from '../../../config/paths';

/** /focusissues: the published counselling topics. */
export default function FocusIssuesPage() {
  const { t } = useTranslation('directory');
  return (
    <ContentPage title={t('focusIssues.title')} lead={t('focusIssues.lead')} size="lg">
      <Text>{t('focusIssues.empty')}</Text>
      <Group>
        <Button component={Link} to={paths.team.getHref()}>
          {t('focusIssues.teamLink')}
        </Button>
        <Button component={Link} to={paths.faq.getHref('trial')} variant="light">
          {t('focusIssues.trialLink')}
        </Button>
      </Group>
    </ContentPage>
  );
}
