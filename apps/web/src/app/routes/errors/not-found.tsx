import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { MessagePage } from '../../../components/ui/message-page';
import { plainButtonClass } from '../../../components/ui/plain-button';
import { paths } from '../../../config/paths';

/** Every unknown route: "404 Not Found", "This page could not be found". */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <MessagePage
      title={t('notFound.title')}
      text={t('notFound.text')}
      actions={
        <Link to={paths.home.getHref()} className={plainButtonClass()}>
          {t('notFound.home')}
        </Link>
      }
    />
  );
}
