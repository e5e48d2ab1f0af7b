import type { Comment, Feed, FileView, Poll } from '@fanlane/shared';
import { fixtureBuilder, fixtureStamps } from '@/lib/testing/fixture-builder';

/** Test builders for feeds, files, polls and comments (unit tests only). */

export const fileView = fixtureBuilder<FileView>(() => ({
  _id: 'file1',
  type: 'feed-photo',
  name: 'a.jpg',
  mimeType: 'image/jpeg',
  width: 800,
  height: 600,
  duration: null,
  size: 1000,
  status: 'finished',
  thumbnails: ['http://api.test/thumb/a.jpg'],
  preview: 'http://api.test/preview/a.jpg',
  url: 'http://api.test/files/private/file1?sig=x',
  ...fixtureStamps,
}));

export const poll = fixtureBuilder<Poll>(() => ({
  _id: 'poll1',
  description: 'Yes',
  totalVote: 0,
  expiredAt: null,
  refId: 'feed1',
  fromRef: 'feed',
  createdBy: 'p1',
  ...fixtureStamps,
}));

export const feed = fixtureBuilder<Feed>((overrides) => ({
  _id: 'feed1',
  type: 'text',
  fromSource: 'performer',
  fromSourceId: 'p1',
  title: '',
  slug: 'post-1',
  text: 'Hello fans',
  pollDescription: '',
  fileIds: [],
  pollIds: [],
  pollExpiredAt: null,
  totalLike: 0,
  totalComment: 0,
  isSale: false,
  price: 0,
  status: 'active',
  isPinned: false,
  pinnedAt: null,
  isSchedule: false,
  scheduleAt: null,
  streamingScheduled: null,
  ...fixtureStamps,
  performer: { _id: 'p1', username: 'star', name: 'Star' },
  files: [],
  thumbnail: null,
  teaser: null,
  polls: [],
  votedPollId: null,
  isLiked: false,
  isBookMarked: false,
  isSubscribed: false,
  isBought: false,
  isFollowed: true,
  canView: true,
  cursor: `c-${overrides._id ?? 'feed1'}`,
}));

export const comment = fixtureBuilder<Comment>(() => ({
  _id: 'c1',
  objectId: 'feed1',
  objectType: 'feed',
  content: 'Nice',
  createdBy: 'u1',
  totalLike: 0,
  totalReply: 0,
  creator: { _id: 'u1', username: 'fan', name: 'Fan' },
  isLiked: false,
  isAuth: true,
  ...fixtureStamps,
}));
