import { z } from 'zod';

/** The sign-in form: username or email, password, remember me. */
export const loginSchema = z.object({
  username: z.string().trim().min(1, 'Enter your username or email'),
  password: z.string().min(1, 'Enter your password'),
  remember: z.boolean(),
});

export type LoginValues = z.infer<typeof loginSchema>;
