import { expect } from 'vitest';
import type { TestApp } from '../../test/index.js';

/** A fan (20 tokens) who bought a creator's locked post for 5 tokens; answers both, the post and the charge's id. */
export async function boughtPost(t: TestApp) {
  const creator = await t.services.testing.creator();
  const fan = await t.services.testing.funded(20);
  const post = await t.services.testing.lockedPhotoPost(creator.token, 5);
  const charge = await t.inject('POST', `/wallet/charges/feed/${post}`, fan.token, {});
  expect(charge.statusCode, charge.body).toBe(200);
  return { creator, fan, post, chargeId: charge.json().data._id as string };
}
