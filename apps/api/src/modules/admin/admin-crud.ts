import { z } from 'zod';
import { okSchema, pagedSchema, type StaffPermission } from '@fanlane/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, paged } from '../../http/envelope.js';
import { actorOf, type AuditActor } from '../audit/actor.js';
import { requireStaff } from '../auth/auth.plugin.js';

type App = Parameters<FastifyPluginAsyncZod>[0];
const params = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/) });
const deleted = okSchema(z.object({ deleted: z.literal(true) }));
const tags = ['admin'];

/** One admin list's routes: `GET {path}/search`, create, update and delete (staff only, each change audited by the service). */
export function adminCrudRoutes<I extends z.ZodType, O extends z.ZodType, Q extends z.ZodType>(
  app: App,
  spec: {
    path: string;
    permission: StaffPermission;
    input: I;
    output: O;
    query: Q;
    summaries: { search: string; create: string; update: string; delete: string };
    search: (query: z.output<Q>) => Promise<{ data: z.input<O>[]; total: number }>;
    create: (actor: AuditActor, input: z.output<I>) => Promise<z.input<O>>;
    update: (actor: AuditActor, id: string, input: z.output<I>) => Promise<z.input<O>>;
    remove: (actor: AuditActor, id: string) => Promise<unknown>;
  },
) {
  const preHandler = requireStaff(spec.permission);
  const response = { 200: okSchema(spec.output) as z.ZodType };
  app.get(
    `${spec.path}/search`,
    {
      preHandler,
      schema: {
        tags,
        summary: spec.summaries.search,
        querystring: spec.query,
        response: { 200: okSchema(pagedSchema(spec.output)) as z.ZodType },
      },
    },
    async (request) => {
      const { data, total } = await spec.search(request.query as z.output<Q>);
      return paged(data, total);
    },
  );
  app.post(
    spec.path,
    { preHandler, schema: { tags, summary: spec.summaries.create, body: spec.input, response } },
    async (request) => ok(await spec.create(actorOf(request), request.body as z.output<I>)),
  );
  app.put(
    `${spec.path}/:id`,
    { preHandler, schema: { tags, summary: spec.summaries.update, params, body: spec.input, response } },
    async (request) => ok(await spec.update(actorOf(request), request.params.id, request.body as z.output<I>)),
  );
  app.delete(
    `${spec.path}/:id`,
    { preHandler, schema: { tags, summary: spec.summaries.delete, params, response: { 200: deleted } } },
    async (request) => {
      await spec.remove(actorOf(request), request.params.id);
      return ok({ deleted: true as const });
    },
  );
}
