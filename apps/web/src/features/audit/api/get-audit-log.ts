import type { TAuditAction, TAuditLogPage } from '@app/contracts/audit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Records a page of /expert/audit shows. */
export const AUDIT_PAGE_SIZE = 20;

/** What the expert filters by: an account id or e-mail, one action; both optional. */
export type TAuditLogFilter = { user: string; action: TAuditAction | null };

export function getAuditLog(
  startPage: number,
  filter: TAuditLogFilter,
  signal?: AbortSignal,
): Promise<TAuditLogPage> {
  const search = new URLSearchParams({ start_page: String(startPage), page_size: String(AUDIT_PAGE_SIZE) });
  if (filter.user) search.set('user', filter.user);
  if (filter.action) search.set('action', filter.action);
  return api.get<TAuditLogPage>(`/expert/audit?${search}`, { signal });
}

export const auditLogQueryOptions = (startPage: number, filter: TAuditLogFilter) =>
  queryOptions({
    queryKey: ['audit-log', startPage, filter.user, filter.action],
    queryFn: ({ signal }) => getAuditLog(startPage, filter, signal),
  });

/** One page of the audit trail, newest first; the previous page stays on screen while the next loads. */
export function useAuditLog(startPage: number, filter: TAuditLogFilter) {
  return useQuery({ ...auditLogQueryOptions(startPage, filter), placeholderData: keepPreviousData });
}
