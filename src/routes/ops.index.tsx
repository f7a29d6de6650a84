/** /ops/ — the back office's start: the five inboxes. */
import { createFileRoute } from '@tanstack/react-router';
import { OpsHome } from '../features/ops/components/ops-home.tsx';

export const Route = createFileRoute('/ops/')({
  component: OpsHome,
});
