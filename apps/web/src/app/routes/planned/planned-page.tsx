import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContentPage } from '../../../components/ui/content-page';
import type { TTextResources } from '../../../lib/page-namespaces';

export type TPlannedPageName = keyof TTextResources['planned']['pages'];

/**
 * A route whose feature a later issue builds: the page's name and, plainly, what it will offer,
 * inside the site's layout. The issue that builds the feature replaces it with the real page.
 */
export function PlannedPage({ name }: { name: TPlannedPageName }) {
  const { t } = useTranslation('planned');
  return (
    <ContentPage title={t(`pages.${name}.title`)}>
      <Text>{t(`pages.${name}.text`)}</Text>
    </ContentPage>
  );
}
