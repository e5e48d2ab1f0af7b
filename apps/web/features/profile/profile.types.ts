import { RESERVED_USERNAMES, type PerformerDetails } from '@fanlane/shared';

/**
 * GET /performers/{username-or-id} (contract 4.3, the shared PerformerDetails). Only the id is sure
 * to be there; the page shows whatever else the answer carries.
 */
export type CreatorProfile = Pick<PerformerDetails, '_id'> & Partial<Omit<PerformerDetails, '_id'>>;

const reserved = new Set<string>(RESERVED_USERNAMES);

/** Only ids and usernames can name a profile; file-like paths and app routes never reach the API. */
export function isProfileId(value: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(value) && !reserved.has(value.toLowerCase());
}

/** The profile's content tabs, in order; the one shown is `?tab=` in the address. */
export const PROFILE_TABS = ['posts', 'photos', 'videos', 'reels', 'store'] as const;
export type ContentTab = (typeof PROFILE_TABS)[number];
/** The tab an address names: posts when absent or unknown. */
export const tabOf = (value: string | null | undefined): ContentTab =>
  PROFILE_TABS.find((tab) => tab === value) ?? 'posts';
