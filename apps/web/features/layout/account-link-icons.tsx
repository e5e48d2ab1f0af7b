import type { AccountLink } from './account-links';
import {
  BagIcon,
  BookmarkIcon,
  ChatIcon,
  CoinIcon,
  CompassIcon,
  FilmIcon,
  HomeIcon,
  ImageIcon,
  LiveIcon,
  NoteIcon,
  StarIcon,
  UserIcon,
  UsersIcon,
  VideoIcon,
  WalletIcon,
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
  wallet: WalletIcon,
  subscriptions: StarIcon,
  subscribers: UsersIcon,
  earnings: CoinIcon,
  messages: ChatIcon,
  live: LiveIcon,
};
