/**
 * Accessible modal dialog: role="dialog" (or "alertdialog" for confirmations), aria-modal, labelled by its title,
 * focus moved inside on open and trapped there (Tab / Shift+Tab cycle), Escape closes, focus returns to the
 * element that opened it, the page behind does not scroll and is `inert` while open. Dialogs may nest: only the
 * top-most one reacts to keys.
 *
 *   <Dialog open={open} onClose={close} title="Allergene" closeLabel={t('common.close')}>…</Dialog>
 *   <ConfirmDialog open title="Warenkorb leeren?" message="…" confirmLabel="Leeren" cancelLabel="Abbrechen" … />
 */
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '../lib/use-hydrated.ts';
import './dialog.css';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Focusable descendants in tab order (elements hidden with display:none / hidden are skipped). */
export function focusableWithin(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('hidden') && !el.closest('[hidden],[inert]') && el.getAttribute('aria-hidden') !== 'true',
  );
}

// Stack of open dialogs: keys and the focus trap belong to the top one; the scroll lock and `inert` on the
// app root last until the last dialog closes.
const stack: HTMLElement[] = [];
let savedOverflow = '';
let savedPaddingRight = '';

function lockPage(): void {
  if (stack.length !== 1) return;
  const body = document.body;
  savedOverflow = body.style.overflow;
  savedPaddingRight = body.style.paddingRight;
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  body.classList.add('has-modal');
  for (const el of Array.from(body.children)) {
    if (el instanceof HTMLElement && !el.hasAttribute('data-dialog-portal') && !el.hasAttribute('data-toast-root')) {
      if (!el.hasAttribute('inert')) {
        el.setAttribute('inert', '');
        el.setAttribute('data-dialog-inert', '');
      }
    }
  }
}

function unlockPage(): void {
  if (stack.length !== 0) return;
  const body = document.body;
  body.style.overflow = savedOverflow;
  body.style.paddingRight = savedPaddingRight;
  body.classList.remove('has-modal');
  for (const el of Array.from(body.querySelectorAll('[data-dialog-inert]'))) {
    el.removeAttribute('inert');
    el.removeAttribute('data-dialog-inert');
  }
}

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Visible heading; the dialog is labelled by it. */
  title: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  /** 'alertdialog' for confirmations that interrupt the flow. */
  role?: 'dialog' | 'alertdialog';
  /** When given, a close (×) button with this accessible name is shown in the header. */
  closeLabel?: string;
  /** Element to focus first; default: the first focusable element in the body, else the dialog itself. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Close when the backdrop is clicked (default true; false for alert dialogs). */
  closeOnBackdrop?: boolean;
  size?: 'small' | 'medium' | 'large';
  className?: string;
  /** id of an element describing the dialog (e.g. the message of a confirmation). */
  describedBy?: string;
  /** Extra content placed in the header after the title (e.g. a price). */
  headerExtra?: ReactNode;
  /** Test id / hook for the scrollable body. */
  bodyRef?: RefObject<HTMLDivElement | null>;
}

export function Dialog(props: DialogProps) {
  // a portal is not part of the server's HTML: a dialog open from the first render (the closed vendor's) opens once
  // the app has taken the page over, else React's takeover fails (#418; issue 25 item 8)
  const hydrated = useHydrated();
  if (!props.open || !hydrated || typeof document === 'undefined') return null;
  return createPortal(<DialogInner {...props} />, document.body);
}

function DialogInner({
  onClose,
  title,
  children,
  footer,
  role = 'dialog',
  closeLabel,
  initialFocus,
  closeOnBackdrop,
  size = 'medium',
  className,
  describedBy,
  headerExtra,
  bodyRef,
}: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const portalRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  // the latest onClose for the key handler, without re-running the open/close effect
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const panel = panelRef.current;
    const portal = portalRef.current;
    if (!panel || !portal) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(portal);
    lockPage();
    // a dialog opened from another dialog makes the lower one inert
    const below = stack[stack.length - 2];
    below?.setAttribute('inert', '');

    const target = initialFocus?.current ?? focusableWithin(panel).find((el) => !el.dataset.dialogClose) ?? panel;
    target.focus({ preventScroll: true });

    const isTop = () => stack[stack.length - 1] === portal;
    const onKeyDown = (e: KeyboardEvent) => {
      if (!isTop()) return;
      if (e.key === 'Escape') {
        // an open suggestion list closes first (combobox pattern); its input handles that Escape, the next one closes
        const t = e.target;
        if (t instanceof HTMLElement && t.getAttribute('role') === 'combobox' && t.getAttribute('aria-expanded') === 'true') return;
        e.preventDefault();
        e.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = focusableWithin(panel);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        e.preventDefault();
        panel.focus();
        return;
      }
      const active = document.activeElement;
      if (e.shiftKey && (active === first || active === panel || !panel.contains(active))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || !panel.contains(active))) {
        e.preventDefault();
        first.focus();
      }
    };
    // focus that escapes (e.g. a click on the page behind in a browser without `inert`) is pulled back
    const onFocusIn = (e: FocusEvent) => {
      if (!isTop()) return;
      if (e.target instanceof Node && !portal.contains(e.target)) {
        (focusableWithin(panel)[0] ?? panel).focus({ preventScroll: true });
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      const i = stack.indexOf(portal);
      if (i >= 0) stack.splice(i, 1);
      below?.removeAttribute('inert');
      unlockPage();
      if (opener && opener.isConnected) opener.focus({ preventScroll: true });
    };
    // focus handling runs once per opening; later prop changes must not steal focus
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const backdropCloses = closeOnBackdrop ?? role === 'dialog';
  return (
    <div className="dialog-portal" data-dialog-portal="" ref={portalRef}>
      <div
        className="dialog-backdrop"
        aria-hidden="true"
        onMouseDown={backdropCloses ? () => onCloseRef.current() : undefined}
      />
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`dialog dialog--${size}${className ? ` ${className}` : ''}`}
      >
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {headerExtra}
          {closeLabel ? (
            <button
              type="button"
              className="dialog__close"
              aria-label={closeLabel}
              data-dialog-close="true"
              onClick={() => onCloseRef.current()}
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
        <div className="dialog__body" ref={bodyRef}>
          {children}
        </div>
        {footer ? <div className="dialog__footer">{footer}</div> : null}
      </div>
    </div>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Escape and the cancel button call this. */
  onCancel: () => void;
  /** Style the confirm button as destructive. */
  danger?: boolean;
}

/** Confirmation (role alertdialog); focus starts on the cancel button so Enter never destroys by accident. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  danger,
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      role="alertdialog"
      size="small"
      describedBy={messageId}
      initialFocus={cancelRef}
      footer={
        <>
          <button type="button" className="btn btn--secondary" ref={cancelRef} onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className={`btn ${danger ? 'btn--danger' : 'btn--primary'}`} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <div id={messageId} className="dialog__message">
        {message}
      </div>
    </Dialog>
  );
}
