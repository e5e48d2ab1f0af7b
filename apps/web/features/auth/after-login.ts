import { isStaffRole } from '@fanlane/shared';
import { ADMIN_PATH, CREATOR_ACCOUNT_PATH, HOME_PATH, USER_ACCOUNT_PATH, profilePath } from '@/lib/routes';
import type { CurrentUser } from '@/features/user/user.types';

type RoutedUser = Pick<CurrentUser, '_id' | 'email' | 'username' | 'isPerformer' | 'verifiedDocument' | 'roles'>;

const isBlank = (value: string | undefined) => !value || value.trim() === '';

/**
 * Where someone lands after signing in (spec sections 5 and 6): an account with no email or no
 * username goes to its account page to complete it; otherwise a fan goes to /home and a creator to
 * their profile, /{username} (or /{id} when there is no username). A creator whose documents an
 * operator has not verified yet also goes to the account page, which says they are under review.
 * Staff go to the console, /admin.
 */
export function pathAfterLogin(user: RoutedUser): string {
  // Staff accounts (admin, moderator, finance) work in the console.
  if (user.roles?.some(isStaffRole)) return ADMIN_PATH;
  const incomplete = isBlank(user.email) || isBlank(user.username);
  if (user.isPerformer) {
    const underReview = user.verifiedDocument === false;
    return incomplete || underReview ? CREATOR_ACCOUNT_PATH : profilePath(user.username || user._id);
  }
  return incomplete ? USER_ACCOUNT_PATH : HOME_PATH;
}
