/** For unit tests only. */

/**
 * A test builder: `defaults` makes a fresh object (tests may change what they get back), and the
 * overrides go on top of it. `defaults` sees the overrides, for a default made from another field.
 */
export function fixtureBuilder<T extends object>(defaults: (overrides: Partial<T>) => T) {
  return (overrides: Partial<T> = {}): T => ({ ...defaults(overrides), ...overrides });
}

/** `createdAt` and `updatedAt` of the test fixtures: both 2026-01-01. */
export const fixtureStamps = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
