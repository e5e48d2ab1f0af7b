import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { HLS_URL_TTL_SECONDS, STREAMING_MESSAGES } from '@fanlane/shared';
import { hlsPrefix } from '../../adapters/rtmp/hls-mirror.js';
import { HLS_DIR_PATTERN, HLS_FILE_PATTERN } from '../../adapters/rtmp/ingest-protocol.js';
import type { Storage } from '../../adapters/storage.js';
import { forbidden, notFound } from '../../http/errors.js';

export interface HlsQuery {
  v: string;
  exp: number;
  sig: string;
}

/** Late uploads (in flight when a folder was removed) are swept again this much later. */
const SECOND_SWEEP_MS = 5000;

/**
 * Signed, expiring HLS addresses (self-hosted live): a link to one HLS folder for one viewer, made
 * only for viewers allowed to watch (join, private show join). The playlist is answered with the
 * same signature on every segment line, so a player needs nothing else; a link whose folder, viewer,
 * expiry or signature was altered is refused. The folders are read from `root` on local disk, or
 * from `store` (`live/<folder>/`) when the media storage is S3 (the ingest uploads them there).
 */
export function createHlsLinks(deps: {
  secret: () => Promise<Buffer>;
  apiPublicUrl: string;
  root: string;
  store?: Storage;
}) {
  const { store } = deps;
  const base = deps.apiPublicUrl.replace(/\/$/, '');
  const sweeps = new Map<NodeJS.Timeout, string>();
  const sign = async (dir: string, viewerId: string, exp: number) =>
    createHmac('sha256', await deps.secret())
      .update(`hls.${dir}.${viewerId}.${exp}`)
      .digest('base64url');

  async function verify(dir: string, query: HlsQuery) {
    if (!HLS_DIR_PATTERN.test(dir) || !Number.isFinite(query.exp) || query.exp < Date.now() / 1000) return false;
    const expected = Buffer.from(await sign(dir, query.v, query.exp));
    const given = Buffer.from(query.sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  return {
    root: deps.root,

    /** The playlist address of folder `dir` for `viewerId`, working for HLS_URL_TTL_SECONDS. */
    async url(dir: string, viewerId: string) {
      const exp = Math.floor(Date.now() / 1000) + HLS_URL_TTL_SECONDS;
      const sig = await sign(dir, viewerId, exp);
      return `${base}/streaming/hls/${dir}/index.m3u8?v=${encodeURIComponent(viewerId)}&exp=${exp}&sig=${sig}`;
    },

    /** A file of a folder for a signed request: the playlist (rewritten) or a segment stream. */
    async open(dir: string, file: string, query: HlsQuery) {
      if (!(await verify(dir, query))) throw forbidden(STREAMING_MESSAGES.hlsForbidden);
      if (!HLS_FILE_PATTERN.test(file)) throw notFound();
      const full = path.join(deps.root, dir, file);
      if (file === 'index.m3u8') {
        const text = store
          ? ((await store.get(`${hlsPrefix(dir)}${file}`))?.toString('utf8') ?? null)
          : await fs.readFile(full, 'utf8').catch(() => null);
        if (text === null) throw notFound();
        const signed = `?v=${encodeURIComponent(query.v)}&exp=${query.exp}&sig=${query.sig}`;
        const body = text
          .split('\n')
          .map((line) =>
            line && !line.startsWith('#') && HLS_FILE_PATTERN.test(line.trim()) ? `${line.trim()}${signed}` : line,
          )
          .join('\n');
        return { kind: 'playlist' as const, body };
      }
      if (store) {
        const object = await store.stream(`${hlsPrefix(dir)}${file}`);
        if (!object) throw notFound();
        return { kind: 'segment' as const, body: object.body, size: object.size };
      }
      const size = await fs
        .stat(full)
        .then((s) => s.size)
        .catch(() => null);
      if (size === null) throw notFound();
      return { kind: 'segment' as const, body: createReadStream(full), size };
    },

    /** Removes a folder (its stream ended): on S3 once now and once more a little later. */
    async remove(dir: string) {
      if (!HLS_DIR_PATTERN.test(dir)) return;
      await fs.rm(path.join(deps.root, dir), { recursive: true, force: true });
      if (!store) return;
      await store.removePrefix(hlsPrefix(dir));
      const timer = setTimeout(() => {
        sweeps.delete(timer);
        void store.removePrefix(hlsPrefix(dir)).catch(() => undefined);
      }, SECOND_SWEEP_MS).unref();
      sweeps.set(timer, dir);
    },

    /** Removes every folder (the ingest starts afresh). */
    async clear() {
      await fs.rm(deps.root, { recursive: true, force: true });
      await fs.mkdir(deps.root, { recursive: true });
      await store?.removePrefix('live/');
    },

    /** Runs the pending second sweeps now (shutdown, tests). */
    async flush() {
      const pending = [...sweeps];
      sweeps.clear();
      for (const [timer, dir] of pending) {
        clearTimeout(timer);
        await store?.removePrefix(hlsPrefix(dir)).catch(() => undefined);
      }
    },
  };
}
export type HlsLinks = ReturnType<typeof createHlsLinks>;
