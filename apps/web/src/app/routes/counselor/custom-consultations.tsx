import { ContentPage } from '../../../components/ui/content-page';
import { IncomingCustomConsultations } from '../../../features/custom-consultations/components/incoming-custom-consultations';
import { NextAvailableSlots } from '../../../features/schedule/components/next-available-slots';
import { useTranslation } from '../../../lib/use-translation';

/** /counselor/customconsultation: requests to answer, a time offered from the counselor's own free slots. */
export default function CounselorCustomConsultationsPage() {
  const { t } = useTranslation('booking');
  return (
    <ContentPage title={t('custom.incomingTitle')}>
      <IncomingCustomConsultations
        slotPicker={(request, onPick) => (
          <NextAvailableSlots
            counselorId={request.counselor.id}
            courseLength={request.length}
            onPick={onPick}
          />
        )}
      />
    </ContentPage>
  );
}
