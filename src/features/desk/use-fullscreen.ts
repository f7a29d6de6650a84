/**
 * Full screen for the desk (issue 32): entered by the start button (a user gesture, as the browser requires), and
 * offered again when the kitchen left it. Where the Fullscreen API is missing nothing is offered.
 */
import { useCallback, useEffect, useState } from 'react';

export function canFullscreen(): boolean {
  return typeof document !== 'undefined' && typeof document.documentElement.requestFullscreen === 'function' && document.fullscreenEnabled;
}

function enterFullscreen(): void {
  if (!canFullscreen() || document.fullscreenElement) return;
  document.documentElement.requestFullscreen({ navigationUI: 'hide' }).catch(() => undefined);
}

/** Whether the page is in full screen now, and how to enter it (call from a click). */
export function useFullscreen(): { full: boolean; enter: () => void } {
  const [full, setFull] = useState(() => typeof document !== 'undefined' && document.fullscreenElement !== null);
  useEffect(() => {
    const on = () => setFull(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', on);
    return () => document.removeEventListener('fullscreenchange', on);
  }, []);
  const enter = useCallback(() => enterFullscreen(), []);
  return { full, enter };
}
