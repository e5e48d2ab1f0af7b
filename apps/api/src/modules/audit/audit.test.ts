import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, performerProfiles } from '../../db/schema/index.js';
import { type TestApp } from '../../test/index.js';
import { expectStaffOnly, withStaffApp, type StaffSessions } from '../../test/staff.js';

let t: TestApp;
let s: StaffSessions;
withStaffApp((app, sessions) => {
  t = app;
  s = sessions;
});

const as = (token: string) => ({ authorization: token });
const entries = (action: string) => t.services.database.db.select().from(auditLogs).where(eq(auditLogs.action, action));

describe('staff roles', () => {
  it('shows a staff account its role in GET /users/me', async () => {
    for (const role of ['admin', 'moderator', 'finance'] as const) {
      const me = await t.inject('GET', '/users/me', s[role].token);
      expect(me.json().data.roles).toEqual([role]);
    }
    const fan = await t.inject('GET', '/users/me', s.fan.token);
    expect(fan.json().data.roles).toEqual(['user']);
  });

  it('lets only admins change settings, and records the change with before, after, actor and the client IP (through a trusted proxy)', async () => {
    await expectStaffOnly(t, s, { method: 'PUT', url: '/admin/settings', payload: { siteName: 'Nope' } }, ['admin']);
    expect((await t.services.settings.get('siteName')) === 'Nope').toBe(false);
    const bad = await t.inject('PUT', '/admin/settings', s.admin.token, { siteName: 5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(['siteName: must be a string']);
    const before = await t.services.settings.get('siteName');
    const res = await t.inject(
      'PUT',
      '/admin/settings',
      null,
      { siteName: 'Fanlane Test', maintenanceMode: false },
      { ...as(s.admin.token), 'x-forwarded-for': '203.0.113.9' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.siteName).toBe('Fanlane Test');
    const [entry] = await entries('settings.update');
    expect(entry).toMatchObject({
      actorId: s.admin.user.id,
      actorRole: 'admin',
      targetType: 'settings',
      before: { siteName: before },
      after: { siteName: 'Fanlane Test' },
      ip: '203.0.113.9',
    });
  });

  it('lets moderators (not finance) verify creators, and records it', async () => {
    const url = `/admin/performers/${s.creator.user.id}`;
    await t.services.database.db
      .update(performerProfiles)
      .set({ verifiedDocument: false })
      .where(eq(performerProfiles.userId, s.creator.user.id));
    await expectStaffOnly(t, s, { method: 'PUT', url, payload: { verifiedDocument: true } }, ['admin', 'moderator']);
    const res = await t.inject('PUT', url, s.moderator.token, { verifiedDocument: true, commission: 0.1 });
    expect(res.statusCode).toBe(200);
    const [entry] = await entries('performer.update');
    expect(entry).toMatchObject({
      actorId: s.moderator.user.id,
      actorRole: 'moderator',
      targetType: 'user',
      targetId: s.creator.user.id,
      before: { verifiedDocument: false, commission: null },
      after: { verifiedDocument: true, commission: 0.1 },
    });
  });
});

describe('GET /admin/audit-logs', () => {
  it('is for admins only', async () => {
    await expectStaffOnly(t, s, { url: '/admin/audit-logs' }, ['admin']);
    await expectStaffOnly(t, s, { url: '/admin/audit-logs/export' }, ['admin']);
  });

  it('lists entries newest first with the actor, and filters by actor, action, target and dates', async () => {
    await t.inject('PUT', '/admin/block/countries', s.admin.token, { countryCodes: ['FR'] });
    const all = await t.inject('GET', '/admin/audit-logs', s.admin.token);
    expect(all.statusCode).toBe(200);
    const { data, total } = all.json().data;
    expect(total).toBe(3);
    expect(data[0]).toMatchObject({
      action: 'settings.block-countries',
      actorName: s.admin.user.name,
      before: { countryCodes: [] },
      after: { countryCodes: ['FR'] },
    });
    const byActor = await t.inject('GET', `/admin/audit-logs?actorId=${s.moderator.user.id}`, s.admin.token);
    expect(byActor.json().data.data.map((e: { action: string }) => e.action)).toEqual(['performer.update']);
    const byTarget = await t.inject(
      'GET',
      `/admin/audit-logs?targetType=user&targetId=${s.creator.user.id}&action=performer.update`,
      s.admin.token,
    );
    expect(byTarget.json().data.total).toBe(1);
    const past = await t.inject('GET', '/admin/audit-logs?fromDate=2020-01-01&toDate=2020-01-02', s.admin.token);
    expect(past.json().data).toEqual({ data: [], total: 0 });
  });

  it('exports the filtered log as CSV', async () => {
    const res = await t.inject('GET', '/admin/audit-logs/export?action=performer.update', s.admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('time,actorId,actorName,actorRole,action,targetType,targetId,before,after,reason,ip');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`moderator,performer.update,user,${s.creator.user.id}`);
  });

  it('is append-only: the database refuses to change or delete an entry', async () => {
    const { db } = t.services.database;
    await expect(db.update(auditLogs).set({ reason: 'edited' })).rejects.toThrow();
    await expect(db.delete(auditLogs)).rejects.toThrow();
    expect(await db.$count(auditLogs, eq(auditLogs.reason, 'edited'))).toBe(0);
  });
});
