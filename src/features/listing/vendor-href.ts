/** A vendor page's address from the listing (the map's popups, the no-JavaScript lines): its slug and the search carried there. */
import type { ServiceKind } from '../../domain/types.ts';
import { stringifySearch } from '../../lib/search-params.ts';

/** What the listing carries to a vendor page: the postal code being browsed and the chosen order type. */
export type LinkSearch = { postalCode?: string | undefined; deliveryType?: ServiceKind | undefined };

export function vendorHref(slug: string, search: LinkSearch): string {
  return `/restaurant/${encodeURIComponent(slug)}${stringifySearch({ postalCode: search.postalCode, deliveryType: search.deliveryType })}`;
}
