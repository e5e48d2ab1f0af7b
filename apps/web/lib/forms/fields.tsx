'use client';

import {
  Checkbox,
  NumberInput,
  PasswordInput,
  Radio,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  type CheckboxProps,
  type NumberInputProps,
  type PasswordInputProps,
  type RadioGroupProps,
  type SegmentedControlProps,
  type SwitchProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import { useId, type ReactNode } from 'react';
import {
  get,
  useController,
  useFormState,
  type Control,
  type FieldError,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';

/**
 * Mantine inputs bound to a react-hook-form field: value, change, blur, ref and the field's error
 * message. Pass `control` for typed names, or leave it out inside <AppForm> (the form context).
 */
export interface Bound<Values extends FieldValues, Output> {
  name: FieldPath<Values>;
  control?: Control<Values, unknown, Output>;
}

type Omitted = 'value' | 'defaultValue' | 'onChange' | 'name' | 'error' | 'checked';

/** A field component's props: the binding plus the input's own props. */
type FieldProps<Props, Values extends FieldValues, Output> = Bound<Values, Output> & Omit<Props, Omitted>;

export function useField<Values extends FieldValues, Output>({ name, control }: Bound<Values, Output>) {
  const { field, fieldState } = useController({ name, control });
  return { field, error: fieldState.error?.message };
}

/** A field's error message, for inputs bound another way (register, a Controller of their own). */
export function useFieldError<Values extends FieldValues, Output>({ name, control }: Bound<Values, Output>) {
  const { errors } = useFormState({ name, control });
  const error: FieldError | undefined = get(errors, name);
  return error?.message;
}

/** Splits a field component's props: its bound field, the props every input takes from it, the rest. */
export function useBinding<Rest extends object, V extends FieldValues, O>({
  name,
  control,
  ...rest
}: Bound<V, O> & Rest) {
  const { field, error } = useField({ name, control });
  return { rest, field, common: { name: field.name, ref: field.ref, onBlur: field.onBlur, error } };
}

/**
 * What a text field may add: `format` rewrites what is typed before the form keeps it (a card
 * number spaced in fours), `afterChange` hears the new value, `error` wins over the field's own.
 */
interface TextExtras {
  format?: (value: string) => string;
  afterChange?: (value: string) => void;
  error?: ReactNode;
}

function useTextProps<Rest extends object, V extends FieldValues, O>({
  format,
  afterChange,
  error,
  ...props
}: Bound<V, O> & Rest & TextExtras) {
  const { rest, field, common } = useBinding(props);
  const onChange = (event: { currentTarget: { value: string } }) => {
    const value = format ? format(event.currentTarget.value) : event.currentTarget.value;
    field.onChange(value);
    afterChange?.(value);
  };
  const value = (field.value as string | undefined) ?? '';
  return { ...rest, ...field, ...common, onChange, value, error: error ?? common.error };
}

export function TextField<V extends FieldValues, O = V>(props: FieldProps<TextInputProps, V, O> & TextExtras) {
  return <TextInput {...useTextProps(props)} />;
}

export function PasswordField<V extends FieldValues, O = V>(props: FieldProps<PasswordInputProps, V, O>) {
  return <PasswordInput {...useTextProps(props)} />;
}

export function TextareaField<V extends FieldValues, O = V>(props: FieldProps<TextareaProps, V, O>) {
  return <Textarea {...useTextProps(props)} />;
}

/** A number, or '' while the input is empty (the schema decides whether that is allowed). */
export function NumberField<V extends FieldValues, O = V>({
  afterChange,
  ...props
}: FieldProps<NumberInputProps, V, O> & { afterChange?: (value: number | string) => void }) {
  const { rest, field, common } = useBinding(props);
  const value = (field.value as number | string | undefined) ?? '';
  const onChange = (next: number | string) => {
    field.onChange(next);
    afterChange?.(next);
  };
  return <NumberInput {...rest} {...common} value={value} onChange={onChange} />;
}

/** The props of a checkbox-like input (switch, checkbox) bound to a boolean field. */
function useCheckableProps<Rest extends object, V extends FieldValues, O>(props: Bound<V, O> & Rest) {
  const { rest, field, common } = useBinding(props);
  const onChange = (event: { currentTarget: { checked: boolean } }) => field.onChange(event.currentTarget.checked);
  return { ...rest, ...common, checked: Boolean(field.value), onChange };
}

export function SwitchField<V extends FieldValues, O = V>(props: FieldProps<SwitchProps, V, O>) {
  return <Switch {...useCheckableProps(props)} />;
}

export function CheckboxField<V extends FieldValues, O = V>(props: FieldProps<CheckboxProps, V, O>) {
  return <Checkbox {...useCheckableProps(props)} />;
}

/** A labelled segmented choice (status, visibility...) with an optional hint below. */
export function SegmentedField<V extends FieldValues, O = V>({
  name,
  control,
  label,
  description,
  ...props
}: FieldProps<SegmentedControlProps, V, O> & { label: string; description?: string }) {
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

/** One of a few `options`, each a radio labelled with its value (a report's reason...). */
export function RadioField<V extends FieldValues, O = V>({
  name,
  control,
  options,
  ...props
}: FieldProps<Omit<RadioGroupProps, 'children'>, V, O> & { options: readonly string[] }) {
  const { field, error } = useField({ name, control });
  return (
    <Radio.Group {...props} value={field.value as string} onChange={field.onChange} name={field.name} error={error}>
      <Stack gap={8} mt="xs">
        {options.map((option) => (
          <Radio key={option} value={option} label={option} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
