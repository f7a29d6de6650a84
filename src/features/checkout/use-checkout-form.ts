/**
 * The checkout form (react-hook-form, the schema of checkout-form.ts as resolver). Starts from this tab's draft (kept
 * across reloads, e.g. accepting an app update), else the saved contact data; every change is kept as the draft. A
 * signed-in customer's name, phone and e-mail come from the profile (spec 1 §2). Messages show after the first submit
 * and follow every change after it; switching between delivery and pickup re-judges the fields at once.
 */
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ServiceKind } from '../../domain/types.ts';
import type { AuthUser } from '../../lib/supabase/auth-store.ts';
import { useProfileNames } from '../../lib/supabase/profile.ts';
import { checkoutResolver, type CheckoutForm, type CheckoutFormContext } from './checkout-form.ts';
import { initialCheckoutForm, saveCheckoutDraft } from './storage.ts';

export function useCheckoutForm({ orderType, user }: { orderType: ServiceKind; user: AuthUser | null }) {
  const [defaultValues] = useState(initialCheckoutForm);
  const form = useForm<CheckoutForm, CheckoutFormContext>({
    defaultValues,
    resolver: checkoutResolver,
    context: { orderType },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { subscribe, setValue, getValues, trigger } = form;
  const { isSubmitted } = form.formState;

  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values }) => saveCheckoutDraft(values) }),
    [subscribe],
  );

  const names = useProfileNames(user);
  const [firstName, lastName, phone, email] = [names?.firstName, names?.lastName, names?.phone, user?.email];
  useEffect(() => {
    const prefill = { firstName, lastName, phone, email };
    for (const [field, value] of Object.entries(prefill) as [keyof typeof prefill, string | undefined][]) {
      if (value && value !== getValues(field)) setValue(field, value, { shouldValidate: isSubmitted });
    }
  }, [firstName, lastName, phone, email, getValues, setValue, isSubmitted]);

  useEffect(() => {
    if (isSubmitted) void trigger();
  }, [orderType, isSubmitted, trigger]);

  return form;
}
