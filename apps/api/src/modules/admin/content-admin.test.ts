import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/index.js';
import { auditEntries, expectStaffOnly, MISSING_ID, withStaffApp, type StaffSessions } from '../../test/staff.js';

let t: TestApp;
let s: StaffSessions;
withStaffApp((app, sessions) => ((t = app), (s = sessions)));
const reason = { reason: 'Breaks the rules' };

describe('admin content moderation', () => {
  it('is for admins and moderators (content permission)', async () => {
    const both: ('admin' | 'moderator')[] = ['admin', 'moderator'];
    await expectStaffOnly(t, s, { method: 'GET', url: '/admin/content/search?type=video' }, both);
    for (const verb of ['hide', 'restore', 'delete'])
      await expectStaffOnly(
        t,
        s,
        { method: 'POST', url: `/admin/content/feed/${MISSING_ID}/${verb}`, payload: reason },
        both,
      );
  });

  it('refuses bad input: no reason, an unknown type, a missing item', async () => {
    const noReason = await t.inject('POST', `/admin/content/feed/${MISSING_ID}/hide`, s.moderator.token, {});
    expect(noReason.statusCode).toBe(400);
    expect(JSON.stringify(noReason.json().message)).toMatch(/reason/);
    expect((await t.inject('GET', '/admin/content/search?type=planet', s.admin.token)).statusCode).toBe(400);
    expect((await t.inject('POST', `/admin/content/feed/${MISSING_ID}/delete`, s.admin.token, reason)).statusCode).toBe(
      404,
    );
    expect((await t.inject('POST', `/admin/content/reel/${MISSING_ID}/hide`, s.admin.token, reason)).statusCode).toBe(
      404,
    );
  });

  it('hides a post from fans (its creator still sees it), restores it, audited with the reason', async () => {
    const creator = await t.services.testing.creator();
    const post = await t.services.testing.buildFeed(creator.token, { text: 'Moderate me please' });
    const listed = (await t.inject('GET', '/admin/content/search?type=feed&q=moderate', s.moderator.token)).json().data;
    expect(listed.data).toEqual([
      expect.objectContaining({ _id: post._id, type: 'feed', title: 'Moderate me please', status: 'active' }),
    ]);
    expect(listed.data[0].ownerId).toBe(creator.user.id);

    const hidden = await t.inject('POST', `/admin/content/feed/${post._id}/hide`, s.moderator.token, reason);
    expect(hidden.json().data).toEqual({ status: 'hidden' });
    expect((await t.inject('GET', `/user/feeds/${post._id}`, s.fan.token)).statusCode).toBe(404);
    expect((await t.inject('GET', `/performer/feeds/${post._id}`, creator.token)).statusCode).toBe(200);
    const [entry] = await auditEntries(t, 'content.hide', post._id);
    expect(entry).toMatchObject({
      reason: 'Breaks the rules',
      before: { status: 'active' },
      after: { status: 'hidden' },
    });
    const onlyHidden = (await t.inject('GET', '/admin/content/search?type=feed&status=hidden', s.admin.token)).json()
      .data;
    expect(onlyHidden.data.map((c: { _id: string }) => c._id)).toContain(post._id);

    await t.inject('POST', `/admin/content/feed/${post._id}/restore`, s.admin.token, { reason: 'Appeal accepted' });
    expect((await t.inject('GET', `/user/feeds/${post._id}`, s.fan.token)).statusCode).toBe(200);
    expect(await auditEntries(t, 'content.restore', post._id)).toHaveLength(1);
  });

  it('deletes a product and a comment for good, audited', async () => {
    const creator = await t.services.testing.creator();
    const product = await t.services.testing.buildProduct(creator.token);
    const post = await t.services.testing.buildFeed(creator.token);
    const comment = (
      await t.inject('POST', '/comments', s.fan.token, {
        content: 'Rude words',
        objectId: post._id,
        objectType: 'feed',
      })
    ).json().data;
    const comments = (await t.inject('GET', '/admin/content/search?type=comment&q=rude', s.moderator.token)).json()
      .data;
    expect(comments.data[0]).toMatchObject({ _id: comment._id, ownerId: s.fan.user.id, title: 'Rude words' });

    const gone = await t.inject('POST', `/admin/content/product/${product._id}/delete`, s.moderator.token, reason);
    expect(gone.json().data).toEqual({ deleted: true });
    expect(
      (await t.inject('GET', `/admin/content/search?type=product&ownerId=${creator.user.id}`, s.admin.token)).json()
        .data.total,
    ).toBe(0);
    const [entry] = await auditEntries(t, 'content.delete', product._id);
    expect(entry).toMatchObject({ targetType: 'product', reason: 'Breaks the rules', before: { title: 'Poster' } });

    expect(
      (await t.inject('POST', `/admin/content/comment/${comment._id}/delete`, s.admin.token, reason)).statusCode,
    ).toBe(200);
    expect((await t.inject('GET', '/admin/content/search?type=comment&q=rude', s.admin.token)).json().data.total).toBe(
      0,
    );
  });
});
