import { describe, expect, it } from 'vitest';
import { type TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';

let t: TestApp;
withTestApp((app) => (t = app));

/** A creator's text post with this text. */
const post = (token: string, text: string) => t.services.testing.buildFeed(token, { type: 'text', text });

describe('reactions and reports', () => {
  it('likes and bookmarks are idempotent and listed; reports update on repeat', async () => {
    const { creator, subscriber } = await t.services.testing.audience();
    const feed = await post(creator.token, 'Like me');
    const react = (method: 'POST' | 'DELETE', action: string, objectType = 'feed', objectId = feed._id) =>
      t.inject(method, '/reactions', subscriber.token, { objectId, objectType, action });
    expect((await t.inject('POST', '/reactions', null, {})).statusCode).toBe(401);
    expect((await react('POST', 'hug')).statusCode).toBe(400);
    expect((await react('POST', 'like', 'feed', 'f'.repeat(24))).statusCode).toBe(404);
    const a = (await react('POST', 'like')).json().data;
    const b = (await react('POST', 'like')).json().data;
    expect(b._id).toBe(a._id);
    await react('POST', 'bookmark');
    const seen = (await t.inject('GET', `/user/feeds/${feed._id}`, subscriber.token)).json().data;
    expect(seen).toMatchObject({ totalLike: 1, isLiked: true, isBookMarked: true });
    const marks = (await t.inject('GET', '/reactions/feeds/bookmark', subscriber.token)).json().data;
    expect(marks).toMatchObject({ total: 1, data: [{ objectId: feed._id, objectInfo: { _id: feed._id } }] });
    expect((await t.inject('GET', '/reactions/stickers/bookmark', subscriber.token)).statusCode).toBe(404);
    expect((await react('DELETE', 'like')).json().data).toBe(true);
    expect((await react('DELETE', 'like')).json().data).toBe(false);
    expect((await t.inject('GET', `/user/feeds/${feed._id}`)).json().data.totalLike).toBe(0);
    await react('POST', 'bookmark', 'performer', creator.user.id);
    const people = (await t.inject('GET', '/reactions/performers/bookmark', subscriber.token)).json().data;
    expect(people.data[0].objectInfo).toMatchObject({ _id: creator.user.id, username: creator.user.username });

    const report = (description: string) =>
      t.inject('POST', '/reports', subscriber.token, {
        target: 'feed',
        targetId: feed._id,
        performerId: creator.user.id,
        title: 'Spam',
        description,
      });
    const r1 = (await report('first')).json().data;
    const r2 = (await report('second')).json().data;
    expect(r2).toMatchObject({ _id: r1._id, description: 'second', source: 'user', target: 'feed' });
    expect(
      (await t.inject('POST', '/reports', subscriber.token, { targetId: feed._id, performerId: creator.user.id }))
        .statusCode,
    ).toBe(400);
  });
});
