/** Query of /password-reset and /reset-password: token + email (reset page) or code (recovery landing). */
import * as z from 'zod/mini';

const text = (max: number) =>
  z.catch(
    z.optional(
      z.pipe(
        z.string(),
        z.transform((v) => {
          const s = v.trim();
          return s && s.length <= max ? s : undefined;
        }),
      ),
    ),
    undefined,
  );

export const passwordResetSearchSchema = z.object({ token: text(200), email: text(254), code: text(200) });
