import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort, publishTestStream, until } from '../../test/index.js';
import { ffmpegPath } from '../ffmpeg.js';
import { createRtmpIngest } from './ingest-process.js';

const hlsRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'fanlane-ingest-'));
afterAll(() => fs.rmSync(hlsRoot, { recursive: true, force: true }));

it('ends a publish the API accepted after its publisher had already left', async () => {
  const port = await freePort();
  const unpublished: string[] = [];
  let publisher: ReturnType<typeof publishTestStream> | null = null;
  const ingest = createRtmpIngest(
    { host: '127.0.0.1', port, hlsRoot, ffmpeg: ffmpegPath() },
    {
      // A slow answer: the publisher is gone before the API accepts it.
      async publish() {
        await publisher?.stop();
        return 'a'.repeat(24);
      },
      playable: () => undefined,
      unpublish: (id) => void unpublished.push(id),
      packagerFailed: () => undefined,
      exited: () => undefined,
    },
  );
  try {
    await ingest.start();
    publisher = publishTestStream(`rtmp://127.0.0.1:${port}/live/key`, { seconds: 20 });
    // Otherwise the API would keep the creator as publishing, and refuse their next publish.
    await until('the publish to end', async () => unpublished.length === 1);
    expect(unpublished).toHaveLength(1);
  } finally {
    await publisher?.stop();
    await ingest.stop();
  }
}, 30_000);
