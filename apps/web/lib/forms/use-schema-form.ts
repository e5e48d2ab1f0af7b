'use client';

import { useState } from 'react';
import { useForm, useWatch, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { messageOf } from '@/lib/api/error';
import { toast } from '@/lib/toast';
import { schemaResolver } from './resolver';
import { applyServerErrors } from './server-errors';

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

/**
 * A one-field composer (a comment, a chat line) on `useSchemaForm`: `send` gets the checked values;
 * once sent, the field empties and takes the focus again; a server error naming the field goes under
 * it, anything else to a toast titled `failTitle`. `countText` makes `text` follow the field as it is
 * typed (a character counter); without it typing re-renders nothing.
 */
export function useComposer<Name extends string, S extends z.ZodType>(
  schema: S,
  name: Name,
  send: (values: z.output<S>) => Promise<unknown>,
  { failTitle, countText = false }: { failTitle?: string; countText?: boolean } = {},
) {
  type Values = Record<Name, string>;
  const empty = { [name]: '' } as DefaultValues<Values>;
  const form = useSchemaForm<Values, S>(schema, empty);
  const field = name as unknown as Path<Values>;
  const text = useWatch({ control: form.control, name: field, disabled: !countText });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send(values);
      form.reset(empty);
      form.setFocus(field);
    } catch (error) {
      const message = applyServerErrors(error, form.setError, [field] as const, messageOf(error));
      if (message) toast.error(message, failTitle);
    }
  });
  return {
    onSubmit,
    input: form.register(field),
    text: countText ? String(text ?? '') : '',
    error: form.formState.errors[name]?.message as string | undefined,
    busy: form.formState.isSubmitting,
  };
}
