import { describe, expect, it } from 'vitest';
import { ASSET_MESSAGES } from '@fanlane/shared';
import { refusal, type TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';

/**
 * Admins make galleries and poll options for a creator (`performerId`); an id that is no creator's
 * failed the foreign key as a 500 (found by the fuzzer, issue #19).
 */
let t: TestApp;
withTestApp((app) => (t = app));

describe('content an admin makes for a creator', () => {
  it('is refused with 422 for an account that is not a creator, and made for a creator', async () => {
    const admin = await t.services.testing.createUserWithSession({ role: 'admin' });
    const creator = await t.services.testing.creator();
    const fan = await t.services.testing.createUserWithSession();
    const routes = [
      ['/performer/performer-assets/galleries', { title: 'For you' }],
      ['/performer/feeds/polls', { description: 'Yes' }],
    ] as const;
    for (const [url, body] of routes) {
      for (const performerId of ['nobody', fan.user.id]) {
        const res = await t.inject('POST', url, admin.token, { ...body, performerId });
        expect(refusal(res), `${url} for ${performerId}`).toEqual([422, ASSET_MESSAGES.creatorNotFound]);
      }
      expect((await t.inject('POST', url, admin.token, { ...body, performerId: creator.user.id })).statusCode).toBe(
        200,
      );
    }
    // A creator's own gallery needs no check of who they are.
    expect(
      (await t.inject('POST', '/performer/performer-assets/galleries', creator.token, { title: 'Mine' })).statusCode,
    ).toBe(200);
  });
});
