import type { Feed, FeedInput, FileView, Poll } from '@fanlane/shared';
import type { ApiClient } from '@/lib/api/client';
import { samePoll, type ComposerPoll } from './composer-form';

export interface SavePostRequest {
  /** Set when editing: PUT /performer/feeds/{id} with the full body. */
  feed?: Feed | null;
  input: Omit<FeedInput, 'pollIds'>;
  poll: ComposerPoll | null;
}

/**
 * Saves a post the way the contract wants it (3.6): each poll option is created first
 * (POST /performer/feeds/polls, one poll per option), then the post carries their ids with the
 * question and closing time. An edited post keeps its poll's ids when the poll did not change.
 * Answers the post's id.
 */
export async function savePost(api: ApiClient, request: SavePostRequest): Promise<string> {
  const { feed, input, poll } = request;
  let pollIds: string[] = [];
  if (poll) {
    if (feed && samePoll(poll, feed)) {
      pollIds = feed.polls.map((p) => p._id);
    } else {
      for (const description of poll.options) {
        const created = await api.post<Poll>('/performer/feeds/polls', {
          description,
          ...(poll.expiredAt ? { expiredAt: poll.expiredAt } : {}),
        });
        pollIds.push(created._id);
      }
    }
  }
  const body: FeedInput = {
    ...input,
    pollIds,
    pollDescription: poll?.question ?? '',
    pollExpiredAt: poll?.expiredAt ?? null,
  };
  if (feed) {
    await api.put(`/performer/feeds/${encodeURIComponent(feed._id)}`, body);
    return feed._id;
  }
  const created = await api.post<Feed>('/performer/feeds', body);
  return created._id;
}

/** `POST /performer/feeds/{kind}/upload` answers the file view with `success: true`. */
export type UploadAnswer = FileView & { success?: boolean };
