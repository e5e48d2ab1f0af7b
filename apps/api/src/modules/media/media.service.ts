import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FeedUploadKind, FileView } from '@fanlane/shared';
import { extractFrame, MediaError, probe, transcodeAudio, transcodeVideo } from '../../adapters/ffmpeg.js';
import { blurredPreview, ImageError, processImage } from '../../adapters/images.js';
import { sniff, sniffFile } from '../../adapters/sniff.js';
import type { Storage } from '../../adapters/storage.js';
import type { JobQueue } from '../../jobs/queue.js';
import { AppError } from '../../http/errors.js';
import type { UploadedFile } from '../../http/multipart.js';
import type { FileRow, FilesService } from '../files/files.service.js';
import { variantsOf } from '../files/files.service.js';
import type { SettingsService } from '../settings/settings.service.js';

export const MEDIA_QUEUE = 'media.process';

type MediaKind = 'image' | 'video' | 'audio' | 'file';
/** Upload kinds: the feed ones, and `digital` (a downloadable product file, stored as it is). */
export type MediaUploadKind = FeedUploadKind | 'digital';
interface KindSpec {
  media: MediaKind;
  acl: 'public' | 'private';
  /** Teasers are cut to this many seconds. */
  maxSeconds?: number;
}

/**
 * What each upload kind is. Full media is private (signed links for entitled viewers only);
 * thumbnails and teasers are public by design, and every item gets a public blurred preview.
 */
const KINDS: Record<MediaUploadKind, KindSpec> = {
  digital: { media: 'file', acl: 'private' },
  photo: { media: 'image', acl: 'private' },
  video: { media: 'video', acl: 'private' },
  audio: { media: 'audio', acl: 'private' },
  thumbnail: { media: 'image', acl: 'public' },
  teaser: { media: 'video', acl: 'public', maxSeconds: 60 },
};

const MAX_SIDE = 2048;
const THUMB_SIDE = 480;
const MB = 1024 * 1024;

const suffix = () => randomBytes(8).toString('hex');

export interface MediaViewOptions {
  /** Whether the viewer may see the full media (business-rules "Content access"). */
  canView: boolean;
  /** Who the signed links are for: the viewer's id, or `anon`. */
  viewerId: string | null;
}

/**
 * The media pipeline shared by feeds and every later content type: checks uploads by content,
 * re-encodes images at once (with a thumbnail and a blurred preview), and hands video and audio to a
 * durable job that probes, extracts a frame and transcodes to H.264/AAC MP4 (or AAC m4a).
 */
export function createMediaService(deps: {
  files: FilesService;
  storage: Storage;
  jobs: JobQueue;
  settings: SettingsService;
  tmpDir: string;
}) {
  const { files, storage, jobs, settings, tmpDir } = deps;

  /** Size limit in bytes of one kind, from the operators' settings. */
  async function limitOf(kind: MediaUploadKind): Promise<number> {
    const key = {
      image: 'maxImageUploadMb',
      video: 'maxVideoUploadMb',
      audio: 'maxAudioUploadMb',
      file: 'maxVideoUploadMb',
    } as const;
    return Math.max(1, Number(await settings.get(key[KINDS[kind].media]))) * MB;
  }

  async function putImage(key: string, body: Buffer) {
    await storage.put(key, body, 'image/webp');
    return key;
  }

  /** Thumbnail and blurred preview of a still image (an upload or a video frame). */
  async function stills(input: Buffer, ownerId: string, type: string, acl: 'public' | 'private', id: string) {
    const [thumb, preview] = await Promise.all([processImage(input, { maxSide: THUMB_SIDE }), blurredPreview(input)]);
    return {
      thumb: await putImage(`${acl}/${type}/${ownerId}-${id}-thumb.webp`, thumb.body),
      preview: await putImage(`public/${type}/${ownerId}-${id}-preview.webp`, preview.body),
    };
  }

  async function storeImage(ownerId: string, upload: UploadedFile, type: string, spec: KindSpec) {
    const input = await fs.readFile(upload.path);
    if (!(await sniff(input, ['image'])))
      throw new AppError('UNSUPPORTED_MEDIA', `File "${upload.field}" must be an image (JPEG, PNG, WebP, GIF, AVIF)`);
    const id = suffix();
    try {
      const main = await processImage(input, { maxSide: MAX_SIDE });
      const variants = await stills(input, ownerId, type, spec.acl, id);
      return await files.record(ownerId, type, spec.acl, `${spec.acl}/${type}/${ownerId}-${id}.webp`, main.body, {
        mimeType: main.mimeType,
        width: main.width,
        height: main.height,
        name: upload.filename,
        metadata: { variants },
      });
    } catch (err) {
      if (err instanceof ImageError)
        throw new AppError('UNPROCESSABLE', `File "${upload.field}" could not be read as an image (${err.message})`);
      throw err;
    }
  }

  async function storeForProcessing(
    ownerId: string,
    upload: UploadedFile,
    type: string,
    spec: KindSpec,
    acl: 'public' | 'private',
  ) {
    const sniffed = await sniffFile(upload.path, spec.media === 'audio' ? ['audio', 'video'] : ['video']);
    if (!sniffed)
      throw new AppError(
        'UNSUPPORTED_MEDIA',
        `File "${upload.field}" must be ${spec.media === 'audio' ? 'an audio' : 'a video'} file`,
      );
    // Originals stay private until processed, whatever the final access. Where the processed file
    // will live is decided now, so a public one's URL can be answered at once.
    const key = `private/originals/${ownerId}-${suffix()}.${sniffed.ext}`;
    const target = `${acl}/${type}/${ownerId}-${suffix()}.${spec.media === 'video' ? 'mp4' : 'm4a'}`;
    const row = await files.record(
      ownerId,
      type,
      acl,
      key,
      { file: upload.path, size: upload.size },
      {
        mimeType: sniffed.mime,
        name: upload.filename,
        status: 'processing',
        metadata: { original: true, target },
      },
    );
    await jobs.enqueue(MEDIA_QUEUE, { fileId: row.id }, { maxAttempts: 3, singletonKey: `media:${row.id}` });
    return row;
  }

  async function fail(row: FileRow, message: string) {
    await files.update(row.id, { status: 'error', metadata: { ...row.metadata, error: message } });
  }

  /** Who wants to know when a file of a type is processed (e.g. the profile for its welcome video). */
  const finished = new Map<string, ((row: FileRow) => Promise<void>)[]>();

  /** The job: turns an original into web-playable media. Safe to run again after a crash. */
  async function processFile(fileId: string, attempt: { final: boolean }) {
    const row = await files.get(fileId);
    if (row?.status === 'finished') return announce(row); // a retry after a listener failed
    if (!row || row.status !== 'processing') return;
    const kind = (Object.keys(KINDS) as MediaUploadKind[]).find((k) => row.type.endsWith(`-${k}`));
    const spec = kind ? KINDS[kind] : null;
    if (!spec || spec.media === 'image' || spec.media === 'file') return fail(row, 'not a media file');
    const work = path.join(tmpDir, `media-${row.id}-${suffix()}`);
    await fs.mkdir(work, { recursive: true });
    try {
      const input = path.join(work, 'input');
      if (!(await storage.download(row.storageKey, input))) return await fail(row, 'the uploaded file is missing');
      const info = await probe(input);
      const id = suffix();
      const ext = spec.media === 'video' ? 'mp4' : 'm4a';
      const output = path.join(work, `output.${ext}`);
      let variants: Record<string, string> = {};
      if (spec.media === 'video') {
        if (!info.video) return await fail(row, 'the file holds no video');
        const frame = await extractFrame(input, Math.min(1, info.duration / 3));
        variants = await stills(frame, row.ownerId ?? 'system', row.type, row.acl, id);
        await transcodeVideo(input, output, { audio: !!info.audio, maxSeconds: spec.maxSeconds });
      } else {
        if (!info.audio) return await fail(row, 'the file holds no audio');
        await transcodeAudio(input, output);
      }
      const target = row.metadata?.target;
      const key =
        typeof target === 'string' && target.endsWith(`.${ext}`)
          ? target
          : `${row.acl}/${row.type}/${row.ownerId ?? 'system'}-${id}.${ext}`;
      await storage.putFile(key, output, spec.media === 'video' ? 'video/mp4' : 'audio/mp4');
      const { size } = await fs.stat(output);
      const duration = Math.round(spec.maxSeconds ? Math.min(spec.maxSeconds, info.duration) : info.duration);
      await files.update(row.id, {
        storageKey: key,
        mimeType: spec.media === 'video' ? 'video/mp4' : 'audio/mp4',
        size,
        width: info.video?.width ?? null,
        height: info.video?.height ?? null,
        duration,
        status: 'finished',
        metadata: { variants, source: { format: info.formatName, video: info.video?.codec, audio: info.audio?.codec } },
      });
      await storage.remove(row.storageKey);
    } catch (err) {
      // Bad input never gets better: mark it at once. Anything else is retried, then marked.
      if (err instanceof MediaError || err instanceof ImageError || attempt.final) {
        await fail(row, err instanceof Error ? err.message : String(err));
        return;
      }
      throw err;
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
    const done = await files.get(row.id);
    if (done) await announce(done);
  }

  /** Tells the listeners of the file's type it is ready; a failure retries the job, which comes back here. */
  async function announce(row: FileRow) {
    for (const listener of finished.get(row.type) ?? []) await listener(row);
  }

  jobs.register(MEDIA_QUEUE, async (payload, job) => {
    await processFile(String(payload.fileId), { final: job.attempts >= job.maxAttempts });
  });

  return {
    limitOf,

    /**
     * Stores an upload of a kind as `<prefix>-<kind>` (feed-photo, message-video, welcome-video...);
     * `acl` overrides the kind's access (a welcome video is public).
     */
    async upload(
      ownerId: string,
      upload: UploadedFile,
      kind: MediaUploadKind,
      prefix = 'feed',
      options: { acl?: 'public' | 'private' } = {},
    ): Promise<FileRow> {
      const spec = KINDS[kind];
      const type = `${prefix}-${kind}`;
      if (spec.media === 'image') return storeImage(ownerId, upload, type, spec);
      if (spec.media === 'file')
        return files.storeRaw(ownerId, upload, {
          type,
          acl: spec.acl,
          kinds: ['document', 'image', 'video', 'audio', 'archive'],
        });
      return storeForProcessing(ownerId, upload, type, spec, options.acl ?? spec.acl);
    },

    processFile,

    /** Runs `listener` when a file of `type` is processed (in the job: a failure retries it; be idempotent). */
    onFinished(type: string, listener: (row: FileRow) => Promise<void>) {
      finished.set(type, [...(finished.get(type) ?? []), listener]);
    },

    /** Where a video or audio upload will be once processed (its URL, when public). */
    targetKey(row: FileRow): string | null {
      const target = row.metadata?.target;
      return typeof target === 'string' ? target : null;
    },

    /**
     * The file as a viewer may see it (contract 4.17): the blurred preview always; thumbnails and the
     * media URL of private files only for entitled viewers, through signed links bound to them.
     */
    async view(row: FileRow, options: MediaViewOptions): Promise<FileView> {
      const variants = variantsOf(row);
      const viewer = options.viewerId ?? 'anon';
      const isPublic = row.acl === 'public';
      const preview = variants.preview ? storage.publicUrl(variants.preview) : null;
      const ready = row.status === 'finished';
      const allowed = isPublic || options.canView;
      let thumbnails: string[] = [];
      if (variants.thumb && allowed)
        thumbnails = [isPublic ? storage.publicUrl(variants.thumb) : await files.signedUrl(row.id, viewer, 'thumb')];
      else if (preview) thumbnails = [preview];
      const url =
        ready && allowed
          ? isPublic
            ? storage.publicUrl(row.storageKey)
            : await files.signedUrl(row.id, viewer)
          : null;
      return {
        _id: row.id,
        type: row.type,
        name: row.name,
        mimeType: row.mimeType,
        width: row.width,
        height: row.height,
        duration: row.duration,
        size: row.size,
        status: row.status,
        thumbnails,
        preview,
        url,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    },
  };
}
export type MediaService = ReturnType<typeof createMediaService>;
