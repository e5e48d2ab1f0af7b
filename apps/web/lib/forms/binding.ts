'use client';

import type { ReactNode } from 'react';
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
export type FieldProps<Props, Values extends FieldValues, Output> = Bound<Values, Output> & Omit<Props, Omitted>;

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
export interface TextExtras {
  format?: (value: string) => string;
  afterChange?: (value: string) => void;
  error?: ReactNode;
}

export function useTextProps<Rest extends object, V extends FieldValues, O>({
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

/** The props of a checkbox-like input (switch, checkbox) bound to a boolean field. */
export function useCheckableProps<Rest extends object, V extends FieldValues, O>(props: Bound<V, O> & Rest) {
  const { rest, field, common } = useBinding(props);
  const onChange = (event: { currentTarget: { checked: boolean } }) => field.onChange(event.currentTarget.checked);
  return { ...rest, ...common, checked: Boolean(field.value), onChange };
}
