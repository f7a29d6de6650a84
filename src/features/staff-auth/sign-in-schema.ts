import { z } from 'zod';

/** A staff sign-in form (desk, back office): the messages are keys of the app's namespace (`desk`, `ops`). */
export const staffSignInSchema = z.object({
  email: z.string().trim().pipe(z.email({ error: 'signIn.failed' }).max(200, 'signIn.failed')),
  password: z.string().min(1, 'signIn.failed').max(200),
});
export type StaffSignInValues = z.infer<typeof staffSignInSchema>;
