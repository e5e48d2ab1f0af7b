import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Search expressions, spelled exactly as migration 0017_search.sql spells its indexes so that the
 * planner uses them: full text through the `fanlane_search` configuration (English stemming with
 * accents folded), and trigram similarity on unaccented, lower-cased names for typos.
 */

/** How similar (pg_trgm, 0 to 1) a name must be to a search to match it as a typo. */
export const NAME_SIMILARITY = 0.5;

/** At most this many words of a search are used. */
const MAX_WORDS = 8;

/**
 * The words of a search as a prefix tsquery: every word required, the last one also as a prefix so
 * results come while the person is still typing ("photog" finds "photographers"). Punctuation and
 * tsquery operators are dropped, so no input can make the query fail.
 */
export function prefixQuery(q: string): string | null {
  const words = (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
  if (!words.length) return null;
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
}

const joined = (parts: SQLWrapper[]) =>
  sql.join(
    parts.map((p) => sql`${p}`),
    sql.raw(` || ' ' || `),
  );

/** A document: the given text expressions joined by spaces, as the index's expression. */
export const textDocument = (parts: SQLWrapper[]) => sql`to_tsvector('fanlane_search', ${joined(parts)})`;

/** The document matches every word of `q`. */
export function matchesText(parts: SQLWrapper[], q: string): SQL {
  const query = prefixQuery(q);
  if (!query) return sql`false`;
  return sql`${textDocument(parts)} @@ to_tsquery('fanlane_search', ${query})`;
}

/** How well the document matches `q` (0 when it does not). */
export function textRank(parts: SQLWrapper[], q: string): SQL<number> {
  const query = prefixQuery(q);
  if (!query) return sql<number>`0`;
  return sql<number>`ts_rank(${textDocument(parts)}, to_tsquery('fanlane_search', ${query}))`;
}

/** A name folded as the trigram indexes fold it: unaccented and lower case. */
export const foldedName = (column: SQLWrapper) => sql`fanlane_unaccent(lower(${column}))`;

/** `s` as a literal inside a LIKE pattern. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The name is close to `q` (trigram similarity >= NAME_SIMILARITY, so "lunavle" finds "lunavale") or contains it,
 * both without regard to case or accents. `column` must be the indexed expression's argument.
 */
export function nameMatches(column: SQLWrapper, q: string): SQL {
  const needle = q.trim();
  if (!needle) return sql`false`;
  const name = foldedName(column);
  const folded = sql`fanlane_unaccent(lower(${needle}))`;
  // `%` finds the candidates through the index (pg_trgm's 0.3); the stricter bar keeps names that
  // merely share a long prefix ("creator17" for "creator4242") out.
  return sql`((${name} % ${folded} and similarity(${name}, ${folded}) >= ${sql.raw(String(NAME_SIMILARITY))}) or ${name} like '%' || fanlane_unaccent(lower(${escapeLike(needle)})) || '%')`;
}

/** How close the name is to `q`, 0 to 1. */
export const nameSimilarity = (column: SQLWrapper, q: string): SQL<number> =>
  sql<number>`similarity(${foldedName(column)}, fanlane_unaccent(lower(${q.trim()})))`;
