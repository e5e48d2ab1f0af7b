/**
 * Live video through Agora (business-rules "Live streaming"): the SDK (`agora-rtc-sdk-ng`) is
 * loaded with a dynamic import only in the browser, only when the site has Agora switched on and
 * an app id, so neither the build nor a page that does not stream fetches it. The channel is the
 * stream's `sessionId`; the RTC token comes from POST /streaming/agora/token; the uid is the
 * caller's account id (the account the server signed the token for).
 */
import type { IAgoraRTCClient, ICameraVideoTrack, IMicrophoneAudioTrack } from 'agora-rtc-sdk-ng';

/** What went wrong, so the page can say it plainly. */
export type VideoFailure = 'camera' | 'connection' | 'token' | 'sdk';

/** Why, as a key of the `live.video.errors` catalogue (the page says it in the reader's language). */
export type VideoFailureReason =
  'cameraDenied' | 'cameraMissing' | 'cameraBusy' | 'cameraFailed' | 'sdkFailed' | 'noToken' | 'connectionFailed';

export class LiveVideoError extends Error {
  readonly kind: VideoFailure;
  /** Absent for a token the server refused: its message is the server's own. */
  readonly reason: VideoFailureReason | null;
  constructor(kind: VideoFailure, message: string, options?: ErrorOptions & { reason?: VideoFailureReason }) {
    super(message, options);
    this.name = 'LiveVideoError';
    this.kind = kind;
    this.reason = options?.reason ?? null;
  }
}

export interface LiveVideoOptions {
  role: 'host' | 'audience';
  appId: string;
  /** The stream's sessionId. */
  channel: string;
  /** Reads the RTC token for the channel (POST /streaming/agora/token). */
  getToken: () => Promise<string>;
  /** The caller's account id. */
  uid: string;
  /** Where the video plays: the host's own camera, or the creator's video for the audience. */
  container: HTMLElement;
  /** The audience: the creator's video started (true) or stopped (false). */
  onRemoteVideo?: (playing: boolean) => void;
  /** How long joining the channel may take before it counts as failed. */
  joinTimeoutMs?: number;
}

export interface LiveVideoSession {
  stop(): Promise<void>;
}

const JOIN_TIMEOUT_MS = 15_000;

/** Why a camera or microphone could not start. */
export function cameraProblem(error: unknown): VideoFailureReason {
  const name = (error as { name?: string } | null)?.name ?? '';
  const code = (error as { code?: string } | null)?.code ?? '';
  const text = `${name} ${code} ${(error as Error | null)?.message ?? ''}`;
  if (/NotAllowed|PERMISSION_DENIED|Permission/i.test(text)) return 'cameraDenied';
  if (/NotFound|DEVICE_NOT_FOUND|not found/i.test(text)) return 'cameraMissing';
  if (/NotReadable|in use|Could not start/i.test(text)) return 'cameraBusy';
  return 'cameraFailed';
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The SDK, loaded on first use (its own chunk). */
async function loadSdk() {
  try {
    const mod = await import('agora-rtc-sdk-ng');
    const AgoraRTC = mod.default;
    // Quiet: no console chatter, no log upload to Agora.
    AgoraRTC.setLogLevel(4);
    AgoraRTC.disableLogUpload();
    return AgoraRTC;
  } catch (error) {
    throw new LiveVideoError('sdk', 'The video player could not be loaded.', { cause: error, reason: 'sdkFailed' });
  }
}

/**
 * Starts the video of a live: the host publishes camera and microphone, the audience plays the
 * creator's tracks when they are published. Throws a LiveVideoError; whatever was started is
 * stopped first.
 */
export async function startLiveVideo(options: LiveVideoOptions): Promise<LiveVideoSession> {
  const AgoraRTC = await loadSdk();
  let client: IAgoraRTCClient | null = null;
  let tracks: [IMicrophoneAudioTrack, ICameraVideoTrack] | null = null;
  const stop = async () => {
    if (tracks) for (const track of tracks) track.close();
    tracks = null;
    const current = client;
    client = null;
    if (current) {
      current.removeAllListeners();
      await current.leave().catch(() => undefined);
    }
  };

  try {
    if (options.role === 'host') {
      try {
        tracks = await AgoraRTC.createMicrophoneAndCameraTracks();
      } catch (error) {
        const reason = cameraProblem(error);
        throw new LiveVideoError('camera', reason, { cause: error, reason });
      }
      tracks[1].play(options.container);
    }

    let token: string;
    try {
      token = await options.getToken();
    } catch (error) {
      if (error instanceof LiveVideoError) throw error;
      const message = (error as Error)?.message;
      throw new LiveVideoError('token', message || 'The video service gave no token.', {
        ...(message ? {} : { reason: 'noToken' as const }),
        cause: error,
      });
    }

    client = AgoraRTC.createClient({ mode: 'live', codec: 'vp8' });
    await client.setClientRole(options.role);
    if (options.role === 'audience') {
      const audience = client;
      audience.on('user-published', async (user, mediaType) => {
        try {
          await audience.subscribe(user, mediaType);
          if (mediaType === 'video') {
            user.videoTrack?.play(options.container);
            options.onRemoteVideo?.(true);
          } else if (mediaType === 'audio') {
            user.audioTrack?.play();
          }
        } catch {
          // The next publish tries again.
        }
      });
      audience.on('user-unpublished', (_user, mediaType) => {
        if (mediaType === 'video') options.onRemoteVideo?.(false);
      });
    }
    try {
      await withTimeout(
        client.join(options.appId, options.channel, token, options.uid),
        options.joinTimeoutMs ?? JOIN_TIMEOUT_MS,
        'The video service did not answer in time.',
      );
    } catch (error) {
      throw new LiveVideoError('connection', 'Could not connect to the live video service.', {
        cause: error,
        reason: 'connectionFailed',
      });
    }
    if (options.role === 'host' && tracks) await client.publish(tracks);
    return { stop };
  } catch (error) {
    await stop();
    if (error instanceof LiveVideoError) throw error;
    throw new LiveVideoError('connection', 'Could not connect to the live video service.', {
      cause: error,
      reason: 'connectionFailed',
    });
  }
}
