/**
 * True when a query failed on a unique index (PostgreSQL 23505), optionally a given one. Drizzle
 * wraps driver errors, so the PostgreSQL fields are read from the error or its cause.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const fields = current as Error & { code?: unknown; constraint?: unknown };
    if (fields.code === '23505') return constraint === undefined || fields.constraint === constraint;
  }
  return false;
}
