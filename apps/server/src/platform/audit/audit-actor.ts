import type { TRole } from '@app/contracts/enums';
import type { FastifyRequest } from 'fastify';

/** Who asked for a change or a read, as the audit trail records it. */
export type TAuditActor = {
  /** Null for an anonymous caller (a link from a mail, a sign-in attempt). */
  userId: string | null;
  role: TRole | null;
  /** Null for work the server does on its own (a job). */
  ip: string | null;
  requestId: string;
};

/** The caller of a request: routes hand it to the services that write audit rows. */
export function auditActor(request: FastifyRequest): TAuditActor {
  return {
    userId: request.user?.userId ?? null,
    role: request.user?.role ?? null,
    ip: request.ip,
    // The id may come from the caller's X-Request-Id: kept, but bounded.
    requestId: String(request.id).slice(0, 128),
  };
}

/** The server itself, for changes a job makes on its own: the job's name stands for the request. */
export function jobActor(jobName: string): TAuditActor {
  return { userId: null, role: null, ip: null, requestId: `job:${jobName}` };
}
