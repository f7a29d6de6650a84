/**
 * /ethics-hotline/case — the reporter's follow-up of a case with its number and one-time secret (issue 12 item 5).
 * Not nested in /ethics-hotline's layout (the trailing underscore): its own page.
 */
import { createFileRoute } from '@tanstack/react-router';
import { ensureNamespaces } from '../i18n/lazy.ts';
import { CasePage } from '../features/ethics/case-page.tsx';

export const Route = createFileRoute('/ethics-hotline_/case')({
  loader: () => ensureNamespaces('forms', 'ethics'),
  component: CasePage,
});
