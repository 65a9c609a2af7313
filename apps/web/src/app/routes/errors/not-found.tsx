import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Every unknown route: "404 Not Found", "This page could not be found". */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('notFound.title'));
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text size="lg">{t('notFound.text')}</Text>
        <Button component={Link} to={paths.home.getHref()}>
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
