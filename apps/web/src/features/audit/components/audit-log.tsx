import type { TAuditRecord } from '@app/contracts/audit';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { PageNavigation } from '../../../components/ui/page-navigation';
import { formatTimestamp } from '../../../lib/dates';
import { AUDIT_PAGE_SIZE, useAuditLog, type TAuditLogFilter } from '../api/get-audit-log';
import { useActionLabel, useSubjectLabel } from './audit-labels';
import { AuditLogFilters } from './audit-log-filters';
import { QueryPlaceholder } from '../../../components/ui/query-placeholder';

/**
 * The audit trail for experts: filters, then a page of records newest first, with paging. The
 * page (from 1) and the filter live in the caller's URL.
 */
export function AuditLog({
  page,
  filter,
  onChange,
}: {
  page: number;
  filter: TAuditLogFilter;
  onChange: (page: number, filter: TAuditLogFilter) => void;
}) {
  const { t } = useTranslation('audit');
  const log = useAuditLog(page - 1, filter);
  const filtered = Boolean(filter.user || filter.action);

  return (
    <Stack gap="lg">
      {/* Keyed by the applied filter, so going back in history shows that filter in the fields. */}
      <AuditLogFilters
        key={`${filter.user}|${filter.action ?? ''}`}
        filter={filter}
        onApply={(next) => onChange(1, next)}
      />
      {!log.isSuccess ? (
        <QueryPlaceholder
          query={log}
          texts={{ loading: t('loading'), error: t('error'), retry: t('retry') }}
        />
      ) : log.data.totalRecords === 0 ? (
        <Text role="status">{filtered ? t('empty') : t('emptyAll')}</Text>
      ) : (
        <Stack gap="md">
          <Text c="gray.8" role="status">
            {t('count', { count: log.data.totalRecords })}
          </Text>
          <AuditTable records={log.data.records} />
          {log.data.totalRecords > AUDIT_PAGE_SIZE && (
            <PageNavigation
              label={t('pagination')}
              total={Math.ceil(log.data.totalRecords / AUDIT_PAGE_SIZE)}
              value={page}
              onChange={(next) => onChange(next, filter)}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}

function AuditTable({ records }: { records: TAuditRecord[] }) {
  const { t } = useTranslation('audit');
  const actionLabel = useActionLabel();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="sm">
        <Table.Caption>{t('columns.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('columns.time')}</Table.Th>
            <Table.Th scope="col">{t('columns.actor')}</Table.Th>
            <Table.Th scope="col">{t('columns.action')}</Table.Th>
            <Table.Th scope="col">{t('columns.subject')}</Table.Th>
            <Table.Th scope="col">{t('columns.source')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => (
            <Table.Tr key={record.id}>
              <Table.Td>
                <time dateTime={record.occurredAt}>{formatTimestamp(record.occurredAt)}</time>
              </Table.Td>
              <Table.Td>
                <Account account={record.actor} />
                {record.actorRole && (
                  <Text fz="sm" c="gray.7">
                    {t(`roles.${record.actorRole}`)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{actionLabel(record.action)}</Table.Td>
              <Table.Td>
                {record.subjectUser ? <Account account={record.subjectUser} /> : <Subject record={record} />}
                <FieldsRead details={record.details} />
              </Table.Td>
              <Table.Td>
                {record.ip && <Text fz="sm">{t('ip', { ip: record.ip })}</Text>}
                {record.requestId && (
                  <Text fz="xs" c="gray.7" style={{ wordBreak: 'break-all' }}>
                    {t('requestId', { id: record.requestId })}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** An account by nickname and e-mail; its id when the account is gone; "visitor" when anonymous. */
function Account({ account }: { account: TAuditRecord['actor'] }) {
  const { t } = useTranslation('audit');
  if (!account) return <Text fz="sm">{t('anonymous')}</Text>;
  if (!account.email) {
    return (
      <Text fz="sm">
        {t('unknownAccount')}{' '}
        <Text span ff="monospace" fz="xs">
          {account.id}
        </Text>
      </Text>
    );
  }
  return (
    <Text fz="sm">
      {account.nickname} <Text span c="gray.7">{`<${account.email}>`}</Text>
    </Text>
  );
}

/** A subject that is not an account: its kind, the title it had when named, and its id. */
function Subject({ record }: { record: TAuditRecord }) {
  const { t } = useTranslation('audit');
  const subjectLabel = useSubjectLabel();
  const subject = subjectLabel(record.subjectType);
  const title = record.details?.['title'];
  return (
    <>
      <Text fz="sm">{typeof title === 'string' ? t('subjectTitled', { subject, title }) : subject}</Text>
      {record.subjectId && (
        <Text fz="xs" c="gray.7" ff="monospace" style={{ wordBreak: 'break-all' }}>
          {record.subjectId}
        </Text>
      )}
    </>
  );
}

/** Which encrypted fields a read decrypted (never their values). */
function FieldsRead({ details }: { details: TAuditRecord['details'] }) {
  const { t } = useTranslation('audit');
  const fields = details?.['fields'];
  if (!Array.isArray(fields)) return null;
  const names = fields
    .filter((field): field is 'name' | 'phone' => field === 'name' || field === 'phone')
    .map((field) => t(`fields.${field}`));
  return (
    <Text fz="xs" c="gray.7">
      {t('fieldsRead', { fields: names.join(t('fieldSeparator')) })}
    </Text>
  );
}
