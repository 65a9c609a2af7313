import { ContentPage } from '../../../components/ui/content-page';
import { MyCustomConsultations } from '../../../features/custom-consultations/components/my-custom-consultations';
import { useTranslation } from '../../../lib/use-translation';

/** /user/customconsultation: the client's custom-consultation requests, their answers and payment. */
export default function UserCustomConsultationsPage() {
  const { t } = useTranslation('booking');
  return (
    <ContentPage title={t('custom.mineTitle')}>
      <MyCustomConsultations />
    </ContentPage>
  );
}
