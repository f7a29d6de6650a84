/**
 * /desk/hours — opening hours, special days and busy mode (issue 32): a lazy chunk inside the signed-in desk (the
 * queue keeps running behind it).
 */
import { createFileRoute } from '@tanstack/react-router';
import { DeskHours } from '../features/desk/components/desk-hours.tsx';
import { ensureNamespaces } from '../i18n/lazy.ts';

export const Route = createFileRoute('/desk/hours')({
  loader: () => ensureNamespaces('hours'),
  component: DeskHours,
});
