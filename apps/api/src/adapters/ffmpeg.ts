import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * ffmpeg and ffprobe: the system's binaries when they are on PATH, else the ones shipped in the
 * @ffmpeg-installer / @ffprobe-installer npm packages. Every call passes arguments as an array (no
 * shell) and restricts inputs to local files, so a crafted file (HLS playlist, concat list) cannot
 * make ffmpeg open network URLs or other files.
 */

const require = createRequire(import.meta.url);
const PROTOCOLS = ['-protocol_whitelist', 'file,pipe'];

function onPath(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      /* not here */
    }
  }
  return null;
}

function packaged(pkg: string): string {
  const file = (require(pkg) as { path: string }).path;
  try {
    fs.accessSync(file, fs.constants.X_OK);
  } catch {
    // npm may skip the package's own `chmod u+x` install script.
    fs.chmodSync(file, 0o755);
  }
  return file;
}

let configured: { ffmpeg?: string; ffprobe?: string } = {};
let binaries: { ffmpeg: string; ffprobe: string } | null = null;

/** Explicit binaries (FFMPEG_PATH, FFPROBE_PATH); empty values fall back to PATH, then npm. */
export function configureMediaBinaries(paths: { ffmpeg?: string; ffprobe?: string }) {
  configured = paths;
  binaries = null;
}

export function mediaBinaries() {
  return (binaries ??= {
    ffmpeg: configured.ffmpeg || onPath('ffmpeg') || packaged('@ffmpeg-installer/ffmpeg'),
    ffprobe: configured.ffprobe || onPath('ffprobe') || packaged('@ffprobe-installer/ffprobe'),
  });
}
export const ffmpegPath = () => mediaBinaries().ffmpeg;

export class MediaError extends Error {}

function run(bin: string, args: string[], timeoutMs: number): Promise<{ stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(
      bin,
      args,
      { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024, timeout: timeoutMs, killSignal: 'SIGKILL' },
      (err, stdout, stderr) => {
        const text = stderr.toString('utf8');
        if (err) reject(new MediaError(`${path.basename(bin)} failed: ${text.trim().split('\n').slice(-3).join(' ')}`));
        else resolve({ stdout, stderr: text });
      },
    );
  });
}

export interface ProbeResult {
  formatName: string;
  duration: number;
  video: { codec: string; width: number; height: number } | null;
  audio: { codec: string } | null;
}

interface FfprobeJson {
  format?: { format_name?: string; duration?: string };
  streams?: { codec_type?: string; codec_name?: string; width?: number; height?: number }[];
}

/** What a media file holds; MediaError when it is not media ffmpeg can read. */
export async function probe(file: string): Promise<ProbeResult> {
  const { stdout } = await run(
    mediaBinaries().ffprobe,
    [...PROTOCOLS, '-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
    60_000,
  );
  const json = JSON.parse(stdout.toString('utf8')) as FfprobeJson;
  const video = json.streams?.find((s) => s.codec_type === 'video' && s.width && s.height);
  const audio = json.streams?.find((s) => s.codec_type === 'audio');
  return {
    formatName: json.format?.format_name ?? '',
    duration: Math.max(0, Number(json.format?.duration ?? 0) || 0),
    video: video ? { codec: video.codec_name ?? '', width: video.width!, height: video.height! } : null,
    audio: audio ? { codec: audio.codec_name ?? '' } : null,
  };
}

/** One frame as PNG, at `atSeconds` (clamped to the start for short files). */
export async function extractFrame(file: string, atSeconds: number): Promise<Buffer> {
  const { stdout } = await run(
    ffmpegPath(),
    [
      ...PROTOCOLS,
      '-v',
      'error',
      '-ss',
      String(atSeconds),
      '-i',
      file,
      '-frames:v',
      '1',
      '-f',
      'image2pipe',
      '-c:v',
      'png',
      'pipe:1',
    ],
    60_000,
  );
  if (!stdout.length) throw new MediaError('no frame could be extracted');
  return stdout;
}

/** Arguments written as one string, split on spaces (none of the values contain spaces). */
const args = (line: string) => line.split(' ');

/** H.264/AAC MP4 with the index at the front, so browsers start playing before the download ends. */
export async function transcodeVideo(
  input: string,
  output: string,
  options: { maxHeight?: number; maxSeconds?: number; audio: boolean },
): Promise<void> {
  const maxHeight = options.maxHeight ?? 1080;
  await run(
    ffmpegPath(),
    [
      ...PROTOCOLS,
      ...args('-v error -y -i'),
      input,
      ...(options.maxSeconds ? ['-t', String(options.maxSeconds)] : []),
      ...args('-map 0:v:0'),
      ...(options.audio ? args('-map 0:a:0') : []),
      '-vf',
      `scale=-2:'min(${maxHeight},ih - mod(ih,2))'`,
      ...args('-c:v libx264 -preset veryfast -crf 23 -pix_fmt yuv420p'),
      ...(options.audio ? args('-c:a aac -b:a 128k') : ['-an']),
      ...args('-movflags +faststart -map_metadata -1'),
      output,
    ],
    30 * 60_000,
  );
}

/** AAC in an MP4 (m4a) container: plays in every browser. */
export async function transcodeAudio(input: string, output: string): Promise<void> {
  await run(
    ffmpegPath(),
    [
      ...PROTOCOLS,
      ...args('-v error -y -i'),
      input,
      ...args('-vn -c:a aac -b:a 160k -map_metadata -1 -movflags +faststart'),
      output,
    ],
    30 * 60_000,
  );
}

/**
 * A few seconds of test video (moving pattern and a tone), for tests and demo data; `codec` and
 * container `metadata` tags (title, location...) let tests check what processing changes.
 */
export async function generateTestVideo(
  output: string,
  seconds = 2,
  size = '320x240',
  options: { codec?: 'libx264' | 'mpeg4'; metadata?: Record<string, string> } = {},
): Promise<void> {
  await run(
    ffmpegPath(),
    [
      ...args('-v error -y -f lavfi -i'),
      `testsrc=duration=${seconds}:size=${size}:rate=24`,
      ...args('-f lavfi -i'),
      `sine=frequency=440:duration=${seconds}`,
      ...(options.codec === 'mpeg4' ? args('-c:v mpeg4') : args('-c:v libx264 -preset ultrafast')),
      ...args('-pix_fmt yuv420p -c:a aac -shortest'),
      ...Object.entries(options.metadata ?? {}).flatMap(([key, value]) => ['-metadata', `${key}=${value}`]),
      output,
    ],
    120_000,
  );
}

/** A few seconds of a tone as an AAC (m4a) file, for tests and demo data. */
export async function generateTestAudio(output: string, seconds = 2): Promise<void> {
  await run(
    ffmpegPath(),
    [...args('-v error -y -f lavfi -i'), `sine=frequency=330:duration=${seconds}`, ...args('-c:a aac'), output],
    120_000,
  );
}
