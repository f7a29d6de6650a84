/**
 * The wire schemas the app parses answers with (src/domain/wire), as imports for fetchParsed (fetch-parsed.ts):
 * zod and the schemas load with the first request that parses, not with the entry chunk.
 *
 * The import()s live here, in a module of the entry chunk, on purpose: written in a lazy chunk (checkout, the home
 * page's place search) they would list the entry's stylesheet among their dependencies, and that is inlined into
 * index.html, not a file of its own (see src/build/inline-entry-css.ts).
 */
export const vendorSchema = () => import('../../domain/wire/vendor.ts').then((m) => m.vendorSchema);

export const vendorCategoryCountsSchema = () => import('../../domain/wire/vendor.ts').then((m) => m.vendorCategoryCountsSchema);

export const catalogSchema = () => import('../../domain/wire/catalog.ts').then((m) => m.catalogSchema);

export const postalCodeInfoSchema = () => import('../../domain/wire/geo.ts').then((m) => m.postalCodeInfoSchema);

export const geoSearchResponseSchema = () => import('../../domain/wire/geo.ts').then((m) => m.geoSearchResponseSchema);


export const orderBasicSchema = () => import('../../domain/wire/order.ts').then((m) => m.orderBasicSchema);

export const placeOrderResponseSchema = () => import('../../domain/wire/order.ts').then((m) => m.placeOrderResponseSchema);
