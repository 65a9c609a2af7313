import type { TMailPage } from '@app/contracts/mail';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { logFailure } from '../../../lib/logger';
import { markReadInPages } from '../mail-pages';
import { mailKeys } from './mail-keys';

/** POST /Mail/IsRead: the listed mails, or every mail (`'all'`). Answers the new unread count. */
export function markMailsRead(ids: string[] | 'all'): Promise<number> {
  const request =
    ids === 'all'
      ? api.post<number>('/Mail/IsRead?IsSetAll=true')
      : api.post<number>('/Mail/IsRead?IsSetAll=false', ids);
  return request.catch(logFailure('POST /Mail/IsRead'));
}

/**
 * Shows the mails read at once and keeps them so: a refusal shows nothing (shell spec §8), and
 * the next fetch tells the truth.
 */
export function useMarkMailsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMailsRead,
    onMutate: (ids) => {
      queryClient.setQueriesData<InfiniteData<TMailPage, number>>({ queryKey: mailKeys.lists }, (data) =>
        markReadInPages(data, ids),
      );
      if (ids === 'all') queryClient.setQueryData(mailKeys.count, 0);
    },
    onSuccess: (unread) => queryClient.setQueryData(mailKeys.count, unread),
    // Already logged.
    onError: () => {},
  });
}
