import { useSearchParams } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { HeldBookingResult } from '../../../features/bookings/components/held-booking-result';
import { RechargeResult } from '../../../features/wallet/components/recharge-result';
import { useTranslation } from '../../../lib/use-translation';

/**
 * /paymentsucceed?orderNo=: where the payment provider sends back a client who recharged to pay a
 * held booking; once the payment is in, the booking's result.
 */
export default function PaymentSucceedPage() {
  const { t } = useTranslation('booking');
  const [search] = useSearchParams();
  return (
    <ContentPage title={t('payment.title')}>
      <RechargeResult
        orderNo={search.get('orderNo') ?? ''}
        paidOutcome={(recharge) =>
          recharge.courseId && <HeldBookingResult courseId={recharge.courseId} points={recharge.amount} />
        }
      />
    </ContentPage>
  );
}
