import { describe, expect, it } from 'vitest';
import { lastMailTo, multipart, type TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';

let t: TestApp;
withTestApp((app) => (t = app));

/** A creator's text post with this text. */
const post = (token: string, text: string) => t.services.testing.buildFeed(token, { type: 'text', text });

describe('comments (on a post)', () => {
  it('comment: anyone reads, members write, counters follow, the owner is mailed', async () => {
    const { creator, subscriber, follower } = await t.services.testing.audience();
    const feed = await post(creator.token, 'Ask me anything');
    const comment = (token: string, content: string, objectId = feed._id, objectType = 'feed') =>
      t.inject('POST', '/comments', token, { content, objectId, objectType });
    expect((await t.inject('POST', '/comments', null, {})).statusCode).toBe(401);
    expect((await comment(subscriber.token, '')).statusCode).toBe(400);
    expect((await comment(subscriber.token, 'x'.repeat(151))).statusCode).toBe(400);
    expect((await comment(subscriber.token, 'hi', 'f'.repeat(24))).statusCode).toBe(404);
    const first = (await comment(subscriber.token, 'First!')).json().data;
    expect(first).toMatchObject({ content: 'First!', isAuth: true, creator: { _id: subscriber.user.id } });
    // The notifier mails it (the creator's "comment" preference is on by default), after the commit.
    await t.services.jobs.drain();
    expect(await lastMailTo(t.services, creator.user.email!, 'commented on your post')).not.toBeNull();
    const reply = (await comment(follower.token, 'Second', first._id, 'comment')).json().data;
    expect(reply.objectType).toBe('comment');

    const list = await t.inject('GET', `/comments?objectId=${feed._id}&objectType=feed`);
    expect(list.json().data).toMatchObject({ total: 1, data: [{ _id: first._id, isAuth: false, totalReply: 1 }] });
    expect((await t.inject('GET', '/comments')).statusCode).toBe(400);
    const counted = (await t.inject('GET', `/user/feeds/${feed._id}`)).json().data;
    expect(counted.totalComment).toBe(1);

    const edit = await t.inject('PUT', `/comments/${first._id}`, follower.token, { content: 'hijack' });
    expect(edit.statusCode).toBe(404);
    const form = multipart({ content: 'First, edited' });
    const edited = await t.inject('PUT', `/comments/${first._id}`, subscriber.token, form);
    expect(edited.json().data).toEqual({ updated: true });

    expect((await t.inject('DELETE', `/comments/${first._id}`, follower.token)).statusCode).toBe(403);
    // The creator owns the post, so may remove comments on it.
    const removed = await t.inject('DELETE', `/comments/${first._id}`, creator.token);
    expect(removed.json().data).toMatchObject({ _id: first._id, content: 'First, edited' });
    expect((await t.inject('GET', `/user/feeds/${feed._id}`)).json().data.totalComment).toBe(0);
  });
});
