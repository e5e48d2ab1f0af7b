'use client';

import { Alert, Button, Group, Stack, type ButtonProps } from '@mantine/core';
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
  intro,
  ...props
}: {
  form: AppFormApi<Values, Output>;
  /** The form's accessible name. */
  label: string;
  children: ReactNode;
  gap?: string;
  errorTestId?: string;
  /** Shown first, above the form's error (a hint the error should not push down). */
  intro?: ReactNode;
} & Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'children'>) {
  return (
    <FormProvider {...form}>
      <form onSubmit={form.submit} onFocus={form.warmUp} noValidate aria-label={label} {...props}>
        <Stack gap={gap}>
          {intro}
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

/** The submit button at the end of a settings form, on the right. */
export function SubmitRow({ children, ...props }: ButtonProps & { children: ReactNode; 'data-testid'?: string }) {
  return (
    <Group justify="flex-end">
      <SubmitButton radius="xl" {...props}>
        {children}
      </SubmitButton>
    </Group>
  );
}

/** Cancel and the submit button at the end of a dialog's form. */
export function CancelAndSubmit({
  onCancel,
  cancelLabel,
  children,
  ...props
}: ButtonProps & { onCancel: () => void; cancelLabel: string; children: ReactNode; 'data-testid'?: string }) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" radius="xl" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <SubmitButton radius="xl" {...props}>
        {children}
      </SubmitButton>
    </Group>
  );
}
