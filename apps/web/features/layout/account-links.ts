import {
  BOOKMARKS_PATH,
  CREATORS_PATH,
  CREATOR_ACCOUNT_PATH,
  CREATOR_POSTS_PATH,
  HOME_PATH,
  USER_ACCOUNT_PATH,
  profilePath,
} from '@/lib/routes';
import type { CurrentUser } from '@/features/user/user.types';

export interface AccountLink {
  label: string;
  href: string;
  icon: 'home' | 'explore' | 'profile' | 'account' | 'posts' | 'bookmarks';
}

/** The signed-in navigation for a fan or a creator. */
export function accountLinks(user: Pick<CurrentUser, '_id' | 'username' | 'isPerformer'>): AccountLink[] {
  const links: AccountLink[] = [
    { label: 'Timeline', href: HOME_PATH, icon: 'home' },
    { label: 'Explore creators', href: CREATORS_PATH, icon: 'explore' },
  ];
  if (user.isPerformer) {
    links.push({ label: 'My profile', href: profilePath(user.username || user._id), icon: 'profile' });
    links.push({ label: 'My posts', href: CREATOR_POSTS_PATH, icon: 'posts' });
    links.push({ label: 'Creator account', href: CREATOR_ACCOUNT_PATH, icon: 'account' });
  } else {
    links.push({ label: 'Bookmarks', href: BOOKMARKS_PATH, icon: 'bookmarks' });
    links.push({ label: 'My account', href: USER_ACCOUNT_PATH, icon: 'account' });
  }
  return links;
}
