import { useEffect } from 'react';
import { reportHead } from './ssr-head.ts';

/** Sets the tab title ("… – Lieferzone") while the page is shown. */
export function useDocumentTitle(title: string): void {
  // server render: effects do not run there, the renderer writes the title into the HTML (lib/ssr-head.ts)
  if (import.meta.env.SSR) reportHead({ title: title ? `${title} – Lieferzone` : 'Lieferzone' });
  useEffect(() => {
    document.title = title ? `${title} – Lieferzone` : 'Lieferzone';
  }, [title]);
}
