/** Paths the app links to from code (spec section 2). */
export const LOGIN_PATH = '/auth/login';
export const REGISTER_PATH = '/auth/register';
export const REGISTER_CREATOR_PATH = '/auth/register/creator';
export const FORGOT_PASSWORD_PATH = '/auth/forgot-password';
export const EMAIL_VERIFIED_PATH = '/auth/email-verified-success';
export const TWITTER_CALLBACK_PATH = '/auth/twitter/callback';
export const HOME_PATH = '/home';
export const USER_ACCOUNT_PATH = '/user/account';
export const CREATOR_ACCOUNT_PATH = '/creator/account';
export const CREATORS_PATH = '/creators';
export const CREATOR_POSTS_PATH = '/creator/posts';
export const NEW_POST_PATH = '/creator/posts/new';
export const BOOKMARKS_PATH = '/user/bookmarks';
export const MAINTENANCE_PATH = '/maintenance';
export const GEO_BLOCKED_PATH = '/geo-blocked';
export const LANDING_PATH = '/';

/** A creator's profile lives at the root: username, or id when there is none. */
export function profilePath(profileId: string): string {
  return `/${encodeURIComponent(profileId)}`;
}

/** The composer of an existing post. */
export function editPostPath(feedId: string): string {
  return `/creator/posts/${encodeURIComponent(feedId)}/edit`;
}
