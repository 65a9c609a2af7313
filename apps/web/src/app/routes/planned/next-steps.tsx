import { Button, Group } from '@mantine/core';

import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { PageSection } from '../../../components/ui/page-section';

/** Pages a page sends the visitor on to while it has little to show them yet (no coming session). */
const stepHrefs = {
  team: paths.team.getHref(),
  deviceCheck: paths.deviceCheck.getHref(),
  supportCenter: paths.supportCenter.getHref(),
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
