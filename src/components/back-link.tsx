/**
 * "Back" to the previous page of the app (spec 3 §2.1, legal pages): history back when the visitor came from another
 * page of this app, else home. A real link to "/" underneath, so it works before the script runs (prerendered HTML)
 * and opens in a new tab. The label falls back to German "Zurück" when a translation is missing.
 */
import { Link, useCanGoBack, useRouter } from '@tanstack/react-router';
import './back-link.css';

export const BACK_FALLBACK_LABEL = 'Zurück';

export function BackLink({ label, className = 'back-link' }: { label?: string; className?: string }) {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const text = label?.trim() ? label : BACK_FALLBACK_LABEL;
  return (
    <Link
      to="/"
      className={className}
      onClick={(e) => {
        // a modified click (new tab/window) keeps the link's own behaviour
        if (!canGoBack || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
        e.preventDefault();
        router.history.back();
      }}
    >
      <span aria-hidden="true">←</span>
      {text}
    </Link>
  );
}
