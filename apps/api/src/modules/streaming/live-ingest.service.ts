import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { RTMP_APP, STREAMING_MESSAGES } from '@fanlane/shared';
import { createRtmpIngest, type RtmpIngest } from '../../adapters/rtmp/ingest-process.js';
import type { S3Options } from '../../adapters/s3-storage.js';
import { unprocessable } from '../../http/errors.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { HlsLinks } from './hls-links.js';
import type { StreamRooms } from './stream-rooms.js';
import type { StreamingRepository } from './streaming.repository.js';
import type { StreamRow, StreamingService } from './streaming.service.js';

type Target = { kind: 'public'; streamId: string } | { kind: 'private'; requestId: string; userId: string };
interface Publish {
  performerId: string;
  target: Target;
  dir: string;
}

export interface LiveIngestConfig {
  host: string;
  /** 0: this process never runs the ingest. */
  port: number;
  /** What creators put in OBS (`rtmp://host:port/live`). */
  publicUrl: string;
  graceSeconds: number;
  ffmpeg: () => string;
  /** The media storage is S3: the ingest uploads each HLS folder there (hls-links reads it back). */
  s3?: S3Options;
}

const KEY_SIGNATURE_LENGTH = 32;
const newDir = () => randomBytes(12).toString('hex');

/**
 * The self-hosted live transport (docs/streaming.md): runs the RTMP ingest process while the
 * `selfHostedLiveEnable` setting is on (and Agora is off), authorises each publish by the creator's
 * stream key, and follows the publish: playable → the stream is live (or the private show's video
 * is there); publisher gone → `model-left`, and the stream ends after the grace period unless the
 * creator comes back. Only one API process runs it (`RTMP_PORT=0` on the others).
 */
export function createLiveIngest(deps: {
  repo: StreamingRepository;
  streaming: StreamingService;
  settings: SettingsService;
  rooms: StreamRooms;
  realtime: Realtime;
  hls: HlsLinks;
  secret: () => Promise<Buffer>;
  config: LiveIngestConfig;
}) {
  let log: { info(msg: string): void; error(msg: string): void } = { info: () => undefined, error: () => undefined };
  const { repo, streaming, rooms, hls, config } = deps;
  const publishes = new Map<string, Publish>();
  const byPerformer = new Map<string, string>();
  /** Streams whose publisher left: ended when the timer fires. */
  const graces = new Map<string, { timer: NodeJS.Timeout; dir: string }>();
  let ingest: RtmpIngest | null = null;
  let ticker: NodeJS.Timeout | null = null;
  let syncing: Promise<void> = Promise.resolve();
  let closed = false;

  const signature = async (performerId: string, version: number) =>
    createHmac('sha256', await deps.secret())
      .update(`stream-key.${performerId}.${version}`)
      .digest('base64url')
      .slice(0, KEY_SIGNATURE_LENGTH);

  async function keyOf(performerId: string) {
    return `${performerId}_${await signature(performerId, await repo.keyVersion(performerId))}`;
  }

  /** The creator a stream key belongs to (its current version only), or null. */
  async function performerOfKey(key: string) {
    if (key.length < KEY_SIGNATURE_LENGTH + 2 || key.at(-KEY_SIGNATURE_LENGTH - 1) !== '_') return null;
    const performerId = key.slice(0, -KEY_SIGNATURE_LENGTH - 1);
    const given = Buffer.from(key.slice(-KEY_SIGNATURE_LENGTH));
    const expected = Buffer.from(await signature(performerId, await repo.keyVersion(performerId)));
    return expected.length === given.length && timingSafeEqual(expected, given) ? performerId : null;
  }

  async function isOn() {
    const [selfHosted, agora] = await Promise.all([
      deps.settings.get('selfHostedLiveEnable'),
      deps.settings.get('agoraEnable'),
    ]);
    return selfHosted === true && agora !== true;
  }

  /** Where a creator's video goes now: their running private show, else their public stream. */
  let privateTarget: (performerId: string) => Promise<Target | null> = async () => null;
  async function targetOf(performerId: string): Promise<Target | null> {
    const show = await privateTarget(performerId);
    if (show) return show;
    const stream =
      (await streaming.streamOf(performerId)) ??
      (await streaming.createOffline(performerId, { title: 'Live now', description: 'Live now' }));
    return { kind: 'public', streamId: stream.id };
  }

  /** A public stream's video stopped: `model-left` now, the end after the grace period. */
  async function leavePublic(streamId: string, dir: string, graceSeconds: number) {
    const stream = await streaming.streamById(streamId);
    if (!stream) return;
    if (stream.hlsId !== dir) {
      // This publish never reached viewers (gone before its first segment): only its folder goes,
      // and the stream's own video keeps its grace period, unless everything ends now.
      await hls.remove(dir);
      if (graceSeconds <= 0 && stream.hlsId) await leavePublic(streamId, stream.hlsId, 0);
      return;
    }
    rooms.modelLeft(stream);
    const end = async () => {
      graces.delete(streamId);
      // The files go first: once the stream reads offline, its old address serves nothing.
      await hls.remove(dir);
      const current = await streaming.streamById(streamId);
      if (current && current.hlsId === dir) {
        await repo.setStreamHls(streamId, null);
        await rooms.endLive(current, 0);
      }
    };
    clearTimeout(graces.get(streamId)?.timer);
    if (graceSeconds <= 0) return end();
    graces.set(streamId, { dir, timer: setTimeout(() => void end().catch(() => undefined), graceSeconds * 1000) });
  }

  async function leave(publish: Publish, graceSeconds: number) {
    if (publish.target.kind === 'public') return leavePublic(publish.target.streamId, publish.dir, graceSeconds);
    await repo.requests.setHls(publish.target.requestId, null);
    await hls.remove(publish.dir);
  }

  const handlers = {
    async publish(id: string, app: string, key: string) {
      if (app !== RTMP_APP) return null;
      const performerId = await performerOfKey(key);
      if (!performerId || byPerformer.has(performerId)) return null;
      const creator = (await streaming.creators([performerId])).get(performerId);
      if (!creator || creator.user.status !== 'active' || creator.user.role !== 'performer') return null;
      const target = await targetOf(performerId);
      if (!target) return null;
      const dir = newDir();
      publishes.set(id, { performerId, target, dir });
      byPerformer.set(performerId, id);
      return dir;
    },

    playable(id: string, dir: string) {
      const publish = publishes.get(id);
      if (!publish || publish.dir !== dir) return;
      void (async () => {
        if (publish.target.kind === 'private') {
          await repo.requests.setHls(publish.target.requestId, dir);
          for (const to of [publish.target.userId, publish.performerId])
            deps.realtime.emitToUser(to, 'private-stream/playable', { requestId: publish.target.requestId });
          return;
        }
        const streamId = publish.target.streamId;
        const grace = graces.get(streamId);
        if (grace) {
          // Back within the grace period: the same session goes on (from a new folder).
          clearTimeout(grace.timer);
          graces.delete(streamId);
          await hls.remove(grace.dir);
        }
        await repo.setStreamHls(streamId, dir);
        const stream = await streaming.streamById(streamId);
        if (stream) await rooms.announceLive(stream);
      })().catch((err: unknown) => log.error(`live ingest: ${(err as Error).message}`));
    },

    unpublish(id: string) {
      const publish = publishes.get(id);
      if (!publish) return;
      publishes.delete(id);
      if (byPerformer.get(publish.performerId) === id) byPerformer.delete(publish.performerId);
      void leave(publish, config.graceSeconds).catch(() => undefined);
    },

    packagerFailed(id: string, message: string) {
      log.error(`live ingest: packaging failed, the publisher is disconnected: ${message}`);
      ingest?.kick(id);
    },

    exited(code: number | null) {
      if (!closed) log.error(`live ingest: the RTMP process stopped (${code}); it starts again shortly`);
      for (const id of [...publishes.keys()]) handlers.unpublish(id);
    },
  };

  /** Starts or stops the ingest to match the settings. */
  async function sync() {
    const on = !closed && config.port > 0 && (await isOn());
    if (on && !ingest?.running) {
      await repo.clearStaleHls();
      await hls.clear();
      ingest = createRtmpIngest(
        { host: config.host, port: config.port, hlsRoot: hls.root, ffmpeg: config.ffmpeg(), s3: config.s3 },
        handlers,
      );
      try {
        await ingest.start();
        log.info(`live ingest: RTMP on ${config.host}:${config.port}`);
      } catch (err) {
        log.error(`live ingest: ${(err as Error).message}`);
        await ingest.stop();
      }
    } else if (!on && ingest?.running) {
      const stopping = ingest;
      ingest = null;
      await stopping.stop();
      for (const [id, publish] of [...publishes]) {
        publishes.delete(id);
        byPerformer.delete(publish.performerId);
        await leave(publish, 0);
      }
      log.info('live ingest: stopped');
    }
  }
  const resync = () => (syncing = syncing.then(sync).catch(() => undefined));

  deps.settings.onUpdate((keys) => {
    if (keys.includes('selfHostedLiveEnable') || keys.includes('agoraEnable')) void resync();
  });

  return {
    /** Follows the setting from now on (checked every 3 s; changes through this process at once). */
    async start() {
      closed = false;
      ticker ??= setInterval(() => void resync(), 3000).unref();
      await resync();
    },

    async close() {
      closed = true;
      if (ticker) clearInterval(ticker);
      ticker = null;
      for (const grace of graces.values()) clearTimeout(grace.timer);
      graces.clear();
      await resync();
      await hls.flush();
    },

    /** Where the ingest reports (the app's logger). */
    useLog(logger: { info(msg: string): void; error(msg: string): void }) {
      log = logger;
    },

    /** Whether the ingest process is listening. */
    get running() {
      return ingest?.running ?? false;
    },

    /** Private shows tell where a creator's video goes while one runs. */
    usePrivateTarget(find: (performerId: string) => Promise<Target | null>) {
      privateTarget = find;
    },

    /** GET /streaming/ingest: where and with which key the creator publishes. */
    async ingestOf(performerId: string) {
      if (!(await isOn())) throw unprocessable(STREAMING_MESSAGES.ingestUnavailable);
      return {
        rtmpUrl: config.publicUrl,
        streamKey: await keyOf(performerId),
        publishing: byPerformer.has(performerId),
      };
    },

    /** POST /streaming/ingest/reset: a new key; the old one stops working at once (its publish too). */
    async resetKey(performerId: string) {
      if (!(await isOn())) throw unprocessable(STREAMING_MESSAGES.ingestUnavailable);
      await repo.rotateKey(performerId);
      this.kick(performerId);
      return { rtmpUrl: config.publicUrl, streamKey: await keyOf(performerId), publishing: false };
    },

    /** Disconnects the creator's publisher, if any (key reset, an operator ending the stream). */
    kick(performerId: string) {
      const id = byPerformer.get(performerId);
      if (id) ingest?.kick(id);
    },

    /** Ends a public stream's ingest at once (no grace): an operator ended it. */
    async endNow(stream: StreamRow) {
      const id = byPerformer.get(stream.performerId);
      const publish = id ? publishes.get(id) : undefined;
      if (id && publish?.target.kind === 'public') {
        publishes.delete(id);
        byPerformer.delete(stream.performerId);
        ingest?.kick(id);
        await leave(publish, 0);
      } else if (stream.hlsId) {
        await leavePublic(stream.id, stream.hlsId, 0);
      }
    },

    /** A private show started or ended: the creator's running publish goes where it now belongs. */
    async reroute(performerId: string) {
      const id = byPerformer.get(performerId);
      const publish = id ? publishes.get(id) : undefined;
      if (!id || !publish) return;
      const target = await targetOf(performerId);
      if (!target || JSON.stringify(target) === JSON.stringify(publish.target)) return;
      await leave(publish, 0);
      const dir = newDir();
      publishes.set(id, { performerId, target, dir });
      ingest?.route(id, dir);
    },
  };
}
export type LiveIngest = ReturnType<typeof createLiveIngest>;
