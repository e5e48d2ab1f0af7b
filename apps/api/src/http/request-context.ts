import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * The request id (Fastify's reqId, the `x-request-id` header) of the work under way, so that jobs
 * enqueued by a request (and the jobs those enqueue) carry it onto their log lines.
 */
const context = new AsyncLocalStorage<{ requestId: string }>();

/** The request id of the request or job this code runs for, if any. */
export const currentRequestId = (): string | undefined => context.getStore()?.requestId;

/**
 * Runs `fn` as part of the work of `requestId` (a job run for the request that enqueued it); with
 * none, outside any request's (a job started by a timer a request set off is not that request's).
 */
export const withRequestId = <T>(requestId: string | null | undefined, fn: () => T): T =>
  requestId ? context.run({ requestId }, fn) : context.exit(fn);

/** Every request's handlers, and whatever they start, run with its id as the current one. */
export function registerRequestContext(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    context.run({ requestId: String(request.id) }, done);
  });
}
