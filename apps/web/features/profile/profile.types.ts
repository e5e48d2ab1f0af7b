import { RESERVED_USERNAMES } from '@fanlane/shared';

/** GET /performers/{username-or-id} ("Public Performer Details"), fields this page reads. */
export interface CreatorProfile {
  _id: string;
  name?: string;
  username?: string;
  avatar?: string;
  cover?: string;
  bio?: string;
  isFreeSubscription?: boolean;
  monthlyPrice?: number;
  yearlyPrice?: number;
}

const reserved = new Set<string>(RESERVED_USERNAMES);

/** Only ids and usernames can name a profile; file-like paths and app routes never reach the API. */
export function isProfileId(value: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(value) && !reserved.has(value.toLowerCase());
}
