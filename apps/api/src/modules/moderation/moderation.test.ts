import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@fanlane/shared';
import { auditLogs, reports, users } from '../../db/schema/index.js';
import { lastMailTo, type TestApp } from '../../test/index.js';
import { expectStaffOnly, withStaffApp, type StaffSessions } from '../../test/staff.js';
import { reportedPost } from './moderation-testing.js';

let t: TestApp;
let s: StaffSessions;
withStaffApp((app, sessions) => {
  t = app;
  s = sessions;
});

const audited = (action: string, targetId: string) =>
  t.services.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), eq(auditLogs.targetId, targetId)));

const reported = (title?: string) => reportedPost(t, title);

describe('GET /admin/reports/search', () => {
  it('is for admins and moderators', async () => {
    await expectStaffOnly(t, s, { method: 'GET', url: '/admin/reports/search' }, ['admin', 'moderator']);
    expect((await t.inject('GET', '/admin/reports/search?status=open', s.admin.token)).statusCode).toBe(400);
  });

  it('lists pending reports with the post, the reporter and earlier actions', async () => {
    const { creator, fan, post, reportId } = await reported('Rude');
    const res = await t.inject('GET', '/admin/reports/search?status=pending', s.moderator.token);
    expect(res.statusCode).toBe(200);
    const item = res.json().data.data.find((r: { _id: string }) => r._id === reportId);
    expect(item).toMatchObject({
      title: 'Rude',
      status: 'pending',
      target: 'feed',
      targetId: post._id,
      reporter: { _id: fan.user.id },
      reported: { _id: creator.user.id },
      preview: { text: 'Reported words', status: 'active' },
      earlierActions: [],
    });
  });
});

describe('POST /admin/reports/:id/resolve', () => {
  it('is for admins and moderators and checks its input', async () => {
    const { reportId } = await reported();
    const url = `/admin/reports/${reportId}/resolve`;
    await expectStaffOnly(t, s, { method: 'POST', url, payload: { action: 'dismiss' } }, ['admin', 'moderator']);
    const bad = await t.inject('POST', url, s.moderator.token, { action: 'ban' });
    expect(bad.statusCode).toBe(400);
    expect(
      (await t.inject('POST', `/admin/reports/${'0'.repeat(24)}/resolve`, s.admin.token, { action: 'dismiss' }))
        .statusCode,
    ).toBe(404);
  });

  it('hides a post from fans (not from its creator, who cannot undo it), mails the creator and logs it', async () => {
    const { creator, fan, post, reportId } = await reported();
    expect((await t.inject('GET', `/user/feeds/${post._id}`, fan.token)).statusCode).toBe(200);
    const res = await t.inject('POST', `/admin/reports/${reportId}/resolve`, s.moderator.token, {
      action: 'hide',
      note: 'Breaks the rules',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'resolved',
      resolution: 'hide',
      reviewerName: s.moderator.user.name,
    });
    expect((await t.inject('GET', `/user/feeds/${post._id}`, fan.token)).statusCode).toBe(404);
    const own = await t.inject('GET', `/performer/feeds/${post._id}`, creator.token);
    expect(own.json().data.status).toBe('hidden');
    await t.inject('PUT', `/performer/feeds/${post._id}`, creator.token, {
      type: 'text',
      text: 'Edited',
      status: 'active',
    });
    expect((await t.inject('GET', `/user/feeds/${post._id}`, fan.token)).statusCode).toBe(404);
    // Mailed as the creator's report_outcome notification (a job).
    await t.services.notifier.flushed();
    await t.services.jobs.drain();
    expect((await lastMailTo(t.services, creator.user.email!))?.text).toContain('Breaks the rules');
    expect(await audited('content.hide', post._id)).toMatchObject([
      { actorId: s.moderator.user.id, before: { status: 'active' }, after: { status: 'hidden' } },
    ]);
    expect(await audited('report.hide', reportId)).toHaveLength(1);
    const again = await t.inject('POST', `/admin/reports/${reportId}/resolve`, s.admin.token, { action: 'dismiss' });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(ADMIN_MESSAGES.alreadyResolved);
  });

  it('refuses to hide what is not a post', async () => {
    const creator = await t.services.testing.creator();
    const fan = await t.services.testing.createUserWithSession();
    const filed = await t.inject('POST', '/reports', fan.token, {
      target: 'performer',
      targetId: creator.user.id,
      performerId: creator.user.id,
      title: 'Fake profile',
    });
    const res = await t.inject('POST', `/admin/reports/${filed.json().data._id}/resolve`, s.admin.token, {
      action: 'hide',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(ADMIN_MESSAGES.notHideable);
  });

  it('suspends the account for N days: its sessions end, it is told why, the suspension lifts itself', async () => {
    const { creator, reportId } = await reported('Scam');
    const res = await t.inject('POST', `/admin/reports/${reportId}/resolve`, s.admin.token, {
      action: 'suspend',
      note: 'Scamming fans',
      days: 3,
    });
    expect(res.statusCode).toBe(200);
    expect((await t.inject('GET', '/performers/me', creator.token)).statusCode).toBe(401);
    const [row] = await t.services.database.db.select().from(users).where(eq(users.id, creator.user.id));
    expect(row!.status).toBe('inactive');
    expect(row!.suspendedUntil!.getTime()).toBeGreaterThan(Date.now() + 2.9 * 86_400_000);
    const mail = await lastMailTo(t.services, creator.user.email!, 'suspended');
    expect(mail?.text).toContain('3 days');
    expect(await audited('user.suspend', creator.user.id)).toMatchObject([
      { reason: 'Scamming fans', before: { status: 'active' }, after: { status: 'inactive' } },
    ]);
    // Time passes: the job lifts it.
    await t.services.database.db
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, creator.user.id));
    await t.services.jobs.enqueue('account.unsuspend', { userId: creator.user.id });
    await t.services.jobs.drain();
    const [lifted] = await t.services.database.db.select().from(users).where(eq(users.id, creator.user.id));
    expect(lifted!.status).toBe('active');
    expect(await audited('user.unsuspend', creator.user.id)).toHaveLength(1);
  });

  it('warns (mail, audit) and dismisses (no mail)', async () => {
    const warned = await reported();
    await t.inject('POST', `/admin/reports/${warned.reportId}/resolve`, s.admin.token, {
      action: 'warn',
      note: 'Last time',
    });
    await t.services.notifier.flushed();
    await t.services.jobs.drain();
    expect((await lastMailTo(t.services, warned.creator.user.email!))?.text).toContain('warning');
    expect(await audited('user.warn', warned.creator.user.id)).toHaveLength(1);
    const dismissed = await reported();
    const res = await t.inject('POST', `/admin/reports/${dismissed.reportId}/resolve`, s.admin.token, {
      action: 'dismiss',
    });
    expect(res.json().data.status).toBe('dismissed');
    expect(await lastMailTo(t.services, dismissed.creator.user.email!)).toBeNull();
    const [row] = await t.services.database.db.select().from(reports).where(eq(reports.id, dismissed.reportId));
    expect(row).toMatchObject({ status: 'dismissed', resolution: 'dismiss', reviewerId: s.admin.user.id });
  });
});
