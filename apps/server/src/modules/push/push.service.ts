import type { TPushSubscriptionInput } from '@app/contracts/push';
import { ErrorCode } from '@app/contracts/error-codes';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { TPushSubscriptionStore } from '../../platform/push/push-sender.ts';
import * as repo from './push.repo.ts';

export type TPushService = ReturnType<typeof createPushService>;

/**
 * The browsers on which users accepted Web Push (push_subscriptions). Each user adds and removes
 * only their own; the push sender reads them and forgets those the push service says are gone.
 */
export function createPushService(deps: { db: DbOrTx; publicKey: string; now: () => Date }) {
  const store: TPushSubscriptionStore = {
    list: (userId) => repo.listSubscriptions(deps.db, userId),
    remove: (endpoint) => repo.deleteSubscription(deps.db, endpoint),
  };
  return {
    /** The VAPID public key the browsers subscribe with. */
    publicKey: () => deps.publicKey,

    async subscribe(userId: string, subscription: TPushSubscriptionInput): Promise<void> {
      await repo.upsertSubscription(deps.db, {
        userId,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        now: deps.now(),
      });
    },

    /** Stops pushes to one of the caller's browsers; another user's browser is not found (404). */
    async unsubscribe(userId: string, endpoint: string): Promise<void> {
      if (!(await repo.deleteOwnSubscription(deps.db, { userId, endpoint }))) {
        throw new AppError(ErrorCode.NotFound, { internal: 'push subscription not the caller’s' });
      }
    },

    /** The sender's view of the subscriptions. */
    store,
  };
}
