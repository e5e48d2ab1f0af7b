/** The tabs of /creator/account, in order; the open one is kept in ?tab=. */
export const CREATOR_TABS = [
  'profile',
  'subscription',
  'media',
  'documents',
  'banking',
  'blocking',
  'password',
] as const;
export type CreatorTab = (typeof CREATOR_TABS)[number];

export const isCreatorTab = (value: unknown): value is CreatorTab =>
  typeof value === 'string' && (CREATOR_TABS as readonly string[]).includes(value);
