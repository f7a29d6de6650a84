import { z } from 'zod';

/** The desk's sign-in form: the messages are keys of the `desk` namespace. */
export const deskSignInSchema = z.object({
  email: z.string().trim().pipe(z.email({ error: 'signIn.failed' }).max(200, 'signIn.failed')),
  password: z.string().min(1, 'signIn.failed').max(200),
});
export type DeskSignInValues = z.infer<typeof deskSignInSchema>;
