/** The items held plus those of a new page they do not have yet (by id): after them, or `before` them. */
export function mergePage<T extends { _id: string }>(
  held: readonly T[],
  page: readonly T[],
  where: 'after' | 'before' = 'after',
): T[] {
  const known = new Set(held.map((item) => item._id));
  const fresh = page.filter((item) => !known.has(item._id));
  return where === 'before' ? [...fresh, ...held] : [...held, ...fresh];
}
