import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title with the site's template, '%s | 線上主題諮商'. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation('common');
  const full = t('titleTemplate', { title });
  useEffect(() => {
    document.title = full;
  }, [full]);
}
