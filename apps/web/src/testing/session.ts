import type { TRole } from '@app/contracts/enums';
import { saveSession } from '../shell/session/session-store';

/** Someone signed in just now with the given role. */
export function signInAs(role: TRole, startTime = Date.now()): void {
  saveSession({ token: `${role}-token`, role, startTime, grantType: 0 });
}
