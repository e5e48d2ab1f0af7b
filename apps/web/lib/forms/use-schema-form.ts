'use client';

import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { schemaResolver } from './resolver';

/**
 * react-hook-form validated by a shared schema, for the small inline forms that send and report
 * failures themselves (a comment, a chat line) instead of through <AppForm>. The resolver is made
 * once per form, so it keeps the loaded adapter for the form's life.
 */
export function useSchemaForm<Values extends FieldValues, S extends z.ZodType>(
  schema: S,
  defaultValues: DefaultValues<Values>,
) {
  const [resolver] = useState(() => schemaResolver<Values, S>(schema));
  return useForm<Values, unknown, z.output<S>>({ resolver, defaultValues });
}
