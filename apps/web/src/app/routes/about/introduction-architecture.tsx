import { useTranslation } from '../../../lib/use-translation';
import { ContentPage, TextSections } from '../../../components/ui/content-page';

/** /introduction-architecture: who does what (counselors, experts, platform) and how data is protected. */
export default function IntroductionArchitecturePage() {
  const { t } = useTranslation('about');
  return (
    <ContentPage title={t('architecture.title')} lead={t('architecture.lead')}>
      <TextSections sections={t('architecture.sections', { returnObjects: true })} />
    </ContentPage>
  );
}
