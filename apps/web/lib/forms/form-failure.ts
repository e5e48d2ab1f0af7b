import { FormError } from './use-app-form';

/**
 * For `.unwrap().catch(formFailure)` in a form's onSubmit: an RTK Query failure (`{ status, message }`)
 * becomes the message above the form, worded as the server sent it.
 */
export function formFailure(error: unknown): never {
  const message =
    typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : String(error);
  throw new FormError(message);
}

/** For `.unwrap().catch(rethrowMessage)` outside forms: an RTK Query failure as an Error with its message. */
export function rethrowMessage(error: unknown): never {
  throw new Error(
    typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : String(error),
  );
}
