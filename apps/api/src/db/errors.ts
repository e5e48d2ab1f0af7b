/** The unique constraint a write broke, or null (PostgreSQL and PGlite both report code 23505). */
export function uniqueViolation(err: unknown): string | null {
  let e: unknown = err;
  for (let depth = 0; e && depth < 3; depth++) {
    const x = e as { code?: string; constraint?: string; cause?: unknown };
    if (x.code === '23505') return x.constraint ?? 'unknown';
    e = x.cause;
  }
  return null;
}
