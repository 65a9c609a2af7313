import type { TRole } from '@app/contracts/enums';
import type { DbOrTx } from '../client.ts';
import { recordAudit, type TAuditEntry } from '../../modules/audit/audit.service.ts';
import type { TAuditActor } from '../../platform/audit/audit-actor.ts';

/**
 * The actor of something the demo's history says a person did, as the trail would have recorded
 * it then. Its request id names the seed, so that a reader of the trail can tell the demo's rows
 * from the product's.
 */
export function demoActor(by: { userId: string; role: TRole }): TAuditActor {
  return { ...by, ip: null, requestId: 'seed:demo' };
}

/** Writes the audit row of something the demo's history says a person did, at that moment. */
export function recordDemoAudit(
  db: DbOrTx,
  by: { userId: string; role: TRole },
  entry: Omit<TAuditEntry, 'actor'>,
): Promise<void> {
  return recordAudit(db, { ...entry, actor: demoActor(by) });
}
