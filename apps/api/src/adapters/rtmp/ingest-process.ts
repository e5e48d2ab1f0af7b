import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiMessage, WorkerConfig, WorkerMessage } from './ingest-protocol.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.resolve(here, '../../..');

export interface IngestHandlers {
  /** A publisher connected: the HLS folder to write, or null to refuse it. */
  publish(id: string, app: string, key: string): Promise<string | null>;
  playable(id: string, dir: string): void;
  unpublish(id: string): void;
  /** ffmpeg stopped on its own while the publisher was still connected. */
  packagerFailed(id: string, message: string): void;
  /** The worker stopped without being asked (it is started again by the next `start`). */
  exited(code: number | null): void;
}

/**
 * The RTMP ingest process (ingest-worker.ts) seen from the API: started and stopped at will (the
 * `selfHostedLiveEnable` setting), publishes authorised through `handlers.publish`.
 */
export function createRtmpIngest(config: WorkerConfig, handlers: IngestHandlers) {
  let child: ChildProcess | null = null;
  let starting: Promise<void> | null = null;
  const send = (message: ApiMessage) => {
    if (child?.connected) child.send(message);
  };

  function start(): Promise<void> {
    if (starting) return starting;
    const worker = fork(path.join(here, 'ingest-worker.ts'), [], {
      cwd: apiDir,
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, FANLANE_INGEST_CONFIG: JSON.stringify(config) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child = worker;
    starting = new Promise<void>((resolve, reject) => {
      let ready = false;
      worker.on('message', (message: WorkerMessage) => {
        switch (message.type) {
          case 'ready':
            ready = true;
            resolve();
            return;
          case 'listen-failed':
            reject(new Error(`the RTMP ingest cannot listen on ${config.host}:${config.port}: ${message.message}`));
            return;
          case 'publish':
            void handlers
              .publish(message.id, message.app, message.key)
              .catch(() => null)
              .then((dir) =>
                send(
                  dir
                    ? { type: 'publish-result', id: message.id, ok: true, dir }
                    : { type: 'publish-result', id: message.id, ok: false },
                ),
              );
            return;
          case 'playable':
            handlers.playable(message.id, message.dir);
            return;
          case 'unpublish':
            handlers.unpublish(message.id);
            return;
          case 'packager-failed':
            handlers.packagerFailed(message.id, message.message);
        }
      });
      worker.once('exit', (code) => {
        if (child === worker) {
          child = null;
          starting = null;
          handlers.exited(code);
        }
        if (!ready) reject(new Error(`the RTMP ingest stopped while starting (${code})`));
      });
    });
    starting.catch(() => undefined);
    return starting;
  }

  async function stop() {
    const worker = child;
    if (!worker) return;
    child = null;
    starting = null;
    const exited = new Promise<void>((resolve) => {
      if (worker.exitCode !== null || worker.signalCode !== null) resolve();
      else worker.once('exit', () => resolve());
    });
    if (worker.connected) worker.send({ type: 'stop' } satisfies ApiMessage);
    const timer = setTimeout(() => worker.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }

  return {
    start,
    stop,
    get running() {
      return child !== null;
    },
    route: (id: string, dir: string) => send({ type: 'route', id, dir }),
    kick: (id: string) => send({ type: 'kick', id }),
  };
}
export type RtmpIngest = ReturnType<typeof createRtmpIngest>;
