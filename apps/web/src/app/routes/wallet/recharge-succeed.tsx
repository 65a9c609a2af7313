import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { RechargeResult } from '../../../features/wallet/components/recharge-result';

/** /rechargesucceed?orderNo=: where the payment provider sends the client back. */
export default function RechargeSucceedPage() {
  const { t } = useTranslation('wallet');
  const [search] = useSearchParams();
  return (
    <ContentPage title={t('result.title')}>
      <RechargeResult orderNo={search.get('orderNo') ?? ''} />
    </ContentPage>
  );
}
