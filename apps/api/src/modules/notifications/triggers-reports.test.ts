import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/index.js';
import { withStaffApp, type StaffSessions } from '../../test/staff.js';
import { reportedPost } from '../moderation/moderation-testing.js';
import { toldOf, toldOnce } from './triggers-testing.js';

let t: TestApp;
let s: StaffSessions;
withStaffApp((app, sessions) => {
  t = app;
  s = sessions;
});

const reported = () => reportedPost(t);
const resolve = (reportId: string, body: Record<string, unknown>, token = s.moderator.token) =>
  t.inject('POST', `/admin/reports/${reportId}/resolve`, token, body);

describe('notification triggers: report outcomes', () => {
  it('a hidden post tells its creator (with the note) and the reporter (without it), once', async () => {
    const { creator, fan, post, reportId } = await reported();
    // A fan may not decide: refused, nobody told.
    expect((await resolve(reportId, { action: 'hide', note: 'x' }, fan.token)).statusCode).toBe(403);
    expect((await resolve(reportId, { action: 'hide', note: 'Breaks the rules' })).statusCode).toBe(200);
    // Decided already: refused, nobody told again.
    expect((await resolve(reportId, { action: 'warn', note: 'again' })).statusCode).toBe(422);
    expect(await toldOnce(t, creator.token, 'report_outcome')).toMatchObject({
      actorId: null,
      objectType: 'feed',
      objectId: post._id,
      text: 'A report about your post was upheld: it is hidden from fans (you still see it): “Breaks the rules”',
    });
    const reporter = await toldOf(t, fan.token, 'report_outcome');
    expect(reporter.map((n) => n.text)).toEqual(['A report about content you reported was upheld: it is hidden']);
    expect(await toldOf(t, s.moderator.token, 'report_outcome')).toHaveLength(0);
  });

  it('a dismissed report tells only the reporter', async () => {
    const { creator, fan, reportId } = await reported();
    expect((await resolve(reportId, { action: 'dismiss', note: 'internal' })).statusCode).toBe(200);
    expect(await toldOf(t, creator.token, 'report_outcome')).toHaveLength(0);
    expect((await toldOf(t, fan.token, 'report_outcome')).map((n) => n.text)).toEqual([
      'A report about content you reported was reviewed: no rule was broken',
    ]);
  });
});
