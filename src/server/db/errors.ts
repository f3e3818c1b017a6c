/** True when the database refused a write for a duplicate key, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // PostgreSQL's unique_violation; better-sqlite3's extended result codes.
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** True when the database refused a write because other rows still refer to the row, on either engine. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** True when PostgreSQL gave up a serializable transaction that raced another; retrying may succeed. */
export function isSerializationFailure(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '40001';
}

/** True when the database refused a write for breaking a check constraint, on either engine. */
export function isCheckViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23514' || code === 'SQLITE_CONSTRAINT_CHECK';
}

/**
 * True when the database refused a value itself (PostgreSQL's class 22, data exceptions: a number
 * out of range, a date it cannot hold, a byte sequence it cannot store): the request's fault.
 */
export function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) || code === 'SQLITE_TOOBIG';
}
