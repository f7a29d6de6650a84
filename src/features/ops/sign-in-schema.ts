import { z } from 'zod';

/** The back office's sign-in form: the messages are keys of the `ops` namespace. */
export const opsSignInSchema = z.object({
  email: z.string().trim().pipe(z.email({ error: 'signIn.failed' }).max(200, 'signIn.failed')),
  password: z.string().min(1, 'signIn.failed').max(200),
});
export type OpsSignInValues = z.infer<typeof opsSignInSchema>;
