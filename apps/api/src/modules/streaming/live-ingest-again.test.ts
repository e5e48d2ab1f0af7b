import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, freePort, publishTestStream, until, type TestApp } from '../../test/index.js';
import { creatorsStream, streamEnded, streamKeyOf } from '../../test/live-streams.js';

/**
 * A creator publishes, stops, and publishes again in one API process (issue 21, journey 64): every
 * stream after the first is packaged, goes live, and its signed playlist serves segments.
 */

let t: TestApp;
let port: number;
beforeAll(async () => {
  port = await freePort();
  t = await buildTestApp({ RTMP_PORT: String(port), RTMP_HOST: '127.0.0.1', LIVE_GRACE_SECONDS: '3' });
  await t.services.settings.update({ selfHostedLiveEnable: true });
  await t.services.live.start();
  await until('the ingest to run', async () => t.services.live.running);
});
afterAll(async () => {
  await t.close();
});

const rtmp = (key: string) => `rtmp://127.0.0.1:${port}/live/${key}`;
const streamOf = (performerId: string) => creatorsStream(t, performerId);

/** Publishes until the fan's join answers an address whose playlist lists a segment that serves. */
async function publishAndWatch(key: string, performerId: string, fanToken: string) {
  const before = (await streamOf(performerId))?.hlsId;
  const publisher = publishTestStream(rtmp(key), { seconds: 60 });
  const live = await until(
    'the stream to be live',
    async () => {
      const row = await streamOf(performerId);
      return row?.isStreaming && row.hlsId && row.hlsId !== before ? row : null;
    },
    30_000,
  ).catch(async (err: Error) => {
    await publisher.stop();
    throw new Error(`${err.message}; publisher: ${(await publisher.done).stderr}`);
  });
  const joined = await t.inject('GET', `/streaming/join/${performerId}`, fanToken);
  expect(joined.statusCode, joined.body).toBe(200);
  const hlsUrl = joined.json().data.stream.hlsUrl as string | undefined;
  expect(hlsUrl).toBeDefined();
  const url = new URL(hlsUrl!);
  expect(url.pathname).toBe(`/streaming/hls/${live.hlsId}/index.m3u8`);
  // On a loaded machine the stream can be live a moment before its playlist lists a segment.
  const segment = await until(
    'the playlist to list a segment',
    async () => {
      const playlist = await t.inject('GET', url.pathname + url.search);
      if (playlist.statusCode !== 200) return null;
      return playlist.body.split('\n').find((l) => l.startsWith('seg')) ?? null;
    },
    30_000,
  );
  const ts = await t.inject('GET', `/streaming/hls/${live.hlsId}/${segment}`);
  expect(ts.statusCode).toBe(200);
  expect(ts.rawPayload[0]).toBe(0x47);
  /** Stops the publisher and waits for the stream to end. */
  const end = async () => {
    await publisher.stop();
    await streamEnded(t, performerId);
  };
  return { publisher, hlsId: live.hlsId!, end };
}

/** A creator, a subscribed fan, the creator's stream key, and `publish()`: `publishAndWatch` as that fan. */
async function creatorWithFan() {
  const c = await t.services.testing.createUserWithSession({ role: 'performer' });
  const fan = await t.services.testing.createUserWithSession();
  await t.services.testing.subscribe(fan.user.id, c.user.id);
  const streamKey = await streamKeyOf(t, c.token);
  return { c, fan, streamKey, publish: () => publishAndWatch(streamKey, c.user.id, fan.token) };
}

describe('self-hosted live, published again', () => {
  it('serves a second and a third stream after the first one ended', async () => {
    const { publish } = await creatorWithFan();

    const first = await publish();
    await first.end();

    const second = await publish();
    expect(second.hlsId).not.toBe(first.hlsId);
    await second.end();

    const third = await publish();
    await third.end();
  }, 120_000);

  it('serves the new stream when the creator comes back within the grace period', async () => {
    const { c, fan, streamKey, publish } = await creatorWithFan();

    const first = await publish();
    await first.publisher.stop();
    // At once: the stream is still live from the first folder until the new one is playable.
    const second = publishTestStream(rtmp(streamKey), { seconds: 40 });
    try {
      const back = await until('the new folder', async () => {
        const row = await streamOf(c.user.id);
        return row?.isStreaming && row.hlsId && row.hlsId !== first.hlsId ? row : null;
      });
      const joined = await t.inject('GET', `/streaming/join/${c.user.id}`, fan.token);
      const url = new URL(joined.json().data.stream.hlsUrl);
      expect(url.pathname).toBe(`/streaming/hls/${back.hlsId}/index.m3u8`);
      expect((await t.inject('GET', url.pathname + url.search)).statusCode).toBe(200);
    } finally {
      await second.stop();
    }
    await streamEnded(t, c.user.id);
  }, 120_000);

  it('drops a publisher gone silent, so the creator can publish again', async () => {
    const { c, publish } = await creatorWithFan();
    const first = await publish();
    // The network went quiet: no data, and no close either.
    first.publisher.freeze();
    try {
      // Dropped after 10 s without data (OBS, reconnecting meanwhile, is refused until then).
      await until(
        'the silent publisher to be dropped',
        async () => !(await t.inject('GET', '/streaming/ingest', c.token)).json().data.publishing,
        30_000,
      );
      const second = await publish();
      expect(second.hlsId).not.toBe(first.hlsId);
      await second.publisher.stop();
    } finally {
      await first.publisher.stop();
    }
    await streamEnded(t, c.user.id);
  }, 120_000);

  it('still ends the stream when a return within the grace period leaves before its first segment', async () => {
    const { c, streamKey, publish } = await creatorWithFan();
    const first = await publish();
    await first.publisher.stop();
    await until(
      'the publisher to be gone',
      async () => !(await t.inject('GET', '/streaming/ingest', c.token)).json().data.publishing,
    );
    // Back for a moment, gone again before anything was packaged (a flapping connection).
    const blip = publishTestStream(rtmp(streamKey), { seconds: 0.3 });
    await blip.done;
    // The first stream's grace period still ends it, its folder gone.
    await streamEnded(t, c.user.id);
    expect(fs.existsSync(path.join(t.services.hls.root, first.hlsId))).toBe(false);
  }, 60_000);
});
