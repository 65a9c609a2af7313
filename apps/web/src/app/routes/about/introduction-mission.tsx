import { useTranslation } from '../../../lib/use-translation';
import { ContentPage, TextSections } from '../../../components/ui/content-page';

/** /introduction-mission: mission, vision and the principles behind them. */
export default function IntroductionMissionPage() {
  const { t } = useTranslation('about');
  return (
    <ContentPage title={t('mission.title')} lead={t('mission.lead')}>
      <TextSections sections={t('mission.sections', { returnObjects: true })} />
    </ContentPage>
  );
}
