import { expect } from 'vitest';
import type { TestApp } from '../../test/index.js';

/** A creator's post reported by a fan; answers the creator, the fan, the post and the report's id. */
export async function reportedPost(t: TestApp, title = 'Spam') {
  const creator = await t.services.testing.creator();
  const fan = await t.services.testing.createUserWithSession();
  const post = await t.services.testing.buildFeed(creator.token, { text: 'Reported words' });
  const res = await t.inject('POST', '/reports', fan.token, {
    target: 'feed',
    targetId: post._id,
    performerId: creator.user.id,
    title,
  });
  expect(res.statusCode).toBe(200);
  return { creator, fan, post, reportId: res.json().data._id as string };
}
