import { useTranslation } from '../../../lib/use-translation';
import { ContentPage } from '../../../components/ui/content-page';
import { RechargeForm } from '../../../features/wallet/components/recharge-form';

/** /user/recharge: the client buys points. */
export default function RechargePage() {
  const { t } = useTranslation('wallet');
  return (
    <ContentPage title={t('recharge.title')} lead={t('recharge.lead')}>
      <RechargeForm />
    </ContentPage>
  );
}
