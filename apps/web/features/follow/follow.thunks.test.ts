import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/error';
import { fail, ok, storeWith } from '@/lib/testing/fake-api';
import { followCreator, unfollowCreator } from './follow.thunks';

const follow = { _id: 'f1', followerId: 'u1', followingId: 'p1', createdAt: '', updatedAt: '' };

describe('follow thunks (spec section 4)', () => {
  it('follow adds the id once, however often it is called; unfollow removes it', async () => {
    const calls: string[] = [];
    const { store } = storeWith({
      'POST /follows/p1': (init, url) => {
        calls.push(`${init.method} ${url.pathname}`);
        return ok(follow);
      },
      'DELETE /follows/p1': (init, url) => {
        calls.push(`${init.method} ${url.pathname}`);
        return ok(true);
      },
    });
    await store.dispatch(followCreator('p1'));
    await store.dispatch(followCreator('p1'));
    expect(store.getState().follow.followedIds).toEqual(['p1']);
    await store.dispatch(unfollowCreator('p1'));
    expect(store.getState().follow.followedIds).toEqual([]);
    expect(calls).toEqual(['POST /follows/p1', 'POST /follows/p1', 'DELETE /follows/p1']);
  });

  it('a failed call throws and leaves the ids as they were', async () => {
    const { store } = storeWith({ 'POST /follows/p2': () => fail(404, 'Entity is not found') });
    await expect(store.dispatch(followCreator('p2'))).rejects.toBeInstanceOf(ApiError);
    expect(store.getState().follow.followedIds).toEqual([]);
  });
});
