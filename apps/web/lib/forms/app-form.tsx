'use client';

import { Alert, Button, Stack, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { FormProvider, useFormContext, type FieldValues } from 'react-hook-form';
import type { AppFormApi } from './use-app-form';

/**
 * The form element of `useAppForm`: no browser validation (the schema validates), the form-level
 * server message in an alert at the top, fields below. Field components and <SubmitButton> find
 * the form through react-hook-form's context.
 */
export function AppForm<Values extends FieldValues, Output>({
  form,
  label,
  children,
  gap = 'md',
  errorTestId,
  ...props
}: {
  form: AppFormApi<Values, Output>;
  /** The form's accessible name. */
  label: string;
  children: ReactNode;
  gap?: string;
  errorTestId?: string;
} & Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'children'>) {
  return (
    <FormProvider {...form}>
      <form onSubmit={form.submit} noValidate aria-label={label} {...props}>
        <Stack gap={gap}>
          {form.formError ? (
            <Alert color="red" variant="light" role="alert" data-testid={errorTestId}>
              {form.formError}
            </Alert>
          ) : null}
          {children}
        </Stack>
      </form>
    </FormProvider>
  );
}

/** The submit button: spins and stays disabled while the form is submitting. */
export function SubmitButton({ children, ...props }: ButtonProps & { children: ReactNode; 'data-testid'?: string }) {
  const { formState } = useFormContext();
  return (
    <Button type="submit" loading={formState.isSubmitting} {...props}>
      {children}
    </Button>
  );
}
