/**
 * The links under a public form's consent boxes: the terms and (optionally) the privacy policy, each in a new tab
 * so that the form stays as it is.
 */
import { Link } from '@tanstack/react-router';

export function ConsentLinks({ terms, privacy, className }: { terms: string; privacy?: string; className?: string }) {
  return (
    <p className={className ? `small ${className}` : 'small'}>
      <Link to="/terms" target="_blank" rel="noopener">
        {terms}
      </Link>
      {privacy ? (
        <Link to="/privacy" target="_blank" rel="noopener">
          {privacy}
        </Link>
      ) : null}
    </p>
  );
}
