/**
 * The courier's live position (courier-live.tsx) as its own chunk: loaded only when a tracked order is on the way,
 * so neither the home route nor a tracking page before pickup carries its code.
 */
import { lazy, Suspense } from 'react';
import type { CourierLiveProps } from './courier-live.tsx';

const CourierLive = lazy(() => import('./courier-live.tsx').then((m) => ({ default: m.CourierLive })));

export function LazyCourierLive(props: CourierLiveProps) {
  return (
    <Suspense fallback={null}>
      <CourierLive {...props} />
    </Suspense>
  );
}
