import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { testImage, type TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';

/** The media service: uploads checked by content, images re-encoded with stills (through the feed upload route). */

let t: TestApp;
withTestApp((app) => (t = app));

const upload = (token: string, kind: string, body: Buffer, filename: string) =>
  t.services.testing.feedUpload(token, kind, { filename, body }, { galleryId: 'ignored' });

describe('media uploads', () => {
  it('need a creator, and check the content, not the name', async () => {
    const png = await testImage();
    expect((await t.inject('POST', '/performer/feeds/photo/upload')).statusCode).toBe(401);
    const fan = await t.services.testing.createUserWithSession();
    expect((await upload(fan.token, 'photo', png, 'a.png')).statusCode).toBe(403);
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    // A PNG named like a video is refused as a video; a text file named .jpg is refused as a photo.
    const lying = await upload(creator.token, 'video', png, 'clip.mp4');
    expect(lying.statusCode).toBe(415);
    expect(lying.json().message).toMatch(/video/);
    expect((await upload(creator.token, 'photo', Buffer.from('hello, not an image'), 'x.jpg')).statusCode).toBe(415);
    expect((await upload(creator.token, 'sticker', png, 'a.png')).statusCode).toBe(400);
  });

  it('refuse a decompression bomb before decoding it', async () => {
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    // 10 000 x 10 000 pixels of one colour: a few hundred KB on disk, 300 MB once decoded.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(2_000_000);
    const res = await upload(creator.token, 'photo', bomb, 'bomb.png');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/pixel limit|could not be read/i);
  });

  it('re-encode photos with a private thumbnail and a public blurred preview', async () => {
    const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
    const res = await upload(creator.token, 'photo', await testImage(1600, 1200, 'jpeg'), 'p.jpg');
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json().data;
    expect(file).toMatchObject({ status: 'finished', type: 'feed-photo', mimeType: 'image/webp' });
    expect(file.url).toContain('/files/private/');
    expect(file.thumbnails[0]).toContain('variant=thumb');
    const preview = await t.inject('GET', new URL(file.preview).pathname);
    expect(preview.statusCode).toBe(200);
    const meta = await sharp(preview.rawPayload).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(32);
    const full = await t.inject('GET', file.url!.replace(/^https?:\/\/[^/]+/, ''));
    expect(full.statusCode).toBe(200);
    expect((await sharp(full.rawPayload).metadata()).width).toBe(1600);
  });
});
