import { useTranslation } from '../../../lib/use-translation';
import { ContentPage } from '../../../components/ui/content-page';
import { DeviceCheck } from '../../../features/device-check/components/device-check';

/** /devicecheck: open to everyone; the reminder before each session links here. */
export default function DeviceCheckPage() {
  const { t } = useTranslation('devicecheck');
  return (
    <ContentPage title={t('title')}>
      <DeviceCheck />
    </ContentPage>
  );
}
