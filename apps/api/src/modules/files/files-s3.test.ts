import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTestVideo } from '../../adapters/ffmpeg.js';
import { startS3 } from '../../test/s3-server.js';
import { buildTestApp, jpegWithGps, multipart, type TestApp } from '../../test/index.js';

/** The app with STORAGE_DRIVER=s3 against an S3-compatible server: public and private files. */
let s3: Awaited<ReturnType<typeof startS3>>;
let t: TestApp;

beforeAll(async () => {
  s3 = await startS3('media');
  t = await buildTestApp(s3.env);
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe('uploads on S3-compatible storage', () => {
  it('stores avatars in the bucket with a public URL, and documents behind signed links', async () => {
    const c = await t.services.testing.createUserWithSession({ role: 'performer' });
    const avatar = multipart({}, { avatar: { filename: 'a.jpg', body: await jpegWithGps(120, 120) } });
    const res = await t.inject('POST', '/performers/avatar/upload', null, avatar.payload, {
      ...avatar.headers,
      authorization: c.token,
    });
    expect(res.statusCode).toBe(200);
    const url = res.json().data.url as string;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\/public\/avatar\//);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');

    const doc = multipart({}, { file: { filename: 'id.jpg', body: await jpegWithGps() } });
    const up = await t.inject('POST', '/performers/documents/upload/documentVerificationId', null, doc.payload, {
      ...doc.headers,
      authorization: c.token,
    });
    const signed = new URL(up.json().data.url);
    const read = await t.inject('GET', signed.pathname + signed.search);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/webp');
  });

  it('processes feed media from and into the bucket, and serves ranges of private media', async () => {
    const c = await t.services.testing.createUserWithSession({ role: 'performer' });
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 's3-media-'));
    await generateTestVideo(path.join(dir, 'v.mp4'), 1);
    const form = multipart({}, { file: { filename: 'v.mp4', body: await fs.readFile(path.join(dir, 'v.mp4')) } });
    const up = await t.inject('POST', '/performer/feeds/video/upload', null, form.payload, {
      ...form.headers,
      authorization: c.token,
    });
    expect(up.json().data.status).toBe('processing');
    await t.services.jobs.drain();
    const status = await t.inject('GET', `/performer/feeds/files/${up.json().data._id}/status`, null, undefined, {
      authorization: c.token,
    });
    const file = status.json().data;
    expect(file).toMatchObject({ status: 'finished', mimeType: 'video/mp4' });
    expect(file.preview).toMatch(/\/media\/public\/feed-video\//);
    expect((await fetch(file.preview)).status).toBe(200);
    const signed = new URL(file.url);
    const part = await t.inject('GET', signed.pathname + signed.search, null, undefined, { range: 'bytes=0-15' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(16);
    await fs.rm(dir, { recursive: true, force: true });
  }, 60_000);

  it('refuses to start with s3 but no bucket or keys', async () => {
    await expect(buildTestApp({ STORAGE_DRIVER: 's3' })).rejects.toThrow(/S3_BUCKET/);
  });
});
