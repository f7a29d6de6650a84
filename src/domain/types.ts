/**
 * Wire types of the vendor order system (spec 1 §3, §7), shared by the app and the server. Each is inferred from its
 * zod schema in src/domain/wire/, the one description of the shape that the server validates with and the app
 * parses answers with. Money on the wire is euro numbers (e.g. 8.9) as the spec's system sends them; inside the
 * domain rules all arithmetic is integer cents (see money.ts).
 */
import type { PlaceOrderRequestInput } from './wire/place-order-request.ts';
import type { OrderAmount, OrderDelivery, OrderLine, OrderPayment, OrderVia } from './wire/order.ts';

export type {
  Catalog, Product, ProductGroup, ProductOption,
} from './wire/catalog.ts';
export type {
  CategoryMetadata, DeliveryZone, Disturbance, OpeningHoursEntry, ServiceKind, TimeOfDay, Vendor, VendorBasic, VendorRating, Weekday,
} from './wire/vendor.ts';
export type {
  ChargeType, Fulfillment, FulfillmentState, Order, OrderAmount, OrderDelivery, OrderLine,
  OrderLineOption, OrderPayment, OrderVia, PaymentMethod,
} from './wire/order.ts';
export type { GeoSuggestion } from './wire/geo.ts';

/**
 * Body of POST /api/v1/vendors/{id}:placeOrder as the app builds it: the answer's parts (delivery, payment, lines)
 * with the client's view of the amount. The server accepts anything of the looser `placeOrderRequestSchema`
 * (checked below: every PlaceOrderRequest is a valid input of it, type-wise).
 */
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

/** Compile-time check: what the app builds is what the server's request schema takes. */
type AssertAssignable<T extends U, U> = T;
type _PlaceOrderRequestFitsSchema = AssertAssignable<PlaceOrderRequest, PlaceOrderRequestInput>;
