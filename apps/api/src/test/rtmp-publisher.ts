import { spawn } from 'node:child_process';
import { ffmpegPath } from '../adapters/ffmpeg.js';

/**
 * A stand-in for OBS: ffmpeg's test pattern and a tone, H.264/AAC, published to an RTMP address in
 * real time for `seconds` (small picture, one keyframe a second, so HLS segments come quickly).
 * `done` settles with ffmpeg's exit code when it stops (refused, finished or stopped).
 */
export function publishTestStream(rtmpUrl: string, options: { seconds?: number; size?: string } = {}) {
  const ffmpeg = spawn(
    ffmpegPath(),
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-re',
      '-f',
      'lavfi',
      '-i',
      `testsrc=size=${options.size ?? '160x120'}:rate=15`,
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:sample_rate=44100',
      '-t',
      String(options.seconds ?? 20),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-tune',
      'zerolatency',
      '-pix_fmt',
      'yuv420p',
      '-g',
      '15',
      '-c:a',
      'aac',
      '-b:a',
      '64k',
      '-f',
      'flv',
      rtmpUrl,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  ffmpeg.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  const done = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    ffmpeg.once('exit', (code) => resolve({ code, stderr })),
  );
  const running = () => ffmpeg.exitCode === null && ffmpeg.signalCode === null;
  return {
    done,
    /** Freezes ffmpeg with its connection open: a publisher whose network went silent. */
    freeze() {
      if (running()) ffmpeg.kill('SIGSTOP');
    },
    stop() {
      if (running()) {
        ffmpeg.kill('SIGCONT');
        ffmpeg.kill('SIGINT');
      }
      return done;
    },
  };
}

/** Polls `check` every 200 ms until it answers something truthy (a live stream, a removed file…). */
export async function until<T>(
  what: string,
  check: () => Promise<T | null | undefined | false>,
  ms = 20_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
