import path from 'node:path';
import type { Db } from './db/client.js';
import { installationSecret } from './db/secrets.js';
import type { Env } from './env.js';
import { ffmpegPath } from './adapters/ffmpeg.js';
import type { Storage } from './adapters/storage.js';
import type { Realtime } from './realtime/realtime.js';
import type { ObjectRegistry } from './modules/content/objects.js';
import type { EarningsService } from './modules/earnings/earnings.service.js';
import type { Ledger } from './modules/ledger/ledger.service.js';
import type { MessagingService } from './modules/messaging/messaging.service.js';
import type { Notifier } from './modules/notifications/notifier.js';
import type { PerformersRepository } from './modules/performers/performers.repository.js';
import type { SettingsService } from './modules/settings/settings.service.js';
import type { UsersRepository } from './modules/users/users.repository.js';
import type { ChargesService } from './modules/wallet/charges.service.js';
import type { Sellables } from './modules/wallet/sellables.js';
import { createHlsLinks } from './modules/streaming/hls-links.js';
import { createLiveIngest } from './modules/streaming/live-ingest.service.js';
import { createPrivateShowClock } from './modules/streaming/private-shows/bill-due.js';
import { createPrivateShows } from './modules/streaming/private-shows/private-shows.service.js';
import { createStreamChatService } from './modules/streaming/stream-chat.service.js';
import { createStreamOperations } from './modules/streaming/stream-operations.js';
import { registerStreamRooms } from './modules/streaming/stream-rooms.js';
import { createStreamingRepository } from './modules/streaming/streaming.repository.js';
import { createStreamingService } from './modules/streaming/streaming.service.js';
import { s3Options } from './services.storage.js';

export interface LiveDeps {
  db: Db;
  settings: SettingsService;
  performersRepo: PerformersRepository;
  users: UsersRepository;
  storage: Storage;
  charges: ChargesService;
  sellables: Sellables;
  realtime: Realtime;
  messaging: MessagingService;
  notifier: Notifier;
  objects: ObjectRegistry;
  earnings: EarningsService;
  ledger: Ledger;
}

/** Live streams (docs/streaming.md): the stream, its chat, its socket rooms, RTMP ingest and private shows. */
export function createLiveServices(env: Env, deps: LiveDeps) {
  const { db, settings, performersRepo, users, storage, charges, sellables, realtime, messaging, notifier } = deps;
  const { objects, earnings, ledger } = deps;
  const hls = createHlsLinks({
    secret: installationSecret(db, 'hls-signing-key'),
    apiPublicUrl: env.API_PUBLIC_URL,
    root: path.join(env.DATA_DIR, 'live'),
    // On S3 the HLS folders are written to the bucket too (local disk: served where ffmpeg writes).
    store: env.STORAGE_DRIVER === 's3' ? storage : undefined,
  });
  const streaming = createStreamingService({
    db,
    settings,
    performers: performersRepo,
    storage,
    charges,
    sellables,
    agoraAppCertificate: env.AGORA_APP_CERTIFICATE,
    hls,
  });
  const streamChat = createStreamChatService({ db, storage, realtime, streaming, messaging, charges });
  const rooms = registerStreamRooms({
    db,
    realtime,
    streaming,
    chat: streamChat,
    storage,
    notifier,
  });
  const streamingRepo = createStreamingRepository(db);
  const live = createLiveIngest({
    repo: streamingRepo,
    streaming,
    settings,
    rooms,
    realtime,
    hls,
    secret: installationSecret(db, 'stream-key-secret'),
    config: {
      host: env.RTMP_HOST,
      port: env.RTMP_PORT,
      publicUrl: env.RTMP_PUBLIC_URL ?? `rtmp://${new URL(env.API_PUBLIC_URL).hostname}:${env.RTMP_PORT}/live`,
      graceSeconds: env.LIVE_GRACE_SECONDS,
      ffmpeg: ffmpegPath,
      s3: s3Options(env),
    },
  });
  const streamOperations = createStreamOperations({ streaming, rooms, repo: streamingRepo, live, objects });
  const privateShowDeps = {
    db,
    repo: streamingRepo,
    earnings,
    realtime,
    storage,
    creators: (ids: string[]) => performersRepo.findMany(ids),
    users: (ids: string[]) => users.findByIds(ids),
  };
  const privateShows = createPrivateShows({ ...privateShowDeps, streaming, live, hls, notifier });
  const privateShowClock = createPrivateShowClock({ ...privateShowDeps, ledger, shows: privateShows });
  return { hls, streaming, streamChat, rooms, streamingRepo, live, streamOperations, privateShows, privateShowClock };
}
