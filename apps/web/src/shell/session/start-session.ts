import type { TTokenResponse } from '@app/contracts/auth';
import type { TGrantType } from '@app/contracts/enums';
import { queryClient } from '../../lib/query-client';
import { saveSession } from './session-store';

/** Keeps a fresh sign-in; whatever the previous user had cached is dropped. */
export function startSession(token: TTokenResponse, grantType: TGrantType): void {
  queryClient.clear();
  saveSession({ token: token.access_token, role: token.role, startTime: Date.now(), grantType });
}
