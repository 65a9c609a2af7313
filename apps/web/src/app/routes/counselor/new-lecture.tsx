import { ContentPage } from '../../../components/ui/content-page';
import { LectureForm } from '../../../features/lectures/components/lecture-form';
import { useTranslation } from '../../../lib/use-translation';

/** /counselor/lectures/new: announcing a lecture or group. */
export default function NewLecturePage() {
  const { t } = useTranslation('lectures');
  return (
    <ContentPage title={t('form.title')} size="lg">
      <LectureForm />
    </ContentPage>
  );
}
