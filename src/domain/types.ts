/**
 * Wire types of the vendor order system (spec 1 §3, §7). Shared by the app and the server.
 * Money on the wire is euro numbers (e.g. 8.9) as the spec's system sends them; inside the domain rules all
 * arithmetic is integer cents (see money.ts).
 */

export type Weekday = 'MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY' | 'SATURDAY' | 'SUNDAY';

export interface TimeOfDay {
  hours: number; // 0..24 (24:00 allowed as end)
  minutes: number; // 0..59
}

/** One opening-hours entry. Empty `days` means every day. Holiday entries are ignored. */
export interface OpeningHoursEntry {
  days: Weekday[];
  fromTime: TimeOfDay;
  toTime: TimeOfDay;
  holiday?: boolean;
}

export interface DeliveryZone {
  label: string;
  postalCode: string | string[];
  /** euro */
  minPrice: number;
  /** euro */
  serviceFee: number;
  /** euro; the fee is waived when the subtotal reaches it (if > 0) */
  serviceFeeMax: number;
}

export type ServiceKind = 'delivery' | 'pickup';

export interface Disturbance {
  services: ServiceKind[];
  reason: string;
  /** epoch seconds: expected end */
  ets?: number;
}

export interface ImageRef {
  url: string;
  tags?: string[];
  aspectRatio?: number;
}

export interface OptionValue {
  slug: string;
  label: string;
  /** euro */
  pr: number;
}

export interface ProductOption {
  slug: string;
  label: string;
  min?: number; // default 0
  max?: number; // default 20
  maxQ?: number; // max per value, default 1
  free?: number; // free picks, default 0
  vals: OptionValue[];
}

export interface Product {
  id: string;
  label: string;
  /** euro */
  pr: number;
  /** VAT percent, 10 or 20 in Austria */
  vatP: number;
  info?: { desc?: string; images?: ImageRef[] };
  noInherit?: boolean;
  /** Option groups specific to this product (the group's opts are inherited unless noInherit). */
  opts?: ProductOption[];
  allergens?: string[];
}

export interface ProductGroup {
  /** e.g. "vendors/{id}/catalogs/delivery/groups/pizza": the last path segment is the category key */
  slug: string;
  label: string;
  info?: { desc?: string; images?: ImageRef[] };
  noInherit?: boolean;
  opts?: ProductOption[];
  products: Product[];
}

export interface Catalog {
  name: string; // vendors/{id}/catalogs/{catalog}
  productGroups: ProductGroup[];
}

export interface VendorRating {
  /** sum of all ratings on a 0..5 scale; displayed rating = value / count */
  value: number;
  count: number;
}

export interface CategoryMetadata {
  label: string;
  description?: string;
  image?: string;
  imageAspectRatio?: number;
  images?: ImageRef[];
}

/** Vendor record as GET /api/v1/vendors/{id} answers it (spec 1 §3). */
export interface Vendor {
  id: string; // uuid
  name: string; // vendors/{id}
  slug: string;
  label: string;
  type: 'food' | 'store' | string;
  cuisine?: string;
  image?: string;
  imageAspectRatio?: number;
  logo?: string;
  rating: VendorRating;
  reviewCount: number;
  /** euro, display: the first zone's service fee */
  deliveryFee: number;
  /** e.g. "20-30" */
  deliveryTime: string;
  /** e.g. "1.2 km" (from the city centre in listings) */
  distance?: string;
  /** 1..3 */
  priceRange: number;
  tags: string[];
  isOpen: boolean;
  isPromoted: boolean;
  popularity: number;
  avgOrderValue?: number;
  postalCode: string;
  city: string;
  district?: string;
  address: string;
  description?: string;
  lat: number;
  lng: number;
  phone?: string;
  openingHours: OpeningHoursEntry[];
  /** euro, display minimum */
  minOrder: number;
  deliveryZones: DeliveryZone[];
  disturbance?: Disturbance | null;
  categoryMetadata?: Record<string, CategoryMetadata>;
  /** Present on the vendor record only when embedded (the catalog endpoint is the normal source). */
  productGroups?: ProductGroup[];
  catalog?: string;
}

export interface VendorListResponse {
  vendors: Vendor[];
  nextPageToken?: string;
  totalSize?: number;
}

// ---------------------------------------------------------------------------------------------------------
// Orders

export type FulfillmentState =
  | 'PENDING' | 'RECEIVED' | 'ACCEPTED' | 'PROCESSING' | 'SOURCING' | 'SOURCED' | 'ASSEMBLING' | 'ASSEMBLED'
  | 'PICKING' | 'PICKED' | 'PACKING' | 'PACKED' | 'PROCESSED' | 'SHIPPING' | 'SHIPPED' | 'DELIVERING'
  | 'DELIVERED' | 'SETTLED' | 'COMPLETED' | 'CANCELED';

/** Selected option on an order line: value slug → quantity. */
export interface OrderLineOption {
  slug: string;
  label?: string;
  vals: { slug: string; label?: string; qty: number; pr?: number }[];
}

export interface OrderLineEntry {
  type: 'product';
  productId: string;
  label?: string;
  /** euro, unit base price (client's view; the server re-prices from its catalog) */
  pr?: number;
  vatP?: number;
  opts?: OrderLineOption[];
}

export interface OrderLine {
  entry: OrderLineEntry;
  qty: number;
  /** euro, line total (answered by the server; a client value is compared, never trusted) */
  total?: number;
  note?: string;
}

export interface OrderLocation {
  addrLines: string[];
  city: string;
  postalCode: string;
  formatted?: string;
}

export interface OrderDelivery {
  /** customer name */
  label: string;
  loc?: OrderLocation;
  pickUp: boolean;
  mobile: string;
  email: string;
  note?: string;
  /** ISO date-time of a pre-order; absent = as soon as possible */
  time?: string | null;
  floor?: string;
  door?: string;
  house?: string;
  stair?: string;
}

export type PaymentMethod = 'cash' | 'atm';

export interface OrderPayment {
  sys: 'offline';
  method: PaymentMethod;
  ccy: 'EUR';
}

export type ChargeType = 'service-fee' | 'min-order-fee' | 'tip';

export interface OrderAmount {
  ccy: 'EUR';
  /** euro: sum of line totals */
  val: number;
  charges: { type: ChargeType; val: number }[];
  discounts: { type: string; val: number }[];
  /** euro: val + charges - discounts */
  total: number;
  /** VAT included in total, by rate */
  vat: { rate: number; val: number }[];
}

export interface OrderVia {
  channel: 'web';
  brand: string;
  client?: { name: string; version: string };
  locale?: string;
  device?: { type?: string; platform?: string };
}

/** Body of POST /api/v1/vendors/{id}:placeOrder */
export interface PlaceOrderRequest {
  requestId?: string;
  order: {
    delivery: OrderDelivery;
    payment: OrderPayment;
    lines: OrderLine[];
    /** client's idea of the amount: compared with the server's, never trusted */
    amount?: Partial<OrderAmount>;
    /** euro, optional tip */
    tip?: number;
    via?: OrderVia;
  };
}

export interface Fulfillment {
  state: FulfillmentState;
  /** ISO time of the last state change */
  ts: string;
  delivery?: { time?: string | null };
  packaging?: { time?: string | null };
  history?: { state: FulfillmentState; ts: string }[];
}

/** Order as GET /api/v1/vendors/{vendorId}/orders/{orderId} answers it (view 2; view 1 omits lines/amount). */
export interface Order {
  name: string; // vendors/{vendorId}/orders/{orderId}
  id: string; // uuid
  nr: string;
  vendor: string; // vendors/{vendorId}
  requestId: string;
  createTime: string;
  expireTime: string;
  delivery: OrderDelivery;
  payment: OrderPayment;
  amount: OrderAmount;
  lines: OrderLine[];
  via?: OrderVia;
  fulfillment: Fulfillment;
}

export interface PlaceOrderResponse {
  name: string;
  order: Order;
}

export interface ApiErrorBody {
  error: { code: number; message: string; status?: string };
}

// ---------------------------------------------------------------------------------------------------------
// Geocoding (GET /api/geo/search)

/** One postal-code / place suggestion for the address boxes. */
export interface GeoSuggestion {
  postalCode: string;
  city: string;
  /** the matched place: Vienna district, village or the city itself */
  place: string;
  state: string;
  lat: number;
  lng: number;
  /** e.g. "1100 Wien, Favoriten", "4400 Steyr", "4400 Garsten (Steyr)" */
  label: string;
}
