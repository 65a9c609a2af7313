import { Group } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { MessagePage } from '../../../components/ui/message-page';
import { plainButtonClass } from '../../../components/ui/plain-button';
import { paths } from '../../../config/paths';
import { NotFoundPage } from './not-found';

/** A route's errorElement: a thrown 404 is the not-found page; anything else a calm, generic message. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <GenericError />;
}

function GenericError() {
  const { t } = useTranslation('common');
  return (
    <MessagePage
      title={t('error.title')}
      text={t('error.text')}
      actions={
        <Group>
          <button type="button" className={plainButtonClass()} onClick={() => window.location.reload()}>
            {t('error.reload')}
          </button>
          <Link to={paths.home.getHref()} className={plainButtonClass('light')}>
            {t('error.home')}
          </Link>
        </Group>
      }
    />
  );
}
