'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '@/lib/toast';
import { lazySchemaResolver, schemaResolver } from './resolver';
import { applyServerErrors } from './server-errors';

/** Thrown from `onSubmit` to show a message above the form as it is (a thunk's failure message). */
export class FormError extends Error {}

type Validation<Values extends FieldValues, Output> =
  | {
      /** The shared zod request schema (`@fanlane/shared`). */ schema: z.ZodType<Output>;
      resolver?: never;
      loadSchema?: never;
    }
  | {
      /**
       * The schema from a dynamic import, for pages that should not load zod before the reader
       * acts (sign-in): it loads when the form first takes focus, and the first validation waits for it.
       */
      loadSchema: () => Promise<z.ZodType<Output>>;
      schema?: never;
      resolver?: never;
    }
  | {
      /** A hand-made resolver, for forms whose values are mapped before validation. */ resolver: Resolver<
        Values,
        unknown,
        Output
      >;
      schema?: never;
      loadSchema?: never;
    };

export type AppFormOptions<Values extends FieldValues, Output> = Validation<Values, Output> & {
  defaultValues: DefaultValues<Values>;
  /** Sends the valid values; throwing an ApiError puts its messages on the fields or the form. */
  onSubmit: (values: Output) => Promise<unknown> | unknown;
  /** A toast after a successful submit. */
  successMessage?: string;
  /** Fields a server error may name (default: the keys of defaultValues). */
  fields?: readonly string[];
  /** The form message when the server said nothing usable. */
  fallbackError?: string;
  mode?: UseFormProps<Values>['mode'];
};

/**
 * The one way to build a form (docs/web.md): react-hook-form validated by the shared zod schema,
 * server errors mapped to their fields (the rest to `formError`, shown by <AppForm>), submit state
 * in `formState.isSubmitting` (<SubmitButton> shows it) and an optional success toast.
 */
export function useAppForm<Values extends FieldValues, Output = Values>(options: AppFormOptions<Values, Output>) {
  const t = useTranslations('common');
  const [lazy] = useState(() => (options.loadSchema ? lazySchemaResolver<Values, Output>(options.loadSchema) : null));
  // Made once per form: the resolver keeps the loaded adapter for the form's life.
  const [schemaBased] = useState(() =>
    options.schema ? schemaResolver<Values, z.ZodType<Output>>(options.schema) : null,
  );
  const resolver = options.resolver ?? lazy?.resolver ?? schemaBased!;
  const form = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: options.defaultValues,
    mode: options.mode ?? 'onSubmit',
  });
  const [formError, setFormError] = useState<string | null>(null);
  const fields = options.fields ?? Object.keys(options.defaultValues ?? {});
  const { onSubmit, successMessage, fallbackError } = options;

  // One submit at a time: a second Enter while the first is validating or sending does nothing.
  const busy = useRef(false);
  const handle = form.handleSubmit(async (values: Output) => {
    setFormError(null);
    try {
      await onSubmit(values);
      if (successMessage) toast.success(successMessage);
    } catch (error) {
      if (error instanceof FormError) return setFormError(error.message);
      setFormError(applyServerErrors(error, form.setError as never, fields, fallbackError ?? t('somethingWentWrong')));
    }
  });
  const submit = async (event?: BaseSyntheticEvent) => {
    if (busy.current) {
      event?.preventDefault();
      return;
    }
    busy.current = true;
    try {
      await handle(event);
    } catch {
      // The validation itself failed (its code could not be loaded): say so, keep what was typed.
      setFormError(fallbackError ?? t('somethingWentWrong'));
    } finally {
      busy.current = false;
    }
  };

  /** <AppForm> calls it when the form first takes focus: a lazy schema starts loading then. */
  const warmUp = lazy ? () => void lazy.load().catch(() => undefined) : undefined;

  return { ...form, submit, formError, setFormError, warmUp };
}

export type AppFormApi<Values extends FieldValues, Output = Values> = ReturnType<typeof useAppForm<Values, Output>>;
