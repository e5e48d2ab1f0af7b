import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@fanlane/shared';
import { users } from '../../db/schema/index.js';
import { auth, jpegWithGps, lastMailTo, multipart, type TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';
import { BULK_MAX } from './users.routes.js';

let t: TestApp;
withTestApp((app) => (t = app));

describe('PUT /users', () => {
  it('needs a fan token: 401 anonymous, 403 for a creator', async () => {
    expect((await t.inject('PUT', '/users', null, { name: 'x' })).statusCode).toBe(401);
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    expect((await t.inject('PUT', '/users', creator.token, { name: 'x' })).statusCode).toBe(403);
  });

  it('updates and answers the updated account; a new email must be verified again', async () => {
    const fan = await t.services.testing.createUserWithSession({ username: 'fanupd' });
    const res = await t.inject('PUT', '/users', fan.token, {
      name: 'New Name',
      email: 'fresh@example.test',
      country: 'de',
      'confirm-password': 'x',
      balance: 1000,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'New Name',
      email: 'fresh@example.test',
      country: 'DE',
      verifiedEmail: false,
      balance: 0,
    });
    expect((await lastMailTo(t.services, 'fresh@example.test'))?.subject).toContain('Verify');
  });

  it("refuses someone else's email or username", async () => {
    const a = await t.services.testing.createUserWithSession({ username: 'takena' });
    const b = await t.services.testing.createUserWithSession({ username: 'takenb' });
    const email = await t.inject('PUT', '/users', b.token, { email: a.user.email });
    expect(email.statusCode).toBe(422);
    expect(email.json().message).toBe(ACCOUNT_MESSAGES.emailTaken);
    const name = await t.inject('PUT', '/users', b.token, { username: 'TAKENA' });
    expect(name.json().message).toBe(ACCOUNT_MESSAGES.usernameTaken);
    const bad = await t.inject('PUT', '/users', b.token, { password: 'short' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('avatar upload', () => {
  it('re-encodes to a square WebP without metadata and serves it publicly', async () => {
    const fan = await t.services.testing.createUserWithSession();
    const body = multipart({}, { avatar: { filename: 'me.jpg', body: await jpegWithGps(300, 200) } });
    const res = await t.inject('POST', '/users/avatar/upload', null, body.payload, {
      ...body.headers,
      ...auth(fan.token),
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ success: true, mimeType: 'image/webp', width: 200, height: 200 });
    const path = new URL(data.url).pathname;
    const served = await t.inject('GET', path);
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    const me = await t.inject('GET', '/users/me', fan.token);
    expect(me.json().data.avatar).toBe(data.url);
  });

  it('refuses anonymous calls, a missing file, a non-image and someone else', async () => {
    const body = multipart({}, { avatar: { filename: 'me.jpg', body: await jpegWithGps() } });
    expect((await t.app.inject({ method: 'POST', url: '/users/avatar/upload', ...body })).statusCode).toBe(401);
    const fan = await t.services.testing.createUserWithSession();
    const none = multipart({ x: '1' });
    const missing = await t.inject('POST', '/users/avatar/upload', null, none.payload, {
      ...none.headers,
      ...auth(fan.token),
    });
    expect(missing.statusCode).toBe(404);
    const text = multipart({}, { avatar: { filename: 'me.jpg', body: Buffer.from('<svg onload=alert(1)>') } });
    const notImage = await t.inject('POST', '/users/avatar/upload', null, text.payload, {
      ...text.headers,
      ...auth(fan.token),
    });
    expect(notImage.statusCode).toBe(415);
    const other = await t.services.testing.createUser();
    const forbidden = await t.inject('POST', `/users/${other.id}/avatar/upload`, null, body.payload, {
      ...body.headers,
      ...auth(fan.token),
    });
    expect(forbidden.statusCode).toBe(403);
    const admin = await t.services.testing.createUserWithSession({ role: 'admin' });
    const byAdmin = await t.inject('POST', `/users/${other.id}/avatar/upload`, null, body.payload, {
      ...body.headers,
      ...auth(admin.token),
    });
    expect(byAdmin.statusCode).toBe(200);
    const [row] = await t.services.database.db.select().from(users).where(eq(users.id, other.id));
    expect(row?.avatarKey).toMatch(/^public\/avatar\//);
  });
});

describe('user lookups', () => {
  it('GET /users/search is for creators and never shows private fields', async () => {
    expect((await t.inject('GET', '/users/search')).statusCode).toBe(401);
    const fan = await t.services.testing.createUserWithSession({ username: 'searchable' });
    expect((await t.inject('GET', '/users/search', fan.token)).statusCode).toBe(403);
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    const res = await t.inject('GET', '/users/search?q=searchable&status=active&includedIds=', creator.token);
    expect(res.json().data.total).toBe(1);
    const item = res.json().data.data[0];
    expect(item).toMatchObject({ username: 'searchable', isPerformer: false });
    expect(item).not.toHaveProperty('email');
    expect(item).not.toHaveProperty('balance');
  });

  it('GET /users/view/:id and /users/bulk', async () => {
    const fan = await t.services.testing.createUserWithSession();
    const other = await t.services.testing.createUser({ username: 'viewme' });
    expect((await t.inject('GET', `/users/view/${other.id}`)).statusCode).toBe(401);
    const view = await t.inject('GET', `/users/view/${other.id}`, fan.token);
    expect(view.json().data).toMatchObject({ _id: other.id, username: 'viewme' });
    expect(view.json().data).not.toHaveProperty('email');
    expect((await t.inject('GET', '/users/view/000000000000000000000000', fan.token)).statusCode).toBe(404);
    const bulk = await t.inject('GET', `/users/bulk?ids=${other.id},${fan.user.id},${other.id},nope`, fan.token);
    expect(
      bulk
        .json()
        .data.map((u: { _id: string }) => u._id)
        .sort(),
    ).toEqual([other.id, fan.user.id].sort());
    expect((await t.inject('GET', '/users/bulk?ids=', fan.token)).json()).toEqual({
      status: 0,
      data: [],
    });
    expect((await t.inject('GET', '/users/bulk?ids=')).statusCode).toBe(401);
  });

  it(`GET /users/bulk answers at most ${BULK_MAX} users and refuses an oversized list`, async () => {
    const fan = await t.services.testing.createUserWithSession();
    const made = [];
    for (let i = 0; i <= BULK_MAX; i++) made.push(await t.services.testing.createUser({ username: `bulk${i}` }));
    const ids = made.map((u) => u.id).join(',');
    const res = await t.inject('GET', `/users/bulk?ids=${ids}`, fan.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(BULK_MAX);
    const huge = `${ids},${'x'.repeat(BULK_MAX * 30)}`;
    expect((await t.inject('GET', `/users/bulk?ids=${huge}`, fan.token)).statusCode).toBe(400);
  });
});
