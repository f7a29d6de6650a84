/**
 * Which auth modal is open (spec 2 §2): opened from the nav, the checkout and the recovery pages, shown by the one
 * host in the user menu. UI state only, no session in here.
 */
import { useSyncExternalStore } from 'react';

export type AuthMode = 'login' | 'register' | 'forgot' | 'verify-email' | 'verify-reset' | 'reset';

export interface AuthModalState {
  open: boolean;
  mode: AuthMode;
  email: string;
}

const CLOSED: AuthModalState = { open: false, mode: 'login', email: '' };
let modal: AuthModalState = CLOSED;
const listeners = new Set<() => void>();
const publish = (next: AuthModalState) => {
  modal = next;
  listeners.forEach((l) => l());
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};
const getModal = () => modal;

export function openAuthModal(mode: AuthMode = 'login', email = ''): void {
  publish({ open: true, mode, email });
}

export function closeAuthModal(): void {
  publish({ ...modal, open: false });
}

export function useAuthModal(): AuthModalState {
  return useSyncExternalStore(subscribe, getModal, getModal);
}

