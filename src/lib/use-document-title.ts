import { useEffect } from 'react';

/** Sets the tab title ("… – Lieferzone") while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} – Lieferzone` : 'Lieferzone';
  }, [title]);
}
