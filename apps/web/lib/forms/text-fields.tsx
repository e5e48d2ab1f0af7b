'use client';

import {
  PasswordInput,
  TextInput,
  Textarea,
  type PasswordInputProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useTextProps, type FieldProps, type TextExtras } from './binding';

export function TextField<V extends FieldValues, O = V>(props: FieldProps<TextInputProps, V, O> & TextExtras) {
  return <TextInput {...useTextProps(props)} />;
}

export function PasswordField<V extends FieldValues, O = V>(props: FieldProps<PasswordInputProps, V, O>) {
  return <PasswordInput {...useTextProps(props)} />;
}

export function TextareaField<V extends FieldValues, O = V>(props: FieldProps<TextareaProps, V, O>) {
  return <Textarea {...useTextProps(props)} />;
}
