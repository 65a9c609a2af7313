/**
 * True when a query failed on a unique index (PostgreSQL 23505), optionally a given one. Drizzle
 * wraps driver errors, so the PostgreSQL fields are read from the error or its cause.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return hasPostgresCode(error, '23505', constraint);
}

/** True when a query failed on a check constraint (PostgreSQL 23514), optionally a given one. */
export function isCheckViolation(error: unknown, constraint?: string): boolean {
  return hasPostgresCode(error, '23514', constraint);
}

/** True when a query failed on an exclusion constraint (PostgreSQL 23P01), optionally a given one. */
export function isExclusionViolation(error: unknown, constraint?: string): boolean {
  return hasPostgresCode(error, '23P01', constraint);
}

/** True when PostgreSQL ended the transaction as a deadlock victim (40P01). */
export function isDeadlock(error: unknown): boolean {
  return hasPostgresCode(error, '40P01', undefined);
}

function hasPostgresCode(error: unknown, code: string, constraint: string | undefined): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const fields = current as Error & { code?: unknown; constraint?: unknown };
    if (fields.code === code) return constraint === undefined || fields.constraint === constraint;
  }
  return false;
}
