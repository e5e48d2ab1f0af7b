import { feedCardThumbnail, type Feed, type FileView } from '@fanlane/shared';
import { dateFormat, SHORT_DATE } from '@/lib/i18n/formatters';

/** Feed pages as the list endpoints answer them: `{ data: Feed[], total }` (contract 1.2). */
export interface FeedPage {
  items: Feed[];
  total: number;
}

function isFeed(item: unknown): item is Feed {
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof (item as { _id?: unknown })._id === 'string' &&
    Array.isArray((item as { files?: unknown }).files)
  );
}

/** Keeps only items shaped like a Feed, so one malformed item cannot break a timeline. */
export function toFeedPage(answer: unknown): FeedPage {
  const list =
    typeof answer === 'object' && answer !== null && 'data' in answer ? (answer as { data: unknown }).data : answer;
  const items = Array.isArray(list) ? list.filter(isFeed) : [];
  const total =
    typeof answer === 'object' && answer !== null && typeof (answer as { total?: unknown }).total === 'number'
      ? (answer as { total: number }).total
      : items.length;
  return { items, total };
}

/** `GET /reactions/feeds/bookmark` answers Reactions; the post is each one's `objectInfo`. */
export function toBookmarkPage(answer: unknown): FeedPage {
  const list =
    typeof answer === 'object' && answer !== null && 'data' in answer ? (answer as { data: unknown }).data : [];
  const items = (Array.isArray(list) ? list : [])
    .map((row) => (typeof row === 'object' && row !== null ? (row as { objectInfo?: unknown }).objectInfo : null))
    .filter(isFeed);
  const total =
    typeof answer === 'object' && answer !== null && typeof (answer as { total?: unknown }).total === 'number'
      ? (answer as { total: number }).total
      : items.length;
  return { items, total };
}

export interface FeedMedia {
  photos: FileView[];
  videos: FileView[];
  audios: FileView[];
}

export function mediaOf(feed: Pick<Feed, 'files'>): FeedMedia {
  return {
    photos: feed.files.filter((f) => f.type === 'feed-photo'),
    videos: feed.files.filter((f) => f.type === 'feed-video'),
    audios: feed.files.filter((f) => f.type === 'feed-audio'),
  };
}

/** One kind of file a post holds and how many ("3 photos"), for `feeds.media.holds.<kind>`. */
export interface MediaCount {
  kind: 'photo' | 'video' | 'audio';
  count: number;
}

/** What a locked post holds, kinds it has none of left out: photos, then videos, then audio. */
export function describeMedia(feed: Pick<Feed, 'files'>): MediaCount[] {
  const { photos, videos, audios } = mediaOf(feed);
  const parts: MediaCount[] = [
    { kind: 'photo', count: photos.length },
    { kind: 'video', count: videos.length },
    { kind: 'audio', count: audios.length },
  ];
  return parts.filter((part) => part.count > 0);
}

export type LockKind = 'purchase' | 'subscription';

/**
 * Why the viewer cannot see a post's media (contract 4.6 view rule), or null when they can. Text
 * posts are never locked; a post for sale with a price is unlocked by buying it, any other by
 * subscribing.
 */
export function lockOf(feed: Pick<Feed, 'canView' | 'isSale' | 'price' | 'type' | 'files'>): LockKind | null {
  if (feed.canView || feed.type === 'text' || feed.type === 'scheduled-streaming') return null;
  if (feed.files.length === 0) return null;
  return feed.isSale && feed.price > 0 ? 'purchase' : 'subscription';
}

/** The always-visible image of a locked post: a blurred preview, else a thumbnail, else null. */
export function lockedPreview(feed: Pick<Feed, 'files' | 'thumbnail' | 'teaser'>): string | null {
  for (const file of feed.files) if (file.preview) return file.preview;
  return feedCardThumbnail(feed);
}

export interface PollOptionView {
  _id: string;
  description: string;
  votes: number;
  /** Whole percentages that add up to 100 when there are votes (largest remainder). */
  percent: number;
  chosen: boolean;
}

export interface PollView {
  question: string;
  options: PollOptionView[];
  totalVotes: number;
  closed: boolean;
  expiresAt: string | null;
  voted: boolean;
  /** Results show after voting, once the poll has closed, and always to the post's creator. */
  showResults: boolean;
  canVote: boolean;
}

/** Whole percentages summing to exactly 100 (largest-remainder rounding); zeros when nobody voted. */
export function percentages(votes: readonly number[]): number[] {
  const total = votes.reduce((sum, v) => sum + Math.max(0, v), 0);
  if (total === 0) return votes.map(() => 0);
  const exact = votes.map((v) => (Math.max(0, v) / total) * 100);
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((sum, v) => sum + v, 0);
  const order = exact.map((v, i) => ({ i, rest: v - Math.floor(v) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i]! += 1;
    left -= 1;
  }
  return floors;
}

/** The poll of a post as the card shows it, or null when the post has none. */
export function pollOf(
  feed: Pick<Feed, 'polls' | 'pollDescription' | 'pollExpiredAt' | 'votedPollId'>,
  options: { now?: number; isOwner?: boolean; signedIn?: boolean } = {},
): PollView | null {
  if (feed.polls.length === 0) return null;
  const now = options.now ?? Date.now();
  const expiresAt = feed.pollExpiredAt ?? feed.polls.find((p) => p.expiredAt)?.expiredAt ?? null;
  const closed = expiresAt !== null && new Date(expiresAt).getTime() <= now;
  const voted = feed.votedPollId !== null && feed.polls.some((p) => p._id === feed.votedPollId);
  const shares = percentages(feed.polls.map((p) => p.totalVote));
  const totalVotes = feed.polls.reduce((sum, p) => sum + Math.max(0, p.totalVote), 0);
  const showResults = voted || closed || Boolean(options.isOwner);
  return {
    question: feed.pollDescription,
    options: feed.polls.map((p, i) => ({
      _id: p._id,
      description: p.description,
      votes: Math.max(0, p.totalVote),
      percent: shares[i] ?? 0,
      chosen: p._id === feed.votedPollId,
    })),
    totalVotes,
    closed,
    expiresAt,
    voted,
    showResults,
    canVote: !voted && !closed && !options.isOwner && options.signedIn !== false,
  };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A post's age: now, minutes, hours or days (`feeds.age.<unit>`: "just now", "5m", "3h", "2d"), then a date. */
export type PostAge =
  { unit: 'now' } | { unit: 'minutes' | 'hours' | 'days'; count: number } | { unit: 'date'; text: string } | null;

/** How old a post is; after a week its date: "Mar 4" (this year) or "Mar 4, 2023", in `locale`. */
export function postAge(iso: string, now = Date.now(), locale = 'en-US'): PostAge {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return null;
  const ago = now - at;
  if (ago < MINUTE) return { unit: 'now' };
  if (ago < HOUR) return { unit: 'minutes', count: Math.floor(ago / MINUTE) };
  if (ago < DAY) return { unit: 'hours', count: Math.floor(ago / HOUR) };
  if (ago < 7 * DAY) return { unit: 'days', count: Math.floor(ago / DAY) };
  const date = new Date(at);
  const sameYear = date.getFullYear() === new Date(now).getFullYear();
  return {
    unit: 'date',
    text: dateFormat(locale, sameYear ? { month: 'short', day: 'numeric' } : SHORT_DATE).format(date),
  };
}

/** "Mar 4, 2026, 14:05": a full local date and time for titles and schedules (in `locale`). */
export function fullDate(iso: string, locale = 'en-US'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date);
}

/** How long until a poll closes: 3 days, 5 hours, 12 minutes (`feeds.poll.closesIn.<unit>`), or null once closed. */
export function timeLeft(iso: string, now = Date.now()): { unit: 'days' | 'hours' | 'minutes'; count: number } | null {
  const left = new Date(iso).getTime() - now;
  if (Number.isNaN(left) || left <= 0) return null;
  if (left >= 2 * DAY) return { unit: 'days', count: Math.floor(left / DAY) };
  if (left >= 2 * HOUR) return { unit: 'hours', count: Math.floor(left / HOUR) };
  return { unit: 'minutes', count: Math.max(1, Math.floor(left / MINUTE)) };
}

/** A post's own address: /posts/{slug}, else /posts/{id}. */
export function postPath(feed: Pick<Feed, '_id' | 'slug'>): string {
  return `/posts/${encodeURIComponent(feed.slug || feed._id)}`;
}

/** Whether a URL is an HLS playlist (needs hls.js outside Safari); the API delivers MP4. */
export const isHls = (url: string) => /\.m3u8(\?|$)/i.test(url);
