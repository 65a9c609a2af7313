import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { counterKeys } from '../counters/api/counter-keys';
import { mailKeys } from '../mailbox/api/mail-keys';
import { useSession } from '../session/session-store';
import { connectBadgeHub } from './connect-badge-hub';

/**
 * While someone is signed in, the badges follow the hub at once. A refreshed token opens a new
 * connection, since the hub checks the token at the handshake only.
 */
export function useBadgeHub(): void {
  const queryClient = useQueryClient();
  const session = useSession();
  const token = session?.token ?? null;
  const role = session?.role ?? null;

  useEffect(() => {
    if (!token || !role) return;
    return connectBadgeHub(token, {
      onMailCount: (count) => {
        queryClient.setQueryData(mailKeys.count, count);
        // An open mailbox shows the new mail too.
        void queryClient.invalidateQueries({ queryKey: mailKeys.lists, refetchType: 'active' });
      },
      onCourseCount: (count) => queryClient.setQueryData(counterKeys.course(role), count),
    });
  }, [queryClient, token, role]);
}
