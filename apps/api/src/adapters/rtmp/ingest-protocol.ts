import type { S3Options } from '../s3-storage.js';

/**
 * Messages between the API and its RTMP ingest process (ingest-worker.ts), over Node's IPC channel.
 * Stream keys travel only from the worker to the API (to be checked); nothing here is logged (nor
 * the S3 settings the worker gets in its configuration).
 */

/** Worker → API. `id` is the worker's publish session. */
export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'listen-failed'; message: string }
  | { type: 'publish'; id: string; app: string; key: string }
  | { type: 'playable'; id: string; dir: string }
  | { type: 'unpublish'; id: string }
  | { type: 'packager-failed'; id: string; message: string };

/** API → worker. `dir` is a folder name under the HLS root. */
export type ApiMessage =
  | { type: 'publish-result'; id: string; ok: true; dir: string }
  | { type: 'publish-result'; id: string; ok: false }
  | { type: 'route'; id: string; dir: string }
  | { type: 'kick'; id: string }
  | { type: 'stop' };

export interface WorkerConfig {
  host: string;
  port: number;
  /** Where ffmpeg writes the HLS folders (served from here, or a scratch copy when `s3` is set). */
  hlsRoot: string;
  ffmpeg: string;
  /** The media storage is S3: each folder is uploaded to `live/<folder>/` as it is written. */
  s3?: S3Options;
}

/** HLS folder names: what the worker accepts from the API and what the API serves. */
export const HLS_DIR_PATTERN = /^[a-f0-9]{16,40}$/;
/** The files of an HLS folder. */
export const HLS_FILE_PATTERN = /^(index\.m3u8|seg\d{1,9}\.ts)$/;
