/**
 * The signed-in user's menu in the top navigation (spec 2 §2): a button with the profile's first name (else the
 * e-mail) that opens the account panel. A chunk of its own, loaded once someone is signed in.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '../../lib/supabase/auth-store.ts';
import { useProfileNames } from '../../lib/supabase/profile.ts';
import AccountPanel from './account-panel.tsx';

export default function SignedInMenu({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const names = useProfileNames(user);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onDown = (e: MouseEvent) => {
      if (rootRef.current && e.target instanceof Node && !rootRef.current.contains(e.target)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn--secondary btn--small"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-testid="user-menu-button"
        onClick={() => setOpen((o) => !o)}
      >
        {t('auth.nav.account', { name: names?.firstName || user.email })}
      </button>
      {open ? <AccountPanel user={user} id={panelId} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
