import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * zodResolver for a shared request schema, typed with the form's own field values. The shared
 * schemas accept `unknown` input (they pre-process empty strings and multipart text), which would
 * type every form field as unknown; forms hold strings and booleans, so they name them here.
 */
export function schemaResolver<Values extends FieldValues, S extends z.ZodType>(
  schema: S,
): Resolver<Values, unknown, z.output<S>> {
  return zodResolver(schema as never) as unknown as Resolver<Values, unknown, z.output<S>>;
}
