import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { performerProfiles } from '../../db/schema/index.js';
import type { TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';
import { ageOf } from './performers.presenter.js';

/** Issue #19, defect 9: a creator's full date of birth was public (profile and every list). */
let t: TestApp;
withTestApp((app) => (t = app));

describe("a creator's date of birth", () => {
  it('is an age to others and the full date to the creator only', async () => {
    const creator = await t.services.testing.creator({ dateOfBirth: '1990-06-15' });
    const fan = await t.services.testing.createUserWithSession();
    const expectedAge = ageOf('1990-06-15')!;
    const publicView = (await t.inject('GET', `/performers/${creator.user.username}`, fan.token)).json().data;
    expect(publicView).toMatchObject({ dateOfBirth: null, ageYears: expectedAge });
    const anonymous = (await t.inject('GET', `/performers/${creator.user.id}`)).json().data;
    expect(JSON.stringify(anonymous)).not.toContain('1990-06-15');
    const list = (await t.inject('GET', '/performers/user/search?limit=50')).json().data;
    expect(JSON.stringify(list)).not.toContain('1990-06-15');
    expect((await t.inject('GET', '/performers/me', creator.token)).json().data.dateOfBirth).toBe('1990-06-15');
    await t.services.database.db
      .update(performerProfiles)
      .set({ dateOfBirth: null })
      .where(eq(performerProfiles.userId, creator.user.id));
    expect((await t.inject('GET', `/performers/${creator.user.id}`)).json().data.ageYears).toBeNull();
  });

  it('counts whole years', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    expect(ageOf('2000-06-15', now)).toBe(26);
    expect(ageOf('2000-06-16', now)).toBe(25);
    expect(ageOf(null, now)).toBeNull();
  });
});
