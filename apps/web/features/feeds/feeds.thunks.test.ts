import { describe, expect, it } from 'vitest';
import { loggedOut } from '@/features/auth/auth.slice';
import { ApiError } from '@/lib/api/error';
import { fail, jsonBody, ok, storeWith } from '@/lib/testing/fake-api';
import { commentsCounted, feedRemoved, pageLoaded, pollVoted, reactionSet } from './feeds.slice';
import {
  BOOKMARKS_SOURCE,
  HOME_SOURCE,
  creatorSource,
  deleteOwnPost,
  loadFeedPage,
  setReaction,
  voteInPoll,
} from './feeds.thunks';
import { feed, poll } from './testing';

const page = (ids: string[], total: number) => ({ data: ids.map((id) => feed({ _id: id })), total });
const fan = { _id: 'u1', username: 'fan', isPerformer: false };

describe('feed lists', () => {
  it('the home timeline pages by cursor, appends without duplicates and stops at the end', async () => {
    const queries: Record<string, string>[] = [];
    const { store } = storeWith(
      {
        'GET /user/feeds': (_init, url) => {
          const query = Object.fromEntries(url.searchParams);
          queries.push(query);
          if (!query.cursor) return ok(page(['a', 'b'], 3));
          if (query.cursor === 'c-b') return ok(page(['b', 'c'], 3));
          return ok(page([], 3));
        },
      },
      { user: fan },
    );
    await store.dispatch(loadFeedPage({ ...HOME_SOURCE, limit: 2 }));
    expect(store.getState().feeds.lists.home).toMatchObject({ ids: ['a', 'b'], total: 3, done: false, loaded: true });
    await store.dispatch(loadFeedPage({ ...HOME_SOURCE, limit: 2 }));
    // A full page is not the end, whatever the total says (the API may cache it for a few seconds).
    expect(store.getState().feeds.lists.home).toMatchObject({ ids: ['a', 'b', 'c'], done: false });
    await store.dispatch(loadFeedPage({ ...HOME_SOURCE, limit: 2 }));
    expect(store.getState().feeds.lists.home).toMatchObject({ ids: ['a', 'b', 'c'], done: true });
    // Complete: no fourth call.
    await store.dispatch(loadFeedPage({ ...HOME_SOURCE, limit: 2 }));
    expect(queries).toEqual([
      { isHome: 'true', limit: '2', offset: '0' },
      { isHome: 'true', limit: '2', cursor: 'c-b' },
      { isHome: 'true', limit: '2', cursor: 'c-c' },
    ]);
  });

  it('a short page ends the list even when the total says more', async () => {
    const { store } = storeWith({ 'GET /user/feeds': () => ok(page(['a'], 10)) });
    await store.dispatch(loadFeedPage(creatorSource('p1')));
    expect(store.getState().feeds.lists['creator:p1']).toMatchObject({ ids: ['a'], done: true });
  });

  it('bookmarks page by offset and read each reaction’s post', async () => {
    const offsets: string[] = [];
    const { store } = storeWith({
      'GET /reactions/feeds/bookmark': (_init, url) => {
        offsets.push(url.searchParams.get('offset') ?? '');
        return ok({ data: [{ _id: 'r1', objectInfo: feed({ _id: 'f1', isBookMarked: true }) }], total: 2 });
      },
    });
    await store.dispatch(loadFeedPage({ ...BOOKMARKS_SOURCE, limit: 1 }));
    await store.dispatch(loadFeedPage({ ...BOOKMARKS_SOURCE, limit: 1 }));
    expect(offsets).toEqual(['0', '1']);
    expect(store.getState().feeds.byId.f1?.isBookMarked).toBe(true);
  });

  it('a failure is kept on the list; a reset starts again from the first page', async () => {
    let failing = true;
    const { store } = storeWith({
      'GET /user/feeds': () => (failing ? fail(500, 'Server down') : ok(page(['z'], 1))),
    });
    await store.dispatch(loadFeedPage(HOME_SOURCE));
    expect(store.getState().feeds.lists.home).toMatchObject({ error: 'Server down', loading: false, loaded: false });
    failing = false;
    await store.dispatch(loadFeedPage(HOME_SOURCE, { reset: true }));
    expect(store.getState().feeds.lists.home).toMatchObject({ ids: ['z'], error: null });
  });
});

describe('feeds slice transitions', () => {
  const seeded = () => {
    const { store } = storeWith({});
    store.dispatch(pageLoaded({ key: 'home', items: [feed({ _id: 'a' }), feed({ _id: 'b' })], total: 5, limit: 2 }));
    store.dispatch(pageLoaded({ key: 'bookmarks', items: [feed({ _id: 'b' })], total: 1, limit: 12 }));
    return store;
  };

  it('likes move the count only on a real change; bookmarks flip the flag', () => {
    const store = seeded();
    store.dispatch(reactionSet({ feedId: 'a', action: 'like', on: true }));
    store.dispatch(reactionSet({ feedId: 'a', action: 'like', on: true }));
    expect(store.getState().feeds.byId.a).toMatchObject({ isLiked: true, totalLike: 1 });
    store.dispatch(reactionSet({ feedId: 'a', action: 'like', on: false }));
    expect(store.getState().feeds.byId.a).toMatchObject({ isLiked: false, totalLike: 0 });
    store.dispatch(reactionSet({ feedId: 'a', action: 'bookmark', on: true }));
    expect(store.getState().feeds.byId.a?.isBookMarked).toBe(true);
    store.dispatch(reactionSet({ feedId: 'missing', action: 'like', on: true }));
  });

  it('a vote counts once; comment counts follow', () => {
    const { store } = storeWith({});
    store.dispatch(
      pageLoaded({
        key: 'home',
        items: [feed({ polls: [poll({ _id: 'o1' }), poll({ _id: 'o2' })] })],
        total: 1,
        limit: 12,
      }),
    );
    store.dispatch(pollVoted({ feedId: 'feed1', pollId: 'o2' }));
    store.dispatch(pollVoted({ feedId: 'feed1', pollId: 'o1' }));
    const voted = store.getState().feeds.byId.feed1!;
    expect(voted.votedPollId).toBe('o2');
    expect(voted.polls.map((p) => p.totalVote)).toEqual([0, 1]);
    store.dispatch(commentsCounted({ feedId: 'feed1', delta: 1 }));
    store.dispatch(commentsCounted({ feedId: 'feed1', delta: -5 }));
    expect(store.getState().feeds.byId.feed1?.totalComment).toBe(0);
    store.dispatch(commentsCounted({ feedId: 'feed1', total: 7 }));
    expect(store.getState().feeds.byId.feed1?.totalComment).toBe(7);
  });

  it('a removed post leaves every list; signing out empties the store', () => {
    const store = seeded();
    store.dispatch(feedRemoved('b'));
    expect(store.getState().feeds.lists.home).toMatchObject({ ids: ['a'], total: 4 });
    expect(store.getState().feeds.lists.bookmarks).toMatchObject({ ids: [], total: 0 });
    expect(store.getState().feeds.byId.b).toBeUndefined();
    store.dispatch(loggedOut());
    expect(store.getState().feeds).toEqual({ byId: {}, lists: {} });
  });
});

describe('reactions, votes and deletes', () => {
  it('a like shows at once, then POSTs; unlike DELETEs with the same body', async () => {
    const calls: string[] = [];
    const { store } = storeWith({
      'POST /reactions': (init) => {
        calls.push(`POST ${JSON.stringify(jsonBody(init))}`);
        return ok({ _id: 'r1' });
      },
      'DELETE /reactions': (init) => {
        calls.push(`DELETE ${JSON.stringify(jsonBody(init))}`);
        return ok(true);
      },
    });
    store.dispatch(pageLoaded({ key: 'home', items: [feed()], total: 1, limit: 12 }));
    const pending = store.dispatch(setReaction('feed1', 'like', true));
    expect(store.getState().feeds.byId.feed1?.isLiked).toBe(true);
    await pending;
    await store.dispatch(setReaction('feed1', 'like', false));
    expect(calls).toEqual([
      'POST {"objectId":"feed1","objectType":"feed","action":"like"}',
      'DELETE {"objectId":"feed1","objectType":"feed","action":"like"}',
    ]);
  });

  it('a failed bookmark puts the previous state back and throws', async () => {
    const { store } = storeWith({ 'POST /reactions': () => fail(500, 'Nope') });
    store.dispatch(pageLoaded({ key: 'home', items: [feed()], total: 1, limit: 12 }));
    await expect(store.dispatch(setReaction('feed1', 'bookmark', true))).rejects.toBeInstanceOf(ApiError);
    expect(store.getState().feeds.byId.feed1?.isBookMarked).toBe(false);
  });

  it('a vote counts after the server agrees; "already voted" reloads the post with its results', async () => {
    const polls = [poll({ _id: 'o1', totalVote: 0 }), poll({ _id: 'o2', totalVote: 4 })];
    const { store } = storeWith({
      'POST /user/feeds/vote/o1': () => ok({ voted: true }),
      'POST /user/feeds/vote/o2': () => fail(422, "You've already voted"),
      'GET /user/feeds/feed2': () =>
        ok(
          feed({
            _id: 'feed2',
            votedPollId: 'o1',
            polls: [poll({ _id: 'o1', totalVote: 2 }), poll({ _id: 'o2', totalVote: 4 })],
          }),
        ),
    });
    store.dispatch(
      pageLoaded({ key: 'home', items: [feed({ polls }), feed({ _id: 'feed2', polls })], total: 2, limit: 12 }),
    );
    expect(await store.dispatch(voteInPoll('feed1', 'o1'))).toEqual({ ok: true });
    expect(store.getState().feeds.byId.feed1).toMatchObject({ votedPollId: 'o1' });
    expect(await store.dispatch(voteInPoll('feed2', 'o2'))).toEqual({ ok: false, message: "You've already voted" });
    expect(store.getState().feeds.byId.feed2?.votedPollId).toBe('o1');
    expect(store.getState().feeds.byId.feed2?.polls[0]?.totalVote).toBe(2);
  });

  it('deleting a post removes it from the lists', async () => {
    const { store } = storeWith({ 'DELETE /performer/feeds/feed1': () => ok({ success: true }) });
    store.dispatch(pageLoaded({ key: 'own', items: [feed()], total: 1, limit: 12 }));
    await store.dispatch(deleteOwnPost('feed1'));
    expect(store.getState().feeds.lists.own?.ids).toEqual([]);
  });
});
