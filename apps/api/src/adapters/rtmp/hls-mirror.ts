import fs from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from '../storage.js';
import { HLS_FILE_PATTERN } from './ingest-protocol.js';

/** Where a folder's objects live in the storage: `live/<folder>/`. */
export const hlsPrefix = (dir: string) => `live/${dir}/`;

/**
 * Copies one HLS folder that ffmpeg writes on local disk into the storage (S3) as it changes: new
 * segments first, then the playlist that lists them (so a player never sees a segment that is not
 * there yet), then the segments ffmpeg dropped from the list are deleted. ffmpeg writes both through
 * temporary files (`temp_file`), so every file read here is complete. After `stop` nothing more is
 * uploaded.
 */
export function createHlsMirror(
  storage: Storage,
  local: string,
  dir: string,
  onError: (message: string) => void = () => undefined,
) {
  const prefix = hlsPrefix(dir);
  const uploaded = new Set<string>();
  let last = '';
  let stopped = false;
  let chain: Promise<boolean> = Promise.resolve(false);

  async function once(): Promise<boolean> {
    if (stopped) return false;
    const text = await fs.readFile(path.join(local, 'index.m3u8'), 'utf8').catch(() => null);
    if (text === null || text === last) return last.includes('#EXTINF');
    const listed = text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#') && HLS_FILE_PATTERN.test(line));
    for (const file of listed) {
      if (uploaded.has(file)) continue;
      if (stopped) return false;
      // A segment ffmpeg already deleted (uploads fell behind) is skipped: players move past it.
      await storage
        .putFile(`${prefix}${file}`, path.join(local, file), 'video/mp2t')
        .then(() => uploaded.add(file))
        .catch((err: Error) => onError(`HLS upload of ${file}: ${err.message}`));
    }
    if (stopped) return false;
    await storage.put(`${prefix}index.m3u8`, Buffer.from(text), 'application/vnd.apple.mpegurl');
    last = text;
    for (const file of [...uploaded]) {
      if (listed.includes(file)) continue;
      uploaded.delete(file);
      await storage.remove(`${prefix}${file}`).catch(() => undefined);
    }
    return text.includes('#EXTINF');
  }

  return {
    /** Uploads what changed since the last call; true once the stored playlist lists a segment. */
    sync(): Promise<boolean> {
      chain = chain.catch(() => false).then(once);
      return chain.catch((err: Error) => {
        onError(`HLS upload: ${err.message}`);
        return false;
      });
    },
    /** One last upload (ffmpeg finished the playlist), then no more. */
    async finish() {
      await this.sync();
      await this.stop();
    },
    async stop() {
      stopped = true;
      await chain.catch(() => false);
    },
  };
}
export type HlsMirror = ReturnType<typeof createHlsMirror>;
