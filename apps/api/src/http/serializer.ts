/**
 * Response serialisation compiled once per route: each route's zod response schema becomes a JSON
 * Schema (zod's own `toJSONSchema`) and then a stringify function (fast-json-stringify, which
 * Fastify itself uses). It writes only the properties the schema names, as zod's check did, but
 * without building a checked copy of every response object first: on the feed pages that copy and
 * its stringify were a fifth of the API's CPU (docs/benchmarks.md, read paths).
 *
 * A schema that JSON Schema cannot express (a transform, a refinement with a custom output) keeps
 * zod's path. `SERIALIZER_CHECK` (on in tests) runs both and fails the response when they differ,
 * so the ~1,200 API tests hold the compiled output to the zod schemas, the contract.
 */
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

type Stringify = (data: unknown) => string;

/**
 * Drops `additionalProperties: false`: the stringifier writes only named properties anyway, and in
 * a union it picks the branch by validating the value, where a presenter's extra key would then
 * match no branch (zod strips the key instead).
 */
function loosen(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(loosen);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node))
    if (!(key === 'additionalProperties' && value === false)) out[key] = loosen(value);
  return out;
}

/** The stringify function of one response schema, or null when JSON Schema cannot express it. */
export function compileSchema(schema: z.ZodType): Stringify | null {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    return fastJson(loosen(json) as Parameters<typeof fastJson>[0]) as Stringify;
  } catch {
    return null;
  }
}

/** How many route responses were compiled, and those that kept zod's path (`METHOD url status`), for tests. */
export const serializerReport = { compiled: 0, uncompiled: new Set<string>() };

export function createSerializerCompiler(options: { check: boolean }): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const checked = zodSerializerCompiler(route) as Stringify;
    const compiled = compileSchema(route.schema);
    if (!compiled) {
      serializerReport.uncompiled.add(`${route.method} ${route.url} ${route.httpStatus}`);
      return checked;
    }
    serializerReport.compiled += 1;
    if (!options.check) return compiled;
    return (data) => {
      const expected = checked(data);
      const body = compiled(data);
      if (!isDeepStrictEqual(JSON.parse(body), JSON.parse(expected)))
        throw new Error(
          `${route.method} ${route.url}: the compiled serializer wrote ${body.slice(0, 2000)}\nzod wrote ${expected.slice(0, 2000)}`,
        );
      return body;
    };
  };
}
