/**
 * The RTMP ingest, in a process of its own (started by ingest-process.ts while the
 * `selfHostedLiveEnable` setting is on), so a busy stream never slows the API. node-media-server
 * receives RTMP (OBS); every publish is authorised by the API over IPC before anything is packaged;
 * an authorised stream is piped as FLV into ffmpeg, which writes HLS (copying H.264/AAC, transcoding
 * anything else) into the folder the API names. RTMP playback is refused: viewers get HLS only.
 * node-media-server's own log is silenced (its lines carry stream paths, which hold the keys).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Storage } from '../storage.js';
import { createHlsMirror, type HlsMirror } from './hls-mirror.js';
import { HLS_DIR_PATTERN, type ApiMessage, type WorkerConfig, type WorkerMessage } from './ingest-protocol.js';

const require = createRequire(import.meta.url);
const nms = (file: string) => require(`node-media-server/src/${file}`);

interface NmsSession {
  id: string;
  ip: string;
  streamApp: string;
  streamName: string;
  streamPath: string;
  socket?: {
    once(event: 'close', listener: () => void): void;
    setTimeout(ms: number, listener: () => void): void;
    destroy(): void;
  };
  broadcast?: Broadcast;
  close(): void;
}
interface Broadcast {
  publishGraceMs: number;
  flvVideoHeader: Buffer | null;
  flvAudioHeader: Buffer | null;
  postPlay(session: unknown): string | null;
  donePlay(session: unknown): void;
}

const logger = nms('core/logger.js') as Record<string, unknown>;
for (const name of ['log', 'trace', 'debug', 'info', 'warn', 'error', 'ffdebug']) logger[name] = () => undefined;
const Context = nms('core/context.js') as {
  config: unknown;
  eventEmitter: NodeJS.EventEmitter;
  broadcasts: Map<string, Broadcast>;
};
const BaseSession = nms('session/base_session.js') as new () => {
  protocol: string;
  sendBuffer: (b: Buffer) => void;
};
const NodeRtmpServer = nms('server/rtmp_server.js') as new () => {
  run(): void;
  stop(): void;
  tcpServer?: NodeJS.EventEmitter;
};

const config = JSON.parse(process.env.FANLANE_INGEST_CONFIG ?? '{}') as WorkerConfig;
const send = (message: WorkerMessage) => process.send?.(message);
/** S3 media storage: folders are uploaded as ffmpeg writes them (local disk: served where written). */
const storage: Storage | null = config.s3 ? (await import('../s3-storage.js')).createS3Storage(config.s3) : null;

/** A publish the API accepted: its packager (ffmpeg fed by an internal FLV subscriber). */
interface Publish {
  session: NmsSession;
  dir: string | null;
  packager: { ffmpeg: ChildProcess; feeder: unknown; watch: NodeJS.Timeout; mirror: HlsMirror | null } | null;
  closed: boolean;
}
/**
 * A publisher that sends nothing for this long is dropped. A network that goes quiet closes no
 * socket: without this the stream would stay "live" on a frozen playlist, and the creator's
 * reconnection would be refused as a second publish.
 */
const PUBLISH_IDLE_MS = 10_000;

const pending = new Map<string, NmsSession>();
const publishes = new Map<string, Publish>();

/** FLV tag data starts after the 11-byte tag header: codec 7 is H.264, sound format 10 AAC. */
const isAvc = (header: Buffer | null) => !!header && (header[11]! & 0x80) === 0 && (header[11]! & 0x0f) === 7;
const isAac = (header: Buffer | null) => !!header && header[11]! >> 4 === 10;

async function waitForHeaders(broadcast: Broadcast) {
  for (let i = 0; i < 100 && !broadcast.flvVideoHeader; i += 1) await new Promise((r) => setTimeout(r, 50));
}

function ffmpegArgs(out: string, copyVideo: boolean, copyAudio: boolean) {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-protocol_whitelist',
    'file,pipe',
    '-f',
    'flv',
    '-i',
    'pipe:0',
    '-map',
    '0:v:0?',
    '-map',
    '0:a:0?',
    ...(copyVideo
      ? ['-c:v', 'copy']
      : ['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency', '-g', '30', '-sc_threshold', '0']),
    ...(copyAudio ? ['-c:a', 'copy'] : ['-c:a', 'aac', '-b:a', '128k']),
    '-f',
    'hls',
    '-hls_time',
    '1',
    '-hls_list_size',
    '6',
    '-hls_flags',
    'delete_segments+independent_segments+temp_file',
    '-hls_segment_filename',
    path.join(out, 'seg%d.ts'),
    path.join(out, 'index.m3u8'),
  ];
}

/** Stops ffmpeg; on S3, settles once the last upload is done and the scratch folder is gone. */
function stopPackager(publish: Publish): Promise<void> {
  const packager = publish.packager;
  if (!packager) return Promise.resolve();
  publish.packager = null;
  clearInterval(packager.watch);
  publish.session.broadcast?.donePlay(packager.feeder);
  const { ffmpeg, mirror } = packager;
  const exited = new Promise<void>((resolve) => {
    if (ffmpeg.exitCode !== null || ffmpeg.signalCode !== null) return resolve();
    const timer = setTimeout(() => ffmpeg.kill('SIGKILL'), 5000);
    ffmpeg.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  // Closing its input lets ffmpeg write the last segment and end the playlist.
  ffmpeg.stdin?.end();
  if (!mirror) return Promise.resolve();
  const dir = publish.dir;
  return exited
    .then(() => mirror.finish())
    .then(async () => {
      if (dir) await fs.promises.rm(path.join(config.hlsRoot, dir), { recursive: true, force: true });
    })
    .catch(() => undefined);
}

async function startPackager(id: string, publish: Publish, dir: string) {
  const broadcast = publish.session.broadcast;
  if (!broadcast) return;
  await waitForHeaders(broadcast);
  if (publish.closed || publish.dir !== dir) return;
  const out = path.join(config.hlsRoot, dir);
  fs.mkdirSync(out, { recursive: true });
  const ffmpeg = spawn(
    config.ffmpeg,
    ffmpegArgs(out, isAvc(broadcast.flvVideoHeader), !broadcast.flvAudioHeader || isAac(broadcast.flvAudioHeader)),
    { stdio: ['pipe', 'ignore', 'pipe'] },
  );
  let stderr = '';
  ffmpeg.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  ffmpeg.stdin?.on('error', () => undefined);
  const feeder = new BaseSession();
  feeder.protocol = 'flv';
  feeder.sendBuffer = (buffer: Buffer) => {
    if (ffmpeg.stdin?.writable) ffmpeg.stdin.write(buffer);
  };
  let playable = false;
  const becamePlayable = () => {
    if (!playable && publish.dir === dir) {
      playable = true;
      send({ type: 'playable', id, dir });
    }
  };
  const mirror = storage
    ? createHlsMirror(storage, out, dir, (message) => process.stderr.write(`live ingest: ${message}\n`))
    : null;
  let syncing = false;
  const watch = setInterval(() => {
    if (mirror) {
      // On S3 the folder is uploaded as it changes; playable once the stored playlist lists a segment.
      if (syncing) return;
      syncing = true;
      void mirror.sync().then((listed) => {
        syncing = false;
        if (listed) becamePlayable();
      });
      return;
    }
    if (playable) return;
    fs.readFile(path.join(out, 'index.m3u8'), 'utf8', (err, text) => {
      if (!err && text.includes('#EXTINF')) becamePlayable();
    });
  }, 200);
  publish.packager = { ffmpeg, feeder, watch, mirror };
  ffmpeg.once('exit', (code) => {
    clearInterval(watch);
    if (publish.packager?.ffmpeg === ffmpeg) {
      publish.packager = null;
      void mirror?.stop();
      if (!publish.closed) send({ type: 'packager-failed', id, message: `ffmpeg exited (${code}): ${stderr.trim()}` });
    }
  });
  broadcast.postPlay(feeder);
}

function route(id: string, dir: string) {
  const publish = publishes.get(id);
  if (!publish || !HLS_DIR_PATTERN.test(dir)) return;
  void stopPackager(publish);
  publish.dir = dir;
  void startPackager(id, publish, dir);
}

function closed(id: string) {
  pending.delete(id);
  const publish = publishes.get(id);
  if (!publish) return;
  publish.closed = true;
  publishes.delete(id);
  // On S3 the API hears of it once the last upload is done, so its clean-up finds every file.
  void stopPackager(publish).then(() => send({ type: 'unpublish', id }));
}

Context.config = { bind: config.host, rtmp: { port: config.port } };
Context.eventEmitter.on('prePlay', (session: NmsSession) => {
  // Viewers watch HLS through the API; nobody plays RTMP from here.
  if (session.ip !== '') session.close();
});
Context.eventEmitter.on('postPublish', (session: NmsSession) => {
  // The publisher's socket closing ends it at once: the API keeps its own grace period.
  if (session.broadcast) session.broadcast.publishGraceMs = 1;
  pending.set(session.id, session);
  session.socket?.once('close', () => closed(session.id));
  session.socket?.setTimeout(PUBLISH_IDLE_MS, () => session.socket?.destroy());
  send({ type: 'publish', id: session.id, app: session.streamApp, key: session.streamName });
});

process.on('message', (message: ApiMessage) => {
  switch (message.type) {
    case 'publish-result': {
      const session = pending.get(message.id);
      if (!session) {
        // The publisher left while the API was deciding: an accepted publish is over at once, else
        // the API would hold the creator as publishing and refuse their every next publish.
        if (message.ok) send({ type: 'unpublish', id: message.id });
        return;
      }
      pending.delete(message.id);
      if (!message.ok || !HLS_DIR_PATTERN.test(message.dir)) {
        session.close();
        return;
      }
      const publish: Publish = { session, dir: null, packager: null, closed: false };
      publishes.set(message.id, publish);
      route(message.id, message.dir);
      return;
    }
    case 'route':
      route(message.id, message.dir);
      return;
    case 'kick':
      (publishes.get(message.id)?.session ?? pending.get(message.id))?.close();
      return;
    case 'stop':
      shutdown();
  }
});

const server = new NodeRtmpServer();
// node-media-server exits the process when it cannot listen; say why first.
server.tcpServer?.prependListener('error', (err: Error) => send({ type: 'listen-failed', message: err.message }));
server.tcpServer?.once('listening', () => send({ type: 'ready' }));
server.run();

function shutdown() {
  for (const publish of publishes.values()) {
    publish.closed = true;
    void stopPackager(publish);
  }
  server.stop();
  setTimeout(() => process.exit(0), 200).unref();
}
process.on('disconnect', shutdown);
process.on('SIGTERM', shutdown);
