import { useTranslation } from '../../lib/use-translation';
import classes from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main';

/** The first stop for keyboard users: jump past the top bar to the page itself. */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
      {t('skipToContent')}
    </a>
  );
}
