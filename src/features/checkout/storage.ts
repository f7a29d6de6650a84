/**
 * What checkout keeps on the device:
 * - `checkoutFormData` (localStorage): the guest's contact and address data, so the next order is prefilled;
 * - `preferredPaymentMethod` (localStorage): only when "remember preferences" is ticked (spec 1 §9);
 * - `orderJustPlaced` (sessionStorage): see just-placed.ts;
 * - `lz.checkout.requestId` (sessionStorage): the idempotency key of the current checkout attempt — generated once,
 *   reused by every retry (a lost response or a double click can never create a second order), dropped on success.
 * Every access tolerates disabled storage and corrupted values.
 */
import type { PaymentMethod } from '../../domain/types.ts';
import { readSelectedAddress } from '../../lib/selected-place.ts';
import { CONTACT_FIELDS, EMPTY_CHECKOUT_FORM, type CheckoutForm } from './checkout-form.ts';

export const FORM_KEY = 'checkoutFormData';
export const PAYMENT_KEY = 'preferredPaymentMethod';
export const REQUEST_ID_KEY = 'lz.checkout.requestId';

function local(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
function get(s: Storage | null, key: string): string | null {
  try {
    return s?.getItem(key) ?? null;
  } catch {
    return null;
  }
}
function set(s: Storage | null, key: string, value: string): void {
  try {
    s?.setItem(key, value);
  } catch {
    // storage full or disabled: nothing to remember
  }
}
function remove(s: Storage | null, key: string): void {
  try {
    s?.removeItem(key);
  } catch {
    // ignore
  }
}

/** Fields saved for the next order: the contact and address fields (never the consent ticks or the chosen time). */
const SAVED_FIELDS = CONTACT_FIELDS;

export function loadCheckoutForm(): CheckoutForm {
  const raw = get(local(), FORM_KEY);
  const form: CheckoutForm = { ...EMPTY_CHECKOUT_FORM };
  if (!raw) return form;
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null) return form;
    const rec = data as Record<string, unknown>;
    for (const f of SAVED_FIELDS) {
      const v = rec[f];
      if (typeof v === 'string') form[f] = v.slice(0, 200);
    }
  } catch {
    // corrupted: start empty
  }
  return form;
}

export function saveCheckoutForm(form: CheckoutForm): void {
  const out: Partial<Record<(typeof SAVED_FIELDS)[number], string>> = {};
  for (const f of SAVED_FIELDS) out[f] = form[f];
  set(local(), FORM_KEY, JSON.stringify(out));
}

export function loadPreferredPayment(): PaymentMethod | null {
  const v = get(local(), PAYMENT_KEY);
  return v === 'cash' || v === 'atm' ? v : null;
}

export function savePreferredPayment(method: PaymentMethod): void {
  set(local(), PAYMENT_KEY, method);
}

export function clearPreferredPayment(): void {
  remove(local(), PAYMENT_KEY);
}

function newRequestId(): string {
  const c = typeof globalThis.crypto !== 'undefined' ? globalThis.crypto : undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c) c.getRandomValues(bytes);
  else for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The requestId of the current checkout attempt: created on first use, then the same until dropped. */
let memoryRequestId: string | null = null; // when sessionStorage is unavailable

export function checkoutRequestId(): string {
  const s = session();
  const existing = get(s, REQUEST_ID_KEY) ?? memoryRequestId;
  if (existing && /^[A-Za-z0-9-]{8,100}$/.test(existing)) return existing;
  const id = newRequestId();
  memoryRequestId = id;
  set(s, REQUEST_ID_KEY, id);
  return id;
}

export function dropCheckoutRequestId(): void {
  memoryRequestId = null;
  remove(session(), REQUEST_ID_KEY);
}

// --- checkout in progress (issue 4) ----------------------------------------------------------------------

/** `lz.checkout.draft` (sessionStorage): what is typed into the form, so a reload (e.g. the update toast) keeps it. */
export const DRAFT_KEY = 'lz.checkout.draft';
/** `lz.checkout.pending` (sessionStorage): a submission whose answer was lost; resolved by requestId on reconnect. */
export const PENDING_KEY = 'lz.checkout.pending';

export function loadCheckoutDraft(): CheckoutForm | null {
  const raw = get(session(), DRAFT_KEY);
  if (!raw) return null;
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null) return null;
    const rec = data as Record<string, unknown>;
    const form: CheckoutForm = { ...EMPTY_CHECKOUT_FORM };
    const text = form as unknown as Record<string, unknown>;
    for (const k of Object.keys(EMPTY_CHECKOUT_FORM) as (keyof CheckoutForm)[]) {
      const v = rec[k];
      if (k === 'payment') {
        if (v === 'cash' || v === 'atm') form.payment = v;
      } else if (typeof v === typeof form[k]) {
        text[k] = typeof v === 'string' ? v.slice(0, 500) : v;
      }
    }
    return form;
  } catch {
    return null;
  }
}
export function saveCheckoutDraft(form: CheckoutForm): void {
  set(session(), DRAFT_KEY, JSON.stringify(form));
}
export function clearCheckoutDraft(): void {
  remove(session(), DRAFT_KEY);
}

export interface PendingSubmission {
  vendorId: string;
  requestId: string;
  /** epoch ms of the interrupted attempt */
  at: number;
}
export function loadPendingSubmission(): PendingSubmission | null {
  const raw = get(session(), PENDING_KEY);
  if (!raw) return null;
  try {
    const d = JSON.parse(raw) as Partial<PendingSubmission>;
    return typeof d.vendorId === 'string' && typeof d.requestId === 'string' && typeof d.at === 'number'
      ? { vendorId: d.vendorId, requestId: d.requestId, at: d.at }
      : null;
  } catch {
    return null;
  }
}
export function savePendingSubmission(p: PendingSubmission): void {
  set(session(), PENDING_KEY, JSON.stringify(p));
}
export function clearPendingSubmission(): void {
  remove(session(), PENDING_KEY);
}

/**
 * The form's first values: this tab's draft, else the saved contact data and the remembered payment method. A full
 * address typed or picked on the home page or in the top bar (issue 25 item 1) is the delivery address: it replaces a
 * different saved one (and that one's door details); the same street and number keep them.
 */
export function initialCheckoutForm(): CheckoutForm {
  const draft = loadCheckoutDraft();
  if (draft) return draft;
  const preferred = loadPreferredPayment();
  const saved = loadCheckoutForm();
  const typed = readSelectedAddress();
  const same = typed && saved.postalCode === typed.postalCode && saved.street === typed.street && saved.houseNumber === typed.houseNumber;
  const address = typed && !same ? { ...typed, city: typed.city || (saved.postalCode === typed.postalCode ? saved.city : ''), apartment: '', doorbell: '', floor: '', staircase: '', entranceNotes: '' } : {};
  return { ...saved, ...address, payment: preferred ?? 'cash', rememberPayment: preferred !== null };
}

/**
 * Whether the form starts from an address the customer chose on purpose: one in this tab's draft or a full address typed or
 * picked on the home page or in the top bar. A signed-in customer's default address is then not put over it (issue 25
 * item 7); read it before the form saves its first draft.
 */
export function checkoutAddressChosen(): boolean {
  const draft = loadCheckoutDraft();
  return (draft !== null && (draft.postalCode.trim() !== '' || draft.street.trim() !== '')) || readSelectedAddress() !== null;
}
