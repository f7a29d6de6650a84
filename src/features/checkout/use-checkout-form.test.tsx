import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ServiceKind } from '../../domain/types.ts';
import type { AuthUser } from '../../lib/supabase/auth-store.ts';
import { accountKeys } from '../../lib/supabase/account-keys.ts';
import { EMPTY_CHECKOUT_FORM, type CheckoutForm } from './checkout-form.ts';
import { DRAFT_KEY, FORM_KEY, PAYMENT_KEY } from './storage.ts';
import { useCheckoutForm } from './use-checkout-form.ts';

const anna: AuthUser = { id: 'u1', email: 'anna@example.at', accountNames: { firstName: 'Anna', lastName: 'Huber' }, isLoggedIn: true };
const draft = (): CheckoutForm => JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}') as CheckoutForm;

/** `profile`: what the query cache holds for the user (the profile's one home), nothing when absent */
function render(props: { orderType: ServiceKind; user: AuthUser | null }, profile?: { first_name: string; last_name: string; phone: string | null }) {
  // never stale: the cached profile is what the hook reads, no read goes out
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (profile) client.setQueryData(accountKeys.profile('u1'), { id: 'p1', user_id: 'u1', avatar_url: null, created_at: '2026-01-01', ...profile });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook((p: { orderType: ServiceKind; user: AuthUser | null }) => useCheckoutForm(p), { initialProps: props, wrapper });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('useCheckoutForm', () => {
  it('when a draft of this tab exists, then the form starts from it; else from the saved contact data and the remembered payment', () => {
    localStorage.setItem(FORM_KEY, JSON.stringify({ firstName: 'Gespeichert', street: 'Ring' }));
    localStorage.setItem(PAYMENT_KEY, 'atm');
    const saved = render({ orderType: 'delivery', user: null });
    expect(saved.result.current.getValues()).toMatchObject({ firstName: 'Gespeichert', street: 'Ring', payment: 'atm', rememberPayment: true });
    saved.unmount();

    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ...EMPTY_CHECKOUT_FORM, firstName: 'Entwurf', tip: '2', notes: 'Hallo' }));
    const fromDraft = render({ orderType: 'delivery', user: null });
    expect(fromDraft.result.current.getValues()).toMatchObject({ firstName: 'Entwurf', tip: '2', notes: 'Hallo' });
  });

  it('when a field changes, then the whole form is kept as this tab’s draft', () => {
    const { result } = render({ orderType: 'delivery', user: null });
    act(() => result.current.setValue('notes', 'Bitte klingeln'));
    act(() => result.current.setValue('tip', '1,50'));
    expect(draft()).toMatchObject({ notes: 'Bitte klingeln', tip: '1,50' });
  });

  it('when a customer is signed in, then name, phone and e-mail come from the profile', () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ...EMPTY_CHECKOUT_FORM, firstName: 'Alt', email: 'alt@example.at', street: 'Ring' }));
    const { result } = render({ orderType: 'delivery', user: anna }, { first_name: 'Anne', last_name: 'Hofer', phone: '+43 660 1234567' });
    expect(result.current.getValues()).toMatchObject({ firstName: 'Anne', lastName: 'Hofer', phone: '+43 660 1234567', email: 'anna@example.at', street: 'Ring' });
  });

  it('when the profile is not at hand (hidden by row-level security), then the account’s own names and the e-mail fill in, the phone stays', () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ...EMPTY_CHECKOUT_FORM, firstName: 'Alt', phone: '+43 1 234', street: 'Ring' }));
    const { result } = render({ orderType: 'delivery', user: anna });
    expect(result.current.getValues()).toMatchObject({ firstName: 'Anna', lastName: 'Huber', phone: '+43 1 234', email: 'anna@example.at' });
  });

  it('when the order type changes after a failed submit, then the fields are judged again for the new type', async () => {
    const { result, rerender } = render({ orderType: 'delivery', user: null });
    act(() => {
      result.current.setValue('firstName', 'Anna');
      result.current.setValue('lastName', 'Huber');
      result.current.setValue('phone', '+43 660 1234567');
      result.current.setValue('email', 'anna@example.at');
      result.current.setValue('termsAccepted', true);
    });
    await act(() => result.current.handleSubmit(() => undefined)());
    expect(Object.keys(result.current.formState.errors).sort()).toEqual(['apartment', 'city', 'doorbell', 'houseNumber', 'postalCode', 'street']);
    rerender({ orderType: 'pickup', user: null });
    await waitFor(() => expect(result.current.formState.errors).toEqual({}));
  });

  it('when the tip is not an amount, then submitting reports it under the field', async () => {
    const { result } = render({ orderType: 'pickup', user: anna });
    act(() => {
      result.current.setValue('termsAccepted', true);
      result.current.setValue('tip', 'viel');
    });
    await act(() => result.current.handleSubmit(() => undefined)());
    expect(result.current.formState.errors.tip?.message).toBe('checkout.errors.tipInvalid');
  });
});
