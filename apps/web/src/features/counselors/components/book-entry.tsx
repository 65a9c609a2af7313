import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/use-translation';
import { PageSection } from '../../../components/ui/page-section';

/** Where booking starts: the counselor's topics on /focusissues (their name finds them), and the free trial. */
export function BookEntry({ name }: { name: string }) {
  const { t } = useTranslation('directory');
  return (
    <PageSection title={t('counselor.bookTitle')}>
      <Text>{t('counselor.book', { name })}</Text>
      <Group>
        <Button
          component={Link}
          to={`${paths.focusIssues.getHref()}?${new URLSearchParams({ keyword: name })}`}
        >
          {t('counselor.bookLink', { name })}
        </Button>
        <Button component={Link} to={paths.faq.getHref('trial')} variant="light">
          {t('counselor.trialLink')}
        </Button>
      </Group>
    </PageSection>
  );
}
