import type { Expectation } from './authz.rules.js';
import type { WorldObject } from './authz.world.js';

/** Values for path parameters no fixture fills. */
export const DEFAULT_PARAMS: Record<string, string> = {
  gateway: 'sandbox',
  kind: 'photo',
  target: 'feed',
  type: 'feeds',
  slot: 'idVerification',
  file: 'us.svg',
  country: 'US',
  state: 'CA',
  key: 'siteName',
  code: 'NOCODE',
};
export const NO_ID = '000000000000000000000000';

/** A route's path with its parameters filled: the object's id, its other params, or defaults. */
export function urlFor(path: string, row: Expectation | undefined, object: WorldObject | null) {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const idParam = row?.param ?? (names.includes('id') ? 'id' : names[0]);
  let url = path;
  for (const name of names) {
    const value = object && name === idParam ? object.id : (object?.params?.[name] ?? DEFAULT_PARAMS[name] ?? NO_ID);
    url = url.replace(`{${name}}`, encodeURIComponent(value));
  }
  return row?.query ? `${url}?${row.query}` : url;
}
