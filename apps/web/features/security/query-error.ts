import { MESSAGES } from '@fanlane/shared';
import { FormError } from '@/lib/forms/use-app-form';

/** The message of an RTK Query failure (`{ status, message }`), else the generic one. */
export function queryErrorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message || MESSAGES.somethingWentWrong;
  }
  return MESSAGES.somethingWentWrong;
}

/** Awaits a mutation; its failure becomes a FormError, shown above the form by <AppForm>. */
export async function orFormError<T>(call: { unwrap(): Promise<T> }): Promise<T> {
  try {
    return await call.unwrap();
  } catch (error) {
    throw new FormError(queryErrorMessage(error));
  }
}
