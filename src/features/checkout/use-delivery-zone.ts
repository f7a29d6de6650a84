/**
 * The delivery side of checkout (spec 1 §4 "Zone check (checkout)"): the zone check of the typed postal code against
 * the vendor's zones, the chosen zone kept in the cart (the cart page shows its fees), and the town of a valid postal
 * code filled in while the town field is still empty.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { ServiceKind } from '../../domain/types.ts';
import type { PostalCodeInfo } from '../../domain/wire/geo.ts';
import { postalInfoQueryOptions } from '../../lib/api/postal.ts';
import { getCart, setCartZone } from '../../lib/cart/cart.ts';
import type { CheckoutVendor } from './api/checkout-vendor.ts';
import type { CheckoutForm, CheckoutFormContext } from './checkout-form.ts';
import type { ZoneCheck } from './validation.ts';
import { checkZone, sameZone } from './zone-check.ts';

const IDLE: ZoneCheck = { state: 'idle' };
const selectTown = (info: PostalCodeInfo) => info.city;

export function useDeliveryZone(a: {
  form: UseFormReturn<CheckoutForm, CheckoutFormContext>;
  orderType: ServiceKind;
  /** the cart's vendor: null without one; its query status while it loads */
  vendor: { status: 'pending' | 'error' | 'success'; data: CheckoutVendor | undefined } | null;
}) {
  const { control, getValues, setValue, formState } = a.form;
  const postalCode = useWatch({ control, name: 'postalCode' });
  const city = useWatch({ control, name: 'city' });
  // known zones stay usable when a refetch fails (offline); the server checks the zone again on placement
  const result = checkZone(postalCode, a.vendor?.data ? { status: 'success', data: a.vendor.data } : { status: a.vendor?.status ?? 'error' });
  const delivery = a.orderType === 'delivery';
  const check = delivery ? result.check : IDLE;
  const zone = delivery ? result.zone : null;

  useEffect(() => {
    if (!delivery) return;
    const inCart = getCart().zone;
    if (check.state === 'valid' && !sameZone(inCart, zone)) setCartZone(zone);
    if (check.state === 'error' && inCart !== null) setCartZone(null);
  }, [delivery, check.state, zone]);

  const town = useQuery({
    ...postalInfoQueryOptions(postalCode.trim()),
    select: selectTown,
    enabled: check.state === 'valid' && city.trim() === '',
  });
  const { isSubmitted } = formState;
  useEffect(() => {
    if (town.data && getValues('city').trim() === '') setValue('city', town.data, { shouldValidate: isSubmitted });
  }, [town.data, getValues, setValue, isSubmitted]);

  return { check, zone };
}
