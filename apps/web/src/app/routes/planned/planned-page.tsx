import { Badge, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { ContentPage } from '../../../components/ui/content-page';
import type { TTextResources } from '../../../lib/page-namespaces';
import { NextSteps, type TNextStep } from './next-steps';

export type TPlannedPageName = keyof TTextResources['planned']['pages'];

/** Where each page still being built sends the visitor meanwhile, most useful first. */
const nextSteps: Record<TPlannedPageName, readonly TNextStep[]> = {
  onlineGroupIndex: ['focusIssues', 'contactUs'],
  onlineGroupOne: ['focusIssues', 'contactUs'],
  onlineGroupTwo: ['focusIssues', 'contactUs'],
  paymentSucceed: ['userNextCourse', 'deviceCheck'],
};

/**
 * A route whose feature a later issue builds: the page's name, that it is on its way, plainly
 * what it will offer, and where to go meanwhile. The issue that builds the feature replaces it.
 */
export function PlannedPage({ name }: { name: TPlannedPageName }) {
  const { t } = useTranslation('planned');
  return (
    <ContentPage title={t(`pages.${name}.title`)}>
      <Badge variant="light" color="sea" size="lg" w="fit-content">
        {t('comingSoon')}
      </Badge>
      <Text fz="lg">{t(`pages.${name}.text`)}</Text>
      <NextSteps steps={nextSteps[name]} />
    </ContentPage>
  );
}
