import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';

/**
 * A link to an app URL given as text ('/restaurants?city=wien'), opened inside the app; a modified click (new tab,
 * window) is left to the browser. For the page's suggestion and hint URLs.
 */
export function HrefLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void navigate({ href });
  };
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
