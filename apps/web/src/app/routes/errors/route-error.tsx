import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { NotFoundPage } from './not-found';

/** A route's errorElement: a thrown 404 is the not-found page; anything else a calm, generic message. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <GenericError />;
}

function GenericError() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('error.title'));
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{t('error.title')}</Title>
        <Text size="lg">{t('error.text')}</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
          <Button component={Link} to={paths.home.getHref()} variant="light">
            {t('error.home')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
