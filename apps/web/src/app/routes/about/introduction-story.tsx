import { useTranslation } from '../../../lib/use-translation';
import { ContentPage, TextSections } from '../../../components/ui/content-page';

/** /introduction-story: why the platform exists. */
export default function IntroductionStoryPage() {
  const { t } = useTranslation('about');
  return (
    <ContentPage title={t('story.title')} lead={t('story.lead')}>
      <TextSections sections={t('story.sections', { returnObjects: true })} />
    </ContentPage>
  );
}
