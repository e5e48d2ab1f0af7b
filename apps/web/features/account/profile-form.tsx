'use client';

import { MESSAGES } from '@fanlane/shared';
import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { updateProfile, type AccountKind } from '@/features/user/user.thunks';
import type { CurrentUser } from '@/features/user/user.types';
import { AppForm, SubmitRow } from '@/lib/forms/app-form';
import { useAppForm, type AppFormApi } from '@/lib/forms/use-app-form';
import { useAppDispatch } from '@/lib/store/hooks';

/** What a form over the signed-in account edits and how. */
export interface ProfileFormConfig<Values extends FieldValues, Output extends Record<string, unknown>> {
  kind: AccountKind;
  schema: z.ZodType<Output>;
  /** The form's values, read from the account. */
  valuesOf: (user: CurrentUser) => Values & DefaultValues<Values>;
  /** What is sent, when not all the valid values. */
  toBody?: (values: Output) => Record<string, unknown>;
}

/**
 * A form over the signed-in account (PUT /users or /performers/me): "Changes saved" and the form
 * reset to what the server saved; a refusal goes to its fields or the alert above the form (the
 * thunk's wording when the server said nothing).
 */
export function useProfileForm<Values extends FieldValues, Output extends Record<string, unknown>>(
  { kind, schema, valuesOf, toBody = (values) => values }: ProfileFormConfig<Values, Output>,
  user: CurrentUser,
) {
  const dispatch = useAppDispatch();
  const form = useAppForm<Values, Output>({
    schema,
    defaultValues: valuesOf(user),
    onSubmit: async (values) => {
      const result = await dispatch(updateProfile(kind, toBody(values)));
      if (!result.ok) throw result.error;
      form.reset(valuesOf(result.user));
    },
    successMessage: MESSAGES.changesSaved,
    fallbackError: MESSAGES.tryAgainLater,
  });
  return form;
}

interface AccountFormProps {
  /** The form's accessible name. */
  label: string;
  /** The submit button's text. */
  submit: string;
  errorTestId?: string;
  children: ReactNode;
}

/** An account form: the alert above, the fields, the submit button at the end on the right. */
export function AccountForm<Values extends FieldValues, Output>({
  form,
  label,
  submit,
  errorTestId,
  children,
}: AccountFormProps & { form: AppFormApi<Values, Output> }) {
  return (
    <AppForm form={form} label={label} errorTestId={errorTestId}>
      {children}
      <SubmitRow>{submit}</SubmitRow>
    </AppForm>
  );
}

/** A profile form (fan or creator): its config's fields read from `user`, errors under "profile-error". */
export function ProfileForm<Values extends FieldValues, Output extends Record<string, unknown>>({
  config,
  user,
  ...props
}: Omit<AccountFormProps, 'errorTestId'> & { config: ProfileFormConfig<Values, Output>; user: CurrentUser }) {
  const form = useProfileForm(config, user);
  return <AccountForm form={form} errorTestId="profile-error" {...props} />;
}
