import type { FastifyPluginOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** A module's routes: a Fastify plugin typed by zod, given only the services it uses. */
export type Routes<Deps extends FastifyPluginOptions> = FastifyPluginAsyncZod<Deps>;
