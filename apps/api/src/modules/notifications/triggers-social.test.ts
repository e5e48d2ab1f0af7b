import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';
import { toldOf, toldOnce } from './triggers-testing.js';

let t: TestApp;
withTestApp((app) => (t = app));

const NO_SUCH_POST = 'f'.repeat(24);

describe('notification triggers: follows, comments, likes', () => {
  it('a new follower tells the creator once, even after unfollowing and following again', async () => {
    const creator = await t.services.testing.creator();
    const fan = await t.services.testing.createUserWithSession();
    expect((await t.inject('POST', `/follows/${creator.user.id}`, fan.token)).statusCode).toBe(200);
    expect((await t.inject('POST', `/follows/${creator.user.id}`, fan.token)).statusCode).toBe(200);
    expect((await t.inject('DELETE', `/follows/${creator.user.id}`, fan.token)).statusCode).toBe(200);
    expect((await t.inject('POST', `/follows/${creator.user.id}`, fan.token)).statusCode).toBe(200);
    // A failed follow (no such creator) tells nobody.
    expect((await t.inject('POST', `/follows/${NO_SUCH_POST}`, fan.token)).statusCode).toBe(404);
    expect(await toldOnce(t, creator.token, 'new_follower')).toMatchObject({
      actorId: fan.user.id,
      link: '/creator/followers',
      text: `${fan.user.name} started following you`,
    });
    expect(await toldOf(t, fan.token, 'new_follower')).toHaveLength(0);
  });

  it('a comment tells the content owner, a reply tells the comment author; nobody hears of their own', async () => {
    const { creator, subscriber: fan, stranger: other } = await t.services.testing.people();
    await t.services.testing.subscribe(other.user.id, creator.user.id);
    const post = await t.services.testing.buildFeed(creator.token, { text: 'Hello all' });
    const comment = await t.inject('POST', '/comments', fan.token, {
      content: 'Lovely',
      objectId: post._id,
      objectType: 'feed',
    });
    expect(comment.statusCode, comment.body).toBe(200);
    const commentId = comment.json().data._id as string;
    // The creator comments on their own post: nobody told.
    expect(
      (
        await t.inject('POST', '/comments', creator.token, {
          content: 'Thanks',
          objectId: post._id,
          objectType: 'feed',
        })
      ).statusCode,
    ).toBe(200);
    // A comment on nothing: refused, nobody told.
    expect(
      (await t.inject('POST', '/comments', fan.token, { content: 'x', objectId: NO_SUCH_POST, objectType: 'feed' }))
        .statusCode,
    ).toBe(404);
    const reply = await t.inject('POST', '/comments', other.token, {
      content: 'Agreed',
      objectId: commentId,
      objectType: 'comment',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    // The fan answers in their own thread: not told of it.
    await t.inject('POST', '/comments', fan.token, { content: 'Me too', objectId: commentId, objectType: 'comment' });

    expect(await toldOnce(t, creator.token, 'comment')).toMatchObject({
      actorId: fan.user.id,
      objectId: post._id,
      link: `/posts/${post._id}`,
      text: `${fan.user.name} commented on your post: “Lovely”`,
    });
    expect(await toldOnce(t, fan.token, 'comment_reply')).toMatchObject({
      actorId: other.user.id,
      link: `/posts/${post._id}`,
      text: `${other.user.name} replied to your comment: “Agreed”`,
    });
    expect(await toldOf(t, creator.token, 'comment_reply')).toHaveLength(0);
    expect(await toldOf(t, other.token, 'comment_reply')).toHaveLength(0);
  });

  it('a like tells the owner once per liker, even when undone and done again; not their own like', async () => {
    const { creator, subscriber: fan } = await t.services.testing.people();
    const post = await t.services.testing.buildFeed(creator.token);
    const like = { objectId: post._id, objectType: 'feed', action: 'like' };
    expect((await t.inject('POST', '/reactions', fan.token, like)).statusCode).toBe(200);
    expect((await t.inject('DELETE', '/reactions', fan.token, like)).statusCode).toBe(200);
    expect((await t.inject('POST', '/reactions', fan.token, like)).statusCode).toBe(200);
    expect((await t.inject('POST', '/reactions', creator.token, like)).statusCode).toBe(200);
    expect((await t.inject('POST', '/reactions', fan.token, { ...like, objectId: NO_SUCH_POST })).statusCode).toBe(404);
    // A bookmark is not a like.
    expect((await t.inject('POST', '/reactions', fan.token, { ...like, action: 'bookmark' })).statusCode).toBe(200);
    expect(await toldOnce(t, creator.token, 'like')).toMatchObject({
      actorId: fan.user.id,
      text: `${fan.user.name} liked your post`,
    });
    expect(await toldOf(t, fan.token, 'like')).toHaveLength(0);
  });
});
