import type { TRole } from '@app/contracts/enums';
import type { DbOrTx } from '../client.ts';
import { recordAudit, type TAuditEntry } from '../../modules/audit/audit.service.ts';

/**
 * Writes the audit row of something the demo's history says a person did, as the trail would
 * have recorded it then: that person, at that moment. Its request id names the seed, so that a
 * reader of the trail can tell the demo's rows from the product's.
 */
export function recordDemoAudit(
  db: DbOrTx,
  by: { userId: string; role: TRole },
  entry: Omit<TAuditEntry, 'actor'>,
): Promise<void> {
  return recordAudit(db, { ...entry, actor: { ...by, ip: null, requestId: 'seed:demo' } });
}
