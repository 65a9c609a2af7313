import { Button, Group } from '@mantine/core';

import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { PageSection } from '../../../components/ui/page-section';

/** Pages that work today, where a page still being built sends the visitor meanwhile. */
const stepHrefs = {
  team: paths.team.getHref(),
  focusIssues: paths.focusIssues.getHref(),
  deviceCheck: paths.deviceCheck.getHref(),
  contactUs: paths.contactUs.getHref(),
  supportCenter: paths.supportCenter.getHref(),
  userNextCourse: paths.user.nextCourse.getHref(),
  cases: paths.counselor.cases.getHref(),
} as const;

export type TNextStep = keyof typeof stepHrefs;

/** "Meanwhile, you can…": the next useful steps, the first one as the main button. */
export function NextSteps({ steps }: { steps: readonly TNextStep[] }) {
  const { t } = useTranslation('planned');
  return (
    <PageSection title={t('nextSteps.title')}>
      <Group>
        {steps.map((step, index) => (
          <Button key={step} component={Link} to={stepHrefs[step]} variant={index === 0 ? 'filled' : 'light'}>
            {t(`nextSteps.${step}`)}
          </Button>
        ))}
      </Group>
    </PageSection>
  );
}
