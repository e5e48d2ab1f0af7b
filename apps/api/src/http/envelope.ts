import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Envelope, Paged } from '@fanlane/shared';

export const ok = <T>(data: T): Envelope<T> => ({ status: 0, data });
export const paged = <T>(data: T[], total: number): Envelope<Paged<T>> => ok({ data, total });

/**
 * Envelopes serialised once per version of their data, for cached reads: the data object's identity
 * is its version (services hand out the same object until it changes). Checked against the schema
 * when first serialised, so the allowlist still holds.
 */
export function createJsonCache() {
  const bodies = new WeakMap<object, string>();
  return function send(reply: FastifyReply, data: object, schema: z.ZodType): FastifyReply {
    let body = bodies.get(data);
    if (body === undefined) {
      body = JSON.stringify(ok(schema.parse(data)));
      bodies.set(data, body);
    }
    // A string body with a JSON content type is sent as it is, without the route's serialiser.
    return reply.type('application/json; charset=utf-8').send(body as never);
  };
}
