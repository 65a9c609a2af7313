import { useTranslation } from '../../../lib/use-translation';
import { ContentPage } from '../../../components/ui/content-page';
import { Statement } from '../../../features/wallet/components/statement';

/** /user/amount: the account statement. */
export default function AmountPage() {
  const { t } = useTranslation('wallet');
  return (
    <ContentPage title={t('statement.title')} lead={t('statement.lead')}>
      <Statement />
    </ContentPage>
  );
}
