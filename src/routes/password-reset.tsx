/** /password-reset (spec 2 §2 "Recovery landing"): see features/auth/password-reset-page.tsx. */
import { createFileRoute } from '@tanstack/react-router';
import { PasswordResetPage } from '../features/auth/password-reset-page.tsx';
import { passwordResetSearchSchema } from '../features/auth/search-schema.ts';

export const Route = createFileRoute('/password-reset')({
  validateSearch: passwordResetSearchSchema,
  component: function PasswordResetRoute() {
    const search = Route.useSearch();
    return <PasswordResetPage search={search} />;
  },
});
