// The sign-in form's schema on its own, for `import()`: the sign-in page loads zod when the form
// first takes focus instead of with the page (useAppForm's `loadSchema`).
export { loginSchema } from '@fanlane/shared';
