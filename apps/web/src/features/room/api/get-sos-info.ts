import type { TSosInfo } from '@app/contracts/room';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The client's SOS info for the course's counselor during the session; each call is audited. */
export function getSosInfo(courseId: string): Promise<TSosInfo> {
  return api.get<TSosInfo>(`/Client/GetSOSInfo?id=${encodeURIComponent(courseId)}`);
}

/**
 * Asked for while `enabled` (the dialog is open), fresh each time it opens, and dropped from the
 * cache as soon as nothing shows it: personal data does not linger in the page.
 */
export function useSosInfo(courseId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['room', 'sos-info', courseId],
    queryFn: () => getSosInfo(courseId),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
