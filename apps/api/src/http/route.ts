/** Declares a module's JSON routes: its OpenAPI tags, the `{ status: 0, data }` envelope and its schema, in one place. */
import { z } from 'zod';
import { okSchema, pagedSchema, type Paged } from '@fanlane/shared';
import type {
  FastifyReply,
  FastifyRequest,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptions,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from './envelope.js';

type App = Parameters<FastifyPluginAsyncZod>[0];
type Part = z.ZodType | undefined;

/** Just the page `{ data, total }` of a read that answers more. */
export const justThePage = <T>({ data, total }: Paged<T>): Paged<T> => ({ data, total });

/** The usual `:id` path parameter. */
export const idParam = z.object({ id: z.string().min(1).max(120) });

/** A request whose params, query and body are typed by their zod schemas. */
export type TypedRequest<P extends Part, Q extends Part, B extends Part> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  { params: P; querystring: Q; body: B },
  ZodTypeProvider
>;

/** One route: its guards and limits, what it validates, and the schema of the `data` it answers. */
export type RouteSpec<P extends Part, Q extends Part, B extends Part, R extends z.ZodType, G extends boolean> = Pick<
  RouteShorthandOptions,
  'onRequest' | 'preHandler' | 'config' | 'bodyLimit'
> & {
  summary?: string;
  consumes?: string[];
  params?: P;
  querystring?: Q;
  body?: B;
  /** The schema of `data`, or of one item when `paged`. */
  response: R;
  /** `data` is a page `{ data: R[], total }`. */
  paged?: G;
};

type Data<R extends z.ZodType, G extends boolean> = G extends true ? Paged<z.output<R>> : z.output<R>;

type Declare = <
  R extends z.ZodType,
  P extends Part = undefined,
  Q extends Part = undefined,
  B extends Part = undefined,
  G extends boolean = false,
>(
  path: string,
  spec: RouteSpec<P, Q, B, R, G>,
  handler: (request: TypedRequest<P, Q, B>, reply: FastifyReply) => Promise<Data<R, G>>,
) => void;

/** Route declarers for one module: each wraps the handler's value in `ok()` and its schema in `okSchema`. */
export function routes(app: App, tags: string[]) {
  const declare =
    (method: 'get' | 'post' | 'put' | 'delete'): Declare =>
    (path, spec, handler) => {
      const { summary, consumes, params, querystring, body, response, paged, ...options } = spec;
      const schema = {
        tags,
        ...(summary !== undefined && { summary }),
        ...(consumes && { consumes }),
        ...(params && { params }),
        ...(querystring && { querystring }),
        ...(body && { body }),
        // Typed loosely here: the spec's generics already tie the handler's value to this schema.
        response: { 200: okSchema(paged ? pagedSchema(response) : response) as z.ZodType },
      };
      // Fastify validates with the same schemas the spec's generics type the request by.
      const wrapped = async (request: FastifyRequest, reply: FastifyReply) =>
        ok(await handler(request as never, reply));
      app[method](path, { ...options, schema }, wrapped);
    };
  return { get: declare('get'), post: declare('post'), put: declare('put'), del: declare('delete') };
}
