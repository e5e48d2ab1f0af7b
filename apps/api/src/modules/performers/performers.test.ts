import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mediaBinaries } from '../../adapters/ffmpeg.js';
import { performerProfiles } from '../../db/schema/index.js';
import { auth, generateTestVideo, jpegWithGps, multipart, type TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';
import { PERFORMER_MESSAGES } from './performers.service.js';

const run = promisify(execFile);
/** ffprobe's view of a file: codecs and container tags. */
async function probeJson(file: string) {
  const { stdout } = await run(mediaBinaries().ffprobe, [
    ...['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
  ]);
  return JSON.parse(stdout) as {
    streams: { codec_type: string; codec_name: string }[];
    format: { tags?: Record<string, string> };
  };
}

let t: TestApp;
withTestApp((app) => (t = app), { TRUSTED_PROXIES: '127.0.0.1' });

const GB_IP = '81.2.69.142';

const creator = (username: string, profile: Partial<typeof performerProfiles.$inferInsert> = {}) =>
  t.services.testing.creator(profile, username);

describe('GET/PUT /performers/me', () => {
  it('is for creators only', async () => {
    expect((await t.inject('GET', '/performers/me')).statusCode).toBe(401);
    const fan = await t.services.testing.createUserWithSession();
    expect((await t.inject('GET', '/performers/me', fan.token)).statusCode).toBe(403);
  });

  it('answers the private view and updates it; GET /users/me answers the same for a creator', async () => {
    const c = await creator('mecreator');
    const res = await t.inject('PUT', '/performers/me', c.token, {
      bio: 'Hello',
      monthlyPrice: 12.5,
      yearlyPrice: 120,
      isFreeSubscription: 'false',
      height: '170_172',
      languages: ['en'],
      balance: 999,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      bio: 'Hello',
      monthlyPrice: 12.5,
      yearlyPrice: 120,
      isFreeSubscription: false,
      height: '170_172',
      balance: 0,
      email: c.user.email,
    });
    const me = await t.inject('GET', '/users/me', c.token);
    expect(me.json().data).toMatchObject({ isPerformer: true, bio: 'Hello', blockCountries: { countryCodes: [] } });
  });

  it('keeps subscription prices within the site limits', async () => {
    const c = await creator('pricey');
    const low = await t.inject('PUT', '/performers/me', c.token, { monthlyPrice: 1 });
    expect(low.statusCode).toBe(422);
    expect(low.json().message).toBe('Subscription prices must be between 2.95 and 300');
    const high = await t.inject('PUT', '/performers/me', c.token, { yearlyPrice: 301 });
    expect(high.statusCode).toBe(422);
    const bad = await t.inject('PUT', '/performers/me', c.token, { eyes: 'purple' });
    expect(bad.statusCode).toBe(400);
  });

  it('uploads a cover and replaces a document (which then needs a new review)', async () => {
    const c = await creator('uploader', { verifiedDocument: true });
    const cover = multipart({}, { cover: { filename: 'c.jpg', body: await jpegWithGps(2400, 800) } });
    const res = await t.inject('POST', '/performers/cover/upload', null, cover.payload, {
      ...cover.headers,
      ...auth(c.token),
    });
    expect(res.json().data).toMatchObject({ width: 1800, height: 600, mimeType: 'image/webp' });
    const doc = multipart({}, { file: { filename: 'id.jpg', body: await jpegWithGps() } });
    const up = await t.inject('POST', '/performers/documents/upload/idVerificationId', null, doc.payload, {
      ...doc.headers,
      ...auth(c.token),
    });
    expect(up.statusCode).toBe(200);
    const signed = new URL(up.json().data.url);
    expect(signed.pathname).toMatch(/^\/files\/private\//);
    expect((await t.inject('GET', signed.pathname + signed.search)).statusCode).toBe(200);
    signed.searchParams.set('sig', 'forged');
    expect((await t.inject('GET', signed.pathname + signed.search)).statusCode).toBe(403);
    expect((await t.inject('GET', `/files/private/${up.json().data._id}`)).statusCode).toBe(400);
    const me = (await t.inject('GET', '/performers/me', c.token)).json().data;
    expect(me.verifiedDocument).toBe(false);
    expect(me.idVerification._id).toBe(up.json().data._id);
  });

  it('uploads a square avatar and a welcome video; fans, anonymous calls and non-videos are refused', async () => {
    const c = await creator('mediaup');
    const fan = await t.services.testing.createUserWithSession();
    const avatarBody = async () => multipart({}, { avatar: { filename: 'a.jpg', body: await jpegWithGps(900, 600) } });
    let body = await avatarBody();
    expect((await t.app.inject({ method: 'POST', url: '/performers/avatar/upload', ...body })).statusCode).toBe(401);
    body = await avatarBody();
    const asFan = await t.inject('POST', '/performers/avatar/upload', null, body.payload, {
      ...body.headers,
      ...auth(fan.token),
    });
    expect(asFan.statusCode).toBe(403);
    body = await avatarBody();
    const avatar = await t.inject('POST', '/performers/avatar/upload', null, body.payload, {
      ...body.headers,
      ...auth(c.token),
    });
    expect(avatar.json().data).toMatchObject({ width: 512, height: 512, mimeType: 'image/webp' });
    const served = await t.inject('GET', new URL(avatar.json().data.url).pathname);
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();

    const notVideo = multipart({}, { 'welcome-video': { filename: 'w.mp4', body: await jpegWithGps() } });
    const refused = await t.inject('POST', '/performers/welcome-video/upload', null, notVideo.payload, {
      ...notVideo.headers,
      ...auth(c.token),
    });
    expect(refused.statusCode).toBe(415);
    // An MPEG-4 part 2 clip whose container carries a title and a GPS location.
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'welcome-test-'));
    await generateTestVideo(path.join(dir, 'w.mp4'), 1, '320x240', {
      codec: 'mpeg4',
      metadata: { title: 'Secret title', location: '+48.8577+002.2950/' },
    });
    const clip = await fs.readFile(path.join(dir, 'w.mp4'));
    const video = multipart({}, { 'welcome-video': { filename: 'w.mp4', body: clip } });
    const uploaded = await t.inject('POST', '/performers/welcome-video/upload', null, video.payload, {
      ...video.headers,
      ...auth(c.token),
    });
    expect(uploaded.statusCode).toBe(200);
    const answer = uploaded.json().data;
    expect(answer).toMatchObject({ status: 'processing', mimeType: 'video/mp4', name: 'w.mp4' });
    // Not shown (nor served) before it is transcoded.
    const before = (await t.inject('GET', '/performers/me', c.token)).json().data;
    expect(before.avatar).toBe(avatar.json().data.url);
    expect(before.welcomeVideoPath).toBe('');
    expect((await t.inject('GET', new URL(answer.url).pathname)).statusCode).toBe(404);

    await t.services.jobs.drain();
    const me = (await t.inject('GET', '/performers/me', c.token)).json().data;
    expect(me.welcomeVideoPath).toBe(answer.url);
    const servedVideo = await t.inject('GET', new URL(answer.url).pathname);
    expect(servedVideo.statusCode).toBe(200);
    expect(servedVideo.rawPayload.includes('Secret title')).toBe(false);
    await fs.writeFile(path.join(dir, 'served.mp4'), servedVideo.rawPayload);
    const probed = await probeJson(path.join(dir, 'served.mp4'));
    await fs.rm(dir, { recursive: true, force: true });
    expect(probed.streams.find((s) => s.codec_type === 'video')?.codec_name).toBe('h264');
    expect(probed.streams.find((s) => s.codec_type === 'audio')?.codec_name).toBe('aac');
    const tags = Object.keys(probed.format.tags ?? {});
    expect(tags.filter((k) => /title|location|comment/i.test(k))).toEqual([]);
    const file = await t.services.files.get(answer._id);
    expect(file).toMatchObject({ status: 'finished', mimeType: 'video/mp4', acl: 'public' });

    // A second one replaces it once processed; the first file is removed.
    const again = multipart({}, { 'welcome-video': { filename: 'w2.mp4', body: clip } });
    const second = await t.inject('POST', '/performers/welcome-video/upload', null, again.payload, {
      ...again.headers,
      ...auth(c.token),
    });
    await t.services.jobs.drain();
    const after = (await t.inject('GET', '/performers/me', c.token)).json().data;
    expect(after.welcomeVideoPath).toBe(second.json().data.url);
    expect((await t.inject('GET', new URL(answer.url).pathname)).statusCode).toBe(404);
  }, 90_000);

  it('saves banking and PayPal settings', async () => {
    const c = await creator('banker');
    const bank = await t.inject('PUT', '/performers/banking-settings', c.token, {
      firstName: 'A',
      lastName: 'B',
      bankName: 'Bank',
      bankAccount: '123',
      performerId: 'ignored',
    });
    expect(bank.json().data).toMatchObject({ bankName: 'Bank', performerId: c.user.id });
    const missing = await t.inject('PUT', '/performers/banking-settings', c.token, { firstName: 'A' });
    expect(missing.statusCode).toBe(400);
    // The shared schema's words, as the creator's form shows them.
    expect(missing.json().message).toEqual(
      expect.arrayContaining(['lastName: Enter the last name', 'bankAccount: Enter the account number']),
    );
    const badPaypal = await t.inject('PUT', '/performers/payment-gateway-settings', c.token, {
      key: 'paypal',
      value: { email: 'not-an-email' },
    });
    expect(badPaypal.json()).toMatchObject({ statusCode: 400, message: ['value.email: Email is not valid'] });
    const paypal = await t.inject('PUT', '/performers/payment-gateway-settings', c.token, {
      key: 'paypal',
      value: { email: 'pay@example.test', phoneNumber: '1' },
    });
    expect(paypal.json().data).toMatchObject({ key: 'paypal', status: 'active', value: { email: 'pay@example.test' } });
    const me = (await t.inject('GET', '/performers/me', c.token)).json().data;
    expect(me.bankingInformation.bankAccount).toBe('123');
    expect(me.paypalSetting.value.email).toBe('pay@example.test');
  });
});

describe('public creator pages and discovery', () => {
  it('finds a creator by id or username without private fields, and counts views', async () => {
    const c = await creator('publicone');
    const byName = await t.inject('GET', '/performers/PublicOne');
    expect(byName.statusCode).toBe(200);
    const data = byName.json().data;
    expect(data).toMatchObject({ _id: c.user.id, username: 'publicone', isPerformer: true, isFollowed: false });
    for (const hidden of ['email', 'balance', 'idVerification', 'bankingInformation', 'phone', 'address'])
      expect(data).not.toHaveProperty(hidden);
    const byId = await t.inject('GET', `/performers/${c.user.id}`);
    expect(byId.json().data.stats.views).toBe(2);
    expect((await t.inject('GET', '/performers/nobodyhere')).statusCode).toBe(404);
    // Views are added up in memory and written in one UPDATE; the owner's own visits do not count.
    await t.inject('GET', '/performers/publicone', c.token);
    await t.services.performersRepo.flushViews();
    const [profile] = await t.services.database.db
      .select({ views: performerProfiles.views })
      .from(performerProfiles)
      .where(eq(performerProfiles.userId, c.user.id));
    expect(profile!.views).toBe(2);
    expect((await t.inject('GET', '/performers/publicone')).json().data.stats.views).toBe(3);
  });

  it('tells a fan whether they follow and subscribe, and the owner that they do', async () => {
    const c = await creator('relations');
    const fan = await t.services.testing.createUserWithSession();
    const flags = async (token: string | null) => {
      const { isFollowed, isSubscribed, usedFreeSubscription } = (
        await t.inject('GET', '/performers/relations', token)
      ).json().data;
      return { isFollowed, isSubscribed, usedFreeSubscription };
    };
    const none = { isFollowed: false, isSubscribed: false, usedFreeSubscription: false };
    expect(await flags(fan.token)).toEqual(none);
    await t.inject('POST', `/follows/${c.user.id}`, fan.token);
    await t.services.testing.subscribe(fan.user.id, c.user.id);
    expect(await flags(fan.token)).toEqual({ ...none, isFollowed: true, isSubscribed: true });
    expect(await flags(null)).toEqual(none);
    expect(await flags(c.token)).toEqual({ ...none, isSubscribed: true });
  });

  it('answers 403 to blocked fans and blocked countries, with the messages', async () => {
    const c = await creator('blocker');
    const fan = await t.services.testing.createUserWithSession();
    await t.inject('POST', '/block/users', c.token, { targetId: fan.user.id });
    const blocked = await t.inject('GET', '/performers/blocker', fan.token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(PERFORMER_MESSAGES.userBlocked);
    await t.inject('POST', '/block/countries', c.token, { countryCodes: ['gb'] });
    const country = await t.inject('GET', '/performers/blocker?fromServerRequest=true', null, undefined, {
      'x-client-ip': GB_IP,
    });
    expect(country.statusCode).toBe(403);
    expect(country.json().message).toBe(PERFORMER_MESSAGES.countryBlocked);
    // The creator is hidden from the blocked fan's search too.
    const search = await t.inject('GET', '/performers/user/search?q=blocker', fan.token);
    expect(search.json().data.total).toBe(0);
    expect((await t.inject('GET', '/performers/user/search?q=blocker')).json().data.total).toBe(1);
  });

  it('answers 403 for a suspended creator', async () => {
    const c = await creator('suspended');
    await t.services.database.db
      .update((await import('../../db/schema/index.js')).users)
      .set({ status: 'inactive' })
      .where(eq((await import('../../db/schema/index.js')).users.id, c.user.id));
    const res = await t.inject('GET', '/performers/suspended');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(PERFORMER_MESSAGES.suspended);
  });

  it('searches verified creators with option-list filters, paging and sorting', async () => {
    await creator('filterme', { eyes: 'green', hair: 'red' });
    await creator('filterother', { eyes: 'blue' });
    await creator('unverified', { verifiedDocument: false, eyes: 'green' });
    const res = await t.inject(
      'GET',
      '/performers/user/search?eyes=green&hair=&gender=&current=1&pageSize=12&limit=12&offset=0&sortBy=latest',
    );
    expect(res.json().data.data.map((p: { username: string }) => p.username)).toEqual(['filterme']);
    const page = await t.inject('GET', '/performers/user/search?q=filter&limit=1&offset=1&sortBy=oldest');
    expect(page.json().data).toMatchObject({ total: 2 });
    expect(page.json().data.data[0].username).toBe('filterother');
    const random = await t.inject('GET', '/performers/search/random?refresh=1');
    expect(random.json().data).not.toHaveProperty('total');
    expect(random.json().data.data.some((p: { username: string }) => p.username === 'unverified')).toBe(false);
    const top = await t.inject('GET', '/performers/top?limit=2');
    expect(top.json().data.data).toHaveLength(2);
  });
});

describe('PUT /admin/performers/:id', () => {
  it('lets only admins verify, feature and suspend creators', async () => {
    const c = await creator('underreview', { verifiedDocument: false });
    const body = { verifiedDocument: true, isFeatured: true };
    expect((await t.inject('PUT', `/admin/performers/${c.user.id}`, null, body)).statusCode).toBe(401);
    expect((await t.inject('PUT', `/admin/performers/${c.user.id}`, c.token, body)).statusCode).toBe(403);
    const admin = await t.services.testing.createUserWithSession({ role: 'admin' });
    const fan = await t.services.testing.createUser();
    expect((await t.inject('PUT', `/admin/performers/${fan.id}`, admin.token, body)).statusCode).toBe(404);
    expect((await t.inject('PUT', `/admin/performers/${c.user.id}`, admin.token, { status: 'gone' })).statusCode).toBe(
      400,
    );

    expect((await t.inject('GET', '/performers/user/search?q=underreview')).json().data.total).toBe(0);
    const res = await t.inject('PUT', `/admin/performers/${c.user.id}`, admin.token, body);
    expect(res.json()).toEqual({ status: 0, data: { updated: true } });
    expect((await t.inject('GET', '/performers/user/search?q=underreview&isFeatured=true')).json().data.total).toBe(1);
    await t.inject('PUT', `/admin/performers/${c.user.id}`, admin.token, { status: 'inactive' });
    expect((await t.inject('GET', '/performers/user/search?q=underreview')).json().data.total).toBe(0);
  });
});

describe('clearing profile fields', () => {
  it("empties text and option fields sent as '', keeps absent ones, and answers the age band", async () => {
    const c = await creator('clearme', { bio: 'old bio', city: 'Paris', eyes: 'green', ageBand: '23_25' });
    expect((await t.inject('GET', '/performers/me', c.token)).json().data).toMatchObject({
      age: '23_25',
      eyes: 'green',
    });
    const res = await t.inject('PUT', '/performers/me', c.token, { bio: '', eyes: '', country: '', gender: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ bio: '', eyes: '', city: 'Paris', country: '', gender: '', age: '23_25' });
  });
});
