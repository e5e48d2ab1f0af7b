import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAMING_MESSAGES } from '@fanlane/shared';
import { buildTestApp, freePort, publishTestStream, refusal, until, type TestApp } from '../../test/index.js';
import { streamEnded, streamKeyOf, streamLive } from '../../test/live-streams.js';

/**
 * The self-hosted transport end to end: a real RTMP publish (ffmpeg's test source) into the ingest
 * process, HLS out through signed addresses, the publish authorised by the stream key.
 */

let t: TestApp;
let port: number;
beforeAll(async () => {
  port = await freePort();
  t = await buildTestApp({ RTMP_PORT: String(port), RTMP_HOST: '127.0.0.1', LIVE_GRACE_SECONDS: '1' });
});
afterAll(async () => {
  await t.close();
});

const rtmp = (key: string) => `rtmp://127.0.0.1:${port}/live/${key}`;

describe('self-hosted live (RTMP in, HLS out)', () => {
  it('answers the RTMP address and key to creators only, and only while it is switched on', async () => {
    const c = await t.services.testing.createUserWithSession({ role: 'performer' });
    const fan = await t.services.testing.createUserWithSession();
    expect((await t.inject('GET', '/streaming/ingest')).statusCode).toBe(401);
    expect((await t.inject('GET', '/streaming/ingest', fan.token)).statusCode).toBe(403);
    expect((await t.inject('POST', '/streaming/ingest/reset', fan.token)).statusCode).toBe(403);
    expect(refusal(await t.inject('GET', '/streaming/ingest', c.token))).toEqual([
      422,
      STREAMING_MESSAGES.ingestUnavailable,
    ]);
    expect(t.services.live.running).toBe(false);
    // Switched on: the ingest process starts without a restart.
    await t.services.settings.update({ selfHostedLiveEnable: true });
    await t.services.live.start();
    await until('the ingest to run', async () => t.services.live.running);
    const res = await t.inject('GET', '/streaming/ingest', c.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ rtmpUrl: `rtmp://localhost:${port}/live`, publishing: false });
    expect(res.json().data.streamKey).toMatch(new RegExp(`^${c.user.id}_[A-Za-z0-9_-]{32}$`));
    // The same key until it is reset.
    expect((await t.inject('GET', '/streaming/ingest', c.token)).json().data.streamKey).toBe(res.json().data.streamKey);
  });

  it('packages a published stream into HLS served only through signed addresses to entitled viewers', async () => {
    const { creator: c, subscriber: fan, stranger } = await t.services.testing.people();
    const streamKey = await streamKeyOf(t, c.token);

    // A wrong key is refused at connect: ffmpeg is disconnected and nothing goes live.
    const wrong = publishTestStream(rtmp(`${c.user.id}_${'x'.repeat(32)}`), { seconds: 5 });
    expect((await wrong.done).code).not.toBe(0);

    const publisher = publishTestStream(rtmp(streamKey), { seconds: 30 });
    try {
      const live = await streamLive(t, c.user.id);
      expect((await t.inject('GET', '/streaming/ingest', c.token)).json().data.publishing).toBe(true);

      // A non-subscriber gets the spec's 403 and no address.
      expect(refusal(await t.inject('GET', `/streaming/join/${c.user.id}`, stranger.token))).toEqual([
        403,
        STREAMING_MESSAGES.subscribeToJoin,
      ]);
      const joined = await t.inject('GET', `/streaming/join/${c.user.id}`, fan.token);
      expect(joined.statusCode, joined.body).toBe(200);
      const stream = joined.json().data.stream;
      expect(stream).toMatchObject({ transport: 'hls', isStreaming: 1 });
      const url = new URL(stream.hlsUrl);
      expect(url.pathname).toBe(`/streaming/hls/${live.hlsId}/index.m3u8`);
      expect(url.searchParams.get('v')).toBe(fan.user.id);

      const playlist = await t.inject('GET', url.pathname + url.search);
      expect(playlist.statusCode).toBe(200);
      expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
      expect(playlist.body).toContain('#EXTM3U');
      // Every segment line carries the same signature.
      const segment = playlist.body.split('\n').find((l) => l.startsWith('seg'))!;
      expect(segment).toMatch(/^seg\d+\.ts\?v=.+&exp=\d+&sig=.+$/);
      const ts = await t.inject('GET', `/streaming/hls/${live.hlsId}/${segment}`);
      expect(ts.statusCode).toBe(200);
      expect(ts.headers['content-type']).toBe('video/mp2t');
      expect(ts.rawPayload[0]).toBe(0x47); // MPEG-TS sync byte
      expect(ts.rawPayload.length).toBeGreaterThan(1000);

      // Altered addresses are refused: signature, viewer, expiry, folder, or none at all.
      const forged = (change: (u: URL) => void) => {
        const copy = new URL(url);
        change(copy);
        return t.inject('GET', copy.pathname + copy.search);
      };
      const sig = url.searchParams.get('sig')!;
      for (const change of [
        (u: URL) => u.searchParams.set('sig', `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`),
        (u: URL) => u.searchParams.set('v', stranger.user.id),
        (u: URL) => u.searchParams.set('exp', String(Number(u.searchParams.get('exp')) + 60)),
        (u: URL) => (u.pathname = u.pathname.replace(live.hlsId!, 'a'.repeat(24))),
        (u: URL) => (u.search = ''),
      ]) {
        expect(refusal(await forged(change))).toEqual([403, STREAMING_MESSAGES.hlsForbidden]);
      }
      const segmentForged = await t.inject(
        'GET',
        `/streaming/hls/${live.hlsId}/${segment.replace(/sig=[^&]+/, 'sig=x')}`,
      );
      expect(refusal(segmentForged)).toEqual([403, STREAMING_MESSAGES.hlsForbidden]);

      // A reset key disconnects the publisher; the old key no longer publishes.
      const reset = await t.inject('POST', '/streaming/ingest/reset', c.token);
      expect(reset.statusCode).toBe(200);
      expect(reset.json().data.streamKey).not.toBe(streamKey);
      expect((await publisher.done).code).not.toBe(0);
      const again = publishTestStream(rtmp(streamKey), { seconds: 5 });
      expect((await again.done).code).not.toBe(0);

      // The publisher gone: after the grace period (1 s here) the stream is offline and its files gone.
      const ended = await streamEnded(t, c.user.id);
      expect(ended.isStreaming).toBe(false);
      expect(refusal(await t.inject('GET', url.pathname + url.search))).toEqual([404, 'Entity is not found']);
    } finally {
      await publisher.stop();
    }
  });

  it('stops the ingest when the setting is switched off', async () => {
    await t.services.settings.update({ selfHostedLiveEnable: false });
    await until('the ingest to stop', async () => !t.services.live.running);
    const c = await t.services.testing.createUserWithSession({ role: 'performer' });
    expect(refusal(await t.inject('GET', '/streaming/ingest', c.token))).toEqual([
      422,
      STREAMING_MESSAGES.ingestUnavailable,
    ]);
  });
});
