import type { zodResolver as ZodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * @hookform/resolvers' zod adapter (and the zod parser it brings) loads on a form's first
 * validation, not with the page: a page whose form the reader has not used yet does not carry it.
 */
let zodResolverLoad: Promise<typeof ZodResolver> | null = null;
const loadZodResolver = () =>
  (zodResolverLoad ??= import('@hookform/resolvers/zod').then(
    (m) => m.zodResolver,
    (error: unknown) => {
      // A failed download (a deploy, a dropped connection) is tried again on the next validation.
      zodResolverLoad = null;
      throw error;
    },
  ));

/**
 * zodResolver for a shared request schema, typed with the form's own field values. The shared
 * schemas accept `unknown` input (they pre-process empty strings and multipart text), which would
 * type every form field as unknown; forms hold strings and booleans, so they name them here.
 */
export function schemaResolver<Values extends FieldValues, S extends z.ZodType>(
  schema: S,
): Resolver<Values, unknown, z.output<S>> {
  let resolve: Promise<Resolver<Values, unknown, z.output<S>>> | null = null;
  return async (values, context, options) => {
    resolve ??= loadZodResolver().then(
      (zodResolver) => zodResolver(schema as never) as unknown as Resolver<Values, unknown, z.output<S>>,
      (error: unknown) => {
        resolve = null;
        throw error;
      },
    );
    return (await resolve)(values, context, options);
  };
}

/**
 * A resolver whose schema comes from a dynamic import (`useAppForm({ loadSchema })`): `load()`
 * starts fetching it (the form calls it when it first takes focus); the first validation waits for it;
 * a failed import is tried again on the next call.
 */
export function lazySchemaResolver<Values extends FieldValues, Output>(loadSchema: () => Promise<z.ZodType<Output>>) {
  let ready: Promise<Resolver<Values, unknown, Output>> | null = null;
  const load = () =>
    (ready ??= loadSchema().then(
      (schema) => schemaResolver<Values, z.ZodType<Output>>(schema),
      (error: unknown) => {
        ready = null;
        throw error;
      },
    ));
  const resolver: Resolver<Values, unknown, Output> = async (values, context, options) =>
    (await load())(values, context, options);
  return { load, resolver };
}
