/**
 * The signed-in customer's own place (issue 25 item 7): the default saved address — else the first, the address
 * checkout selects first — gives the postal code the listing, the vendor page's zone and checkout start from, so a
 * customer with a saved address never types a postal code again. A place chosen on purpose (the URL's ?postalCode=,
 * a code typed on the vendor page, a full address typed on the home page) still wins: see the screens.
 */
import { useQuery } from '@tanstack/react-query';
import { isAustrianPostalCode } from '../../domain/postal-code.ts';
import { useHydrated } from '../use-hydrated.ts';
import { useAuth } from './auth-store.ts';
import { addressesQueryOptions } from './data.ts';
import type { AddressRow } from './types.ts';

/** The address to start from: the default one, else the first (the list comes default first, newest first). */
export function defaultAddress<A extends Pick<AddressRow, 'is_default'>>(list: readonly A[]): A | undefined {
  return list.find((a) => a.is_default) ?? list[0];
}

/** That address's postal code when it is a valid Austrian one, else null. */
export function defaultPostalCode(list: readonly Pick<AddressRow, 'is_default' | 'postal_code'>[] | undefined): string | null {
  const code = list ? defaultAddress(list)?.postal_code.trim() : undefined;
  return code && isAustrianPostalCode(code) ? code : null;
}

/**
 * The signed-in customer's default postal code; null for guests, while the addresses load, and on the first render of
 * a server-rendered page (the server knows no one: the first render must match its HTML).
 */
export function useDefaultPostalCode(): string | null {
  const { user } = useAuth();
  const hydrated = useHydrated();
  const { data } = useQuery({ ...addressesQueryOptions(user?.id ?? ''), enabled: !!user && hydrated, select: defaultPostalCode });
  return user && hydrated ? (data ?? null) : null;
}
