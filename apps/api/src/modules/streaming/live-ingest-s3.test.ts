import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAMING_MESSAGES } from '@fanlane/shared';
import { startS3 } from '../../test/s3-server.js';
import { buildTestApp, freePort, publishTestStream, refusal, until, type TestApp } from '../../test/index.js';
import { streamEnded, streamKeyOf, streamLive } from '../../test/live-streams.js';

/**
 * The self-hosted transport with S3 media storage: the ingest uploads the HLS folder to the bucket
 * as ffmpeg writes it, the signed addresses serve it from there (and still refuse forgeries and
 * viewers who may not watch), and the folder leaves the bucket when the stream ends.
 */

let s3: Awaited<ReturnType<typeof startS3>>;
let t: TestApp;
let port: number;
beforeAll(async () => {
  s3 = await startS3('media');
  port = await freePort();
  t = await buildTestApp({
    ...s3.env,
    RTMP_PORT: String(port),
    RTMP_HOST: '127.0.0.1',
    LIVE_GRACE_SECONDS: '1',
  });
  await t.services.settings.update({ selfHostedLiveEnable: true });
  await t.services.live.start();
  // Starting the ingest process (tsx, the S3 client) takes a while on a busy machine.
  await until('the ingest to run', async () => t.services.live.running, 120_000);
}, 240_000);
afterAll(async () => {
  await t.close();
  await s3.close();
});

const stored = (key: string) => t.services.storage.get(key);

describe('self-hosted live on S3 storage', () => {
  it('uploads the HLS folder as it is written, serves it signed from the bucket, removes it at the end', async () => {
    const { creator: c, subscriber: fan, stranger } = await t.services.testing.people();
    const streamKey = await streamKeyOf(t, c.token);
    const publisher = publishTestStream(`rtmp://127.0.0.1:${port}/live/${streamKey}`, { seconds: 30 });
    try {
      const live = await streamLive(t, c.user.id);
      const dir = live.hlsId!;
      // In the bucket, outside the public area: the playlist and the segments it lists.
      const playlist = (await stored(`live/${dir}/index.m3u8`))!.toString();
      expect(playlist).toContain('#EXTINF');
      const first = playlist.split('\n').find((l) => /^seg\d+\.ts$/.test(l))!;
      expect((await stored(`live/${dir}/${first}`))![0]).toBe(0x47);

      expect(refusal(await t.inject('GET', `/streaming/join/${c.user.id}`, stranger.token))).toEqual([
        403,
        STREAMING_MESSAGES.subscribeToJoin,
      ]);
      const url = new URL((await t.inject('GET', `/streaming/join/${c.user.id}`, fan.token)).json().data.stream.hlsUrl);
      expect(url.pathname).toBe(`/streaming/hls/${dir}/index.m3u8`);
      const served = await t.inject('GET', url.pathname + url.search);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('application/vnd.apple.mpegurl');
      const segment = served.body.split('\n').find((l) => l.startsWith('seg'))!;
      expect(segment).toMatch(/^seg\d+\.ts\?v=.+&exp=\d+&sig=.+$/);
      const ts = await t.inject('GET', `/streaming/hls/${dir}/${segment}`);
      expect(ts.statusCode).toBe(200);
      expect(ts.headers['content-type']).toBe('video/mp2t');
      expect(ts.rawPayload[0]).toBe(0x47);
      expect(Number(ts.headers['content-length'])).toBe(ts.rawPayload.length);

      // New segments keep arriving in the bucket while the publisher streams.
      await until('a newer segment in the bucket', async () => {
        const now = (await stored(`live/${dir}/index.m3u8`))?.toString() ?? '';
        return now !== playlist && now.includes('#EXTINF');
      });

      // Tampered addresses are refused as on local disk.
      const sig = url.searchParams.get('sig')!;
      for (const change of [
        (u: URL) => u.searchParams.set('sig', `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`),
        (u: URL) => u.searchParams.set('v', stranger.user.id),
        (u: URL) => u.searchParams.set('exp', String(Number(u.searchParams.get('exp')) + 60)),
        (u: URL) => (u.search = ''),
      ]) {
        const copy = new URL(url);
        change(copy);
        expect(refusal(await t.inject('GET', copy.pathname + copy.search))).toEqual([
          403,
          STREAMING_MESSAGES.hlsForbidden,
        ]);
      }
      const forgedSegment = await t.inject('GET', `/streaming/hls/${dir}/${segment.replace(/sig=[^&]+/, 'sig=x')}`);
      expect(refusal(forgedSegment)).toEqual([403, STREAMING_MESSAGES.hlsForbidden]);

      // The publisher stops: after the grace period the stream is offline and the folder is gone
      // from the bucket and from the ingest's scratch disk.
      await publisher.stop();
      await streamEnded(t, c.user.id);
      await t.services.hls.flush();
      expect(await stored(`live/${dir}/index.m3u8`)).toBeNull();
      expect(await stored(`live/${dir}/${first}`)).toBeNull();
      expect(fs.existsSync(path.join(t.services.hls.root, dir))).toBe(false);
      expect(refusal(await t.inject('GET', url.pathname + url.search))).toEqual([404, 'Entity is not found']);
    } finally {
      await publisher.stop();
    }
  });
});
