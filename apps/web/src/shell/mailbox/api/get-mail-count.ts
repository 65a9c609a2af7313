import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { logFailure } from '../../../lib/logger';
import { mailKeys } from './mail-keys';

/** GET /Mail/Count: the unread number. A failure is only logged (shell spec §8). */
export function getMailCount(): Promise<number> {
  return api.get<number>('/Mail/Count').catch(logFailure('GET /Mail/Count'));
}

export const mailCountQueryOptions = () => queryOptions({ queryKey: mailKeys.count, queryFn: getMailCount });

export function useMailCount({ enabled }: { enabled: boolean }) {
  return useQuery({ ...mailCountQueryOptions(), enabled });
}
