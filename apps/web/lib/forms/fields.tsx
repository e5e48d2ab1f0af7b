'use client';

import {
  Checkbox,
  NumberInput,
  PasswordInput,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  type CheckboxProps,
  type NumberInputProps,
  type PasswordInputProps,
  type SegmentedControlProps,
  type SwitchProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * Mantine inputs bound to a react-hook-form field: value, change, blur, ref and the field's error
 * message. Pass `control` for typed names, or leave it out inside <AppForm> (the form context).
 */
interface Bound<Values extends FieldValues, Output> {
  name: FieldPath<Values>;
  control?: Control<Values, unknown, Output>;
}

type Omitted = 'value' | 'defaultValue' | 'onChange' | 'name' | 'error' | 'checked';

function useField<Values extends FieldValues, Output>({ name, control }: Bound<Values, Output>) {
  const { field, fieldState } = useController({ name, control });
  return { field, error: fieldState.error?.message };
}

export function TextField<Values extends FieldValues, Output = Values>({
  name,
  control,
  ...props
}: Bound<Values, Output> & Omit<TextInputProps, Omitted>) {
  const { field, error } = useField({ name, control });
  return <TextInput {...props} {...field} value={(field.value as string | undefined) ?? ''} error={error} />;
}

export function PasswordField<Values extends FieldValues, Output = Values>({
  name,
  control,
  ...props
}: Bound<Values, Output> & Omit<PasswordInputProps, Omitted>) {
  const { field, error } = useField({ name, control });
  return <PasswordInput {...props} {...field} value={(field.value as string | undefined) ?? ''} error={error} />;
}

export function TextareaField<Values extends FieldValues, Output = Values>({
  name,
  control,
  ...props
}: Bound<Values, Output> & Omit<TextareaProps, Omitted>) {
  const { field, error } = useField({ name, control });
  return <Textarea {...props} {...field} value={(field.value as string | undefined) ?? ''} error={error} />;
}

/** A number, or '' while the input is empty (the schema decides whether that is allowed). */
export function NumberField<Values extends FieldValues, Output = Values>({
  name,
  control,
  ...props
}: Bound<Values, Output> & Omit<NumberInputProps, Omitted>) {
  const { field, error } = useField({ name, control });
  return (
    <NumberInput
      {...props}
      name={field.name}
      ref={field.ref}
      onBlur={field.onBlur}
      value={(field.value as number | string | undefined) ?? ''}
      onChange={field.onChange}
      error={error}
    />
  );
}

/** Props of a checkbox-like input bound to a boolean field. */
function checkable(field: {
  name: string;
  ref: (instance: HTMLInputElement | null) => void;
  onBlur: () => void;
  value: unknown;
  onChange: (value: boolean) => void;
}) {
  return {
    name: field.name,
    ref: field.ref,
    onBlur: field.onBlur,
    checked: Boolean(field.value),
    onChange: (event: { currentTarget: { checked: boolean } }) => field.onChange(event.currentTarget.checked),
  };
}

export function SwitchField<Values extends FieldValues, Output = Values>({
  name,
  control,
  ...props
}: Bound<Values, Output> & Omit<SwitchProps, Omitted>) {
  const { field, error } = useField({ name, control });
  return <Switch {...props} {...checkable(field)} error={error} />;
}

export function CheckboxField<Values extends FieldValues, Output = Values>({
  name,
  control,
  ...props
}: Bound<Values, Output> & Omit<CheckboxProps, Omitted>) {
  const { field, error } = useField({ name, control });
  return <Checkbox {...props} {...checkable(field)} error={error} />;
}

/** A labelled segmented choice (status, visibility...) with an optional hint below. */
export function SegmentedField<Values extends FieldValues, Output = Values>({
  name,
  control,
  label,
  description,
  ...props
}: Bound<Values, Output> & Omit<SegmentedControlProps, Omitted> & { label: string; description?: string }) {
  const { field } = useField({ name, control });
  const id = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl
        radius="xl"
        style={{ alignSelf: 'flex-start' }}
        {...props}
        aria-labelledby={id}
        value={field.value as string}
        onChange={field.onChange}
      />
      {description ? (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      ) : null}
    </Stack>
  );
}
