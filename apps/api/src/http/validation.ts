import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

/**
 * The names of a query schema's fields that accept "absent" (optional, defaulted or preprocessed
 * to a fallback). Only those lose an empty value; a required field still answers its own message.
 */
function optionalKeys(schema: $ZodType): Set<string> {
  if (!(schema instanceof z.ZodObject)) return new Set();
  const shape = schema.shape;
  return new Set(Object.keys(shape).filter((key) => z.safeParse(shape[key]!, undefined).success));
}

/** Drops `key=` (and empty items of a repeated key) for the optional fields: empty means "no filter". */
function withoutEmpty(data: unknown, optional: Set<string>): unknown {
  if (!data || typeof data !== 'object' || optional.size === 0) return data;
  let copy: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(data)) {
    if (!optional.has(key)) continue;
    const kept = Array.isArray(value) ? value.filter((v) => v !== '') : value;
    const empty = kept === '' || (Array.isArray(kept) && kept.length === 0);
    if (!empty && kept === value) continue;
    copy ??= { ...(data as Record<string, unknown>) };
    if (empty) delete copy[key];
    else copy[key] = kept;
  }
  return copy ?? data;
}

/**
 * fastify-type-provider-zod's validator, with contract 1.3's "empty-string filters mean no filter"
 * applied once for every route's query string: clients send every field of a list form, filled or
 * not (`?type=&q=&sortBy=`), and an empty optional field is treated as absent.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  if (route.httpPart !== 'querystring') return validate;
  const optional = optionalKeys(route.schema);
  return (data) => validate(withoutEmpty(data, optional));
};
