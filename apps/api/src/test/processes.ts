import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Real processes for the multi-process proofs (issue #24): a TypeScript entry run by Node through
 * tsx, with an IPC channel. `killProcesses` (in an `afterAll`) kills whatever a failed test left.
 */
const children = new Set<ChildProcess>();

/** The API's own entry (`npm run start:api`; `--worker` for `start:worker`). */
export const apiMain = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'main.ts');

/**
 * Starts `script` with `env` over this process's environment; resolves with the child at its first
 * IPC message (the API's `fanlane:api-ready`, a proof process's `ready`), rejects if it exits first.
 */
export function startProcess(script: string, env: Record<string, string> = {}, args: string[] = []) {
  const child = fork(script, args, {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return new Promise<ChildProcess>((resolve, reject) => {
    const early = (code: number | null, signal: string | null) =>
      reject(new Error(`${path.basename(script)} exited before it was ready (${signal ?? code})`));
    child.once('exit', early);
    child.once('message', () => {
      child.off('exit', early);
      resolve(child);
    });
  });
}

/** Resolves with the exit code (null after a signal) once `child` has exited. */
export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve(child.exitCode)
      : child.once('exit', (code) => resolve(code)),
  );

/** SIGKILLs every process started here that still runs. */
export function killProcesses() {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
