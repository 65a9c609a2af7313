import { ZAuditActionSchema } from '@app/contracts/audit';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import type { TAuditLogFilter } from '../../../features/audit/api/get-audit-log';
import { AuditLog } from '../../../features/audit/components/audit-log';
import { pageParam, pageSearch } from '../../../lib/page-param';

/** /expert/audit: the audit trail, filtered by `?user=` and `?action=`, a page at a time (`?page=`). */
export default function ExpertAuditLogPage() {
  const { t } = useTranslation('audit');
  const [searchParams, setSearchParams] = useSearchParams();
  const action = ZAuditActionSchema.safeParse(searchParams.get('action'));
  const filter: TAuditLogFilter = {
    user: searchParams.get('user') ?? '',
    action: action.success ? action.data : null,
  };
  return (
    <ContentPage title={t('title')} lead={t('lead')} size="lg">
      <AuditLog
        page={pageParam(searchParams.get('page'))}
        filter={filter}
        onChange={(page, next) =>
          setSearchParams({
            ...(next.user ? { user: next.user } : {}),
            ...(next.action ? { action: next.action } : {}),
            ...pageSearch(page),
          })
        }
      />
    </ContentPage>
  );
}
