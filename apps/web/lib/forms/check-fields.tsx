'use client';

import { Checkbox, Switch, type CheckboxProps, type SwitchProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useCheckableProps, type FieldProps } from './binding';

export function SwitchField<V extends FieldValues, O = V>(props: FieldProps<SwitchProps, V, O>) {
  return <Switch {...useCheckableProps(props)} />;
}

export function CheckboxField<V extends FieldValues, O = V>(props: FieldProps<CheckboxProps, V, O>) {
  return <Checkbox {...useCheckableProps(props)} />;
}
