import { ErrorCode } from '@app/contracts/error-codes';
import type { DbOrTx } from '../../db/client.ts';
import type { TRequestUser } from '../../platform/auth/authenticate.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { TAccountsService } from '../accounts/accounts.service.ts';
import * as repo from './schedule.repo.ts';

export type TScheduleService = ReturnType<typeof createScheduleService>;

/** Counselors' service times. */
export function createScheduleService(deps: {
  db: DbOrTx;
  accounts: Pick<TAccountsService, 'isCounselor'>;
  now: () => Date;
}) {
  return {
    /**
     * Whether the counselor has set service times: at least one that has not ended yet, since
     * only those can be booked. A counselor may ask about themself only; experts about anyone.
     */
    async isScheduleSet(options: { counselorId: string; caller: TRequestUser }): Promise<boolean> {
      const { counselorId, caller } = options;
      if (caller.role !== 'expert' && caller.userId !== counselorId) {
        throw new AppError(ErrorCode.Forbidden, {
          internal: `schedule of ${counselorId} asked by ${caller.userId}`,
        });
      }
      if (!(await deps.accounts.isCounselor(counselorId)))
        throw new AppError(ErrorCode.NotFound, { internal: `counselor ${counselorId} not found` });
      return repo.hasServiceTimeAhead(deps.db, counselorId, deps.now());
    },
  };
}
