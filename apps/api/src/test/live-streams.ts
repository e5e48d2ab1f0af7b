/** The live streaming tests' shared set-up: the app with Agora on, creators, going live and marking a stream live, and the self-hosted ingest's stream keys and stream states. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { streams } from '../db/schema/index.js';
import { withTestApp } from './lifecycle.js';
import { until } from './rtmp-publisher.js';
import type { TestApp } from './test-app.js';

export const AGORA_APP_ID = '970ca35de60c44645bbae8a215061b33';
export const AGORA_CERTIFICATE = '5cfd2fd1755d40ecb72977518be15d3b';

/** A creator's stream row (one per creator), if they have gone live once. */
export const creatorsStream = async (t: TestApp, performerId: string) =>
  (await t.services.database.db.select().from(streams).where(eq(streams.performerId, performerId)))[0];

/** The creator's key for the self-hosted ingest (`GET /streaming/ingest`). */
export const streamKeyOf = async (t: TestApp, token: string) =>
  (await t.inject('GET', '/streaming/ingest', token)).json().data.streamKey as string;

/** Waits until the creator's stream is live with an HLS folder, and answers its row. */
export const streamLive = (t: TestApp, performerId: string) =>
  until('the stream to be live', async () => {
    const row = await creatorsStream(t, performerId);
    return row?.isStreaming && row.hlsId ? row : null;
  });

/** Waits until the creator's stream has ended (offline, its HLS folder let go), and answers its row. */
export const streamEnded = (t: TestApp, performerId: string) =>
  until('the stream to end', async () => {
    const row = await creatorsStream(t, performerId);
    return row && !row.isStreaming && !row.hlsId ? row : null;
  });

/** Goes live (`POST /streaming/live`) and answers the stream and its conversation. */
export async function goLive(
  t: TestApp,
  token: string,
  body: Record<string, unknown> = { title: 'Hello', description: 'Chat', isFree: true },
) {
  const res = await t.inject('POST', '/streaming/live', token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    stream: { _id: string; sessionId: string; conversationId: string; price: number; isFree: boolean };
    conversation: { _id: string; type: string };
  };
}

/** A test file's app with Agora streaming on (`ready` gets it), and the helpers its tests share. */
export function withStreamingApp(ready: (t: TestApp) => void) {
  let t!: TestApp;
  withTestApp(
    async (app) => {
      t = app;
      await app.services.settings.update({ agoraEnable: true, agoraAppId: AGORA_APP_ID });
      ready(app);
    },
    { AGORA_APP_CERTIFICATE: AGORA_CERTIFICATE },
  );
  return {
    creator: () => t.services.testing.createUserWithSession({ role: 'performer' }),
    live: (token: string, body?: Record<string, unknown>) => goLive(t, token, body),
    /** What the `public-stream/live` socket event does (the socket test covers the event itself). */
    markLive: (streamId: string) =>
      t.services.database.db.update(streams).set({ isStreaming: true }).where(eq(streams.id, streamId)),
  };
}
