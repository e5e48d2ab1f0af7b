import type { AccountLink } from './account-links';
import {
  BagIcon,
  BookmarkIcon,
  CompassIcon,
  FilmIcon,
  HomeIcon,
  ImageIcon,
  NoteIcon,
  StarIcon,
  UserIcon,
  VideoIcon,
} from './icons';

/** The icon of each signed-in navigation link. */
export const ACCOUNT_LINK_ICONS: Record<AccountLink['icon'], typeof HomeIcon> = {
  home: HomeIcon,
  explore: CompassIcon,
  profile: StarIcon,
  account: UserIcon,
  posts: NoteIcon,
  bookmarks: BookmarkIcon,
  reels: FilmIcon,
  galleries: ImageIcon,
  videos: VideoIcon,
  store: BagIcon,
};
