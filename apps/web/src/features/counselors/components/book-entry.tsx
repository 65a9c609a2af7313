import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/use-translation';

/** Where booking starts: the counselor's topics on /focusissues (their name finds them), and the free trial. */
export function BookEntry({ name }: { name: string }) {
  const { t } = useTranslation('directory');
  return (
    <Stack component="section" gap="sm" aria-labelledby="counselor-book">
      <Title order={2} fz="h3" id="counselor-book">
        {t('counselor.bookTitle')}
      </Title>
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
    </Stack>
  );
}
