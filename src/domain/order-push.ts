/**
 * Web Push to customers (issue 28): which change of an order the customer is told about, and the notification's text
 * in the order's language (de, en, tr). Pure: the server builds the payload with it; the service worker shows it.
 * Never for the customer's own actions: every change here is made by the restaurant, its courier or the system.
 */
import type { Order } from './types.ts';

/** The changes the customer cares about: one line here, one text per language below. */
export type OrderChange = 'accepted' | 'delayed' | 'on_the_way' | 'delivered' | 'cancelled' | 'refused';

/**
 * What a change's notification is claimed under (once per order and claim, however many nodes see it): the change
 * itself, except a delay — each of the desk's delays (+10, +20 …) is its own news, told by the minutes added in all.
 */
export const changeClaim = (change: OrderChange, order: Pick<Order, 'fulfillment'>): string =>
  change === 'delayed' ? `delayed:${order.fulfillment.delay?.minutes ?? 0}` : change;

export type PushLang = 'de' | 'en' | 'tr';

export const pushLangOf = (locale: string | undefined): PushLang => {
  const l = (locale ?? '').slice(0, 2).toLowerCase();
  return l === 'en' || l === 'tr' ? l : 'de';
};

/** The change an order's current state means to the customer, or null (nothing worth a notification). */
export function changeOf(order: Pick<Order, 'fulfillment'>): OrderChange | null {
  const f = order.fulfillment;
  switch (f.state) {
    case 'ACCEPTED':
      return 'accepted';
    case 'SHIPPING': case 'SHIPPED': case 'DELIVERING':
      return 'on_the_way';
    case 'DELIVERED': case 'SETTLED': case 'COMPLETED':
      return 'delivered';
    case 'CANCELED':
      return f.cancellation?.by === 'vendor' ? 'refused' : 'cancelled';
    default:
      return null;
  }
}

/** Changes after which the order is over: its subscriptions end. */
export const isFinalChange = (c: OrderChange) => c === 'delivered' || c === 'cancelled' || c === 'refused';

const REASONS: Record<PushLang, Record<string, string>> = {
  de: {
    too_busy: 'Das Restaurant ist gerade ausgelastet.', closing_soon: 'Das Restaurant schließt bald.',
    sold_out: 'Ein Artikel ist ausverkauft.', outside_area: 'Die Adresse liegt außerhalb des Liefergebiets.', other: 'Das Restaurant kann die Bestellung nicht annehmen.',
    NOT_CONFIRMED: 'Das Restaurant hat die Bestellung nicht rechtzeitig bestätigt.',
  },
  en: {
    too_busy: 'The restaurant is too busy right now.', closing_soon: 'The restaurant is closing soon.',
    sold_out: 'An item is sold out.', outside_area: 'The address is outside the delivery area.', other: 'The restaurant cannot take the order.',
    NOT_CONFIRMED: 'The restaurant did not confirm the order in time.',
  },
  tr: {
    too_busy: 'Restoran şu anda çok yoğun.', closing_soon: 'Restoran yakında kapanıyor.',
    sold_out: 'Bir ürün tükendi.', outside_area: 'Adres teslimat bölgesinin dışında.', other: 'Restoran siparişi kabul edemiyor.',
    NOT_CONFIRMED: 'Restoran siparişi zamanında onaylamadı.',
  },
};

const LOCALE: Record<PushLang, string> = { de: 'de-AT', en: 'en-GB', tr: 'tr-TR' };

type Texts = Record<OrderChange, (a: { nr: string; time: string | null; reason: string; pickUp: boolean }) => { title: string; body: string }>;

const TEXTS: Record<PushLang, Texts> = {
  de: {
    accepted: (a) => ({
      title: `Bestellung ${a.nr} bestätigt`,
      body: a.time ? `${a.pickUp ? 'Abholbereit' : 'Lieferung'} voraussichtlich um ${a.time} Uhr.` : 'Das Restaurant bereitet Ihre Bestellung zu.',
    }),
    delayed: (a) => ({
      title: `Bestellung ${a.nr} verspätet sich`,
      body: a.time ? `Das Restaurant braucht länger: ${a.pickUp ? 'abholbereit' : 'Lieferung'} jetzt voraussichtlich um ${a.time} Uhr.` : 'Das Restaurant braucht etwas länger.',
    }),
    on_the_way: (a) => ({ title: `Bestellung ${a.nr} ist unterwegs`, body: 'Ihr Essen ist auf dem Weg zu Ihnen.' }),
    delivered: (a) => ({ title: `Bestellung ${a.nr} ${a.pickUp ? 'abgeholt' : 'zugestellt'}`, body: 'Guten Appetit! Sie können Ihre Bestellung jetzt bewerten.' }),
    cancelled: (a) => ({ title: `Bestellung ${a.nr} storniert`, body: a.reason }),
    refused: (a) => ({ title: `Bestellung ${a.nr} abgelehnt`, body: `Grund: ${a.reason}` }),
  },
  en: {
    accepted: (a) => ({
      title: `Order ${a.nr} confirmed`,
      body: a.time ? `${a.pickUp ? 'Ready for pick-up' : 'Delivery'} expected at ${a.time}.` : 'The restaurant is preparing your order.',
    }),
    delayed: (a) => ({
      title: `Order ${a.nr} is delayed`,
      body: a.time ? `The restaurant needs longer: ${a.pickUp ? 'ready for pick-up' : 'delivery'} now expected at ${a.time}.` : 'The restaurant needs a little longer.',
    }),
    on_the_way: (a) => ({ title: `Order ${a.nr} is on its way`, body: 'Your food is on its way to you.' }),
    delivered: (a) => ({ title: `Order ${a.nr} ${a.pickUp ? 'picked up' : 'delivered'}`, body: 'Enjoy your meal! You can rate your order now.' }),
    cancelled: (a) => ({ title: `Order ${a.nr} cancelled`, body: a.reason }),
    refused: (a) => ({ title: `Order ${a.nr} declined`, body: `Reason: ${a.reason}` }),
  },
  tr: {
    accepted: (a) => ({
      title: `${a.nr} numaralı sipariş onaylandı`,
      body: a.time ? `${a.pickUp ? 'Teslim almaya hazır olma' : 'Teslimat'} saati tahminen ${a.time}.` : 'Restoran siparişinizi hazırlıyor.',
    }),
    delayed: (a) => ({
      title: `${a.nr} numaralı sipariş gecikiyor`,
      body: a.time ? `Restoranın biraz daha zamana ihtiyacı var: ${a.pickUp ? 'teslim almaya hazır olma' : 'teslimat'} saati artık tahminen ${a.time}.` : 'Restoranın biraz daha zamana ihtiyacı var.',
    }),
    on_the_way: (a) => ({ title: `${a.nr} numaralı sipariş yolda`, body: 'Yemeğiniz size doğru yolda.' }),
    delivered: (a) => ({ title: `${a.nr} numaralı sipariş ${a.pickUp ? 'teslim alındı' : 'teslim edildi'}`, body: 'Afiyet olsun! Siparişinizi şimdi değerlendirebilirsiniz.' }),
    cancelled: (a) => ({ title: `${a.nr} numaralı sipariş iptal edildi`, body: a.reason }),
    refused: (a) => ({ title: `${a.nr} numaralı sipariş reddedildi`, body: `Neden: ${a.reason}` }),
  },
};

/** What the service worker receives: the text to show and where a tap leads (the order's tracking page). */
export interface OrderPushPayload {
  type: 'order-change';
  change: OrderChange;
  orderNr: string;
  title: string;
  body: string;
  /** the order's tracking page, same origin */
  url: string;
}

export function orderPushPayload(
  order: Pick<Order, 'nr' | 'name' | 'delivery' | 'fulfillment'>,
  change: OrderChange,
  lang: PushLang,
): OrderPushPayload {
  const f = order.fulfillment;
  const due = f.delivery?.time ?? f.packaging?.time ?? null;
  const time = due ? new Intl.DateTimeFormat(LOCALE[lang], { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Vienna' }).format(new Date(due)) : null;
  const reason = REASONS[lang][f.cancellation?.reason ?? 'other'] ?? REASONS[lang].other ?? '';
  const text = TEXTS[lang][change]({ nr: order.nr, time, reason, pickUp: order.delivery.pickUp });
  const [, vendorId] = order.name.split('/');
  const url = `/order/${encodeURIComponent(order.nr)}?vendor=${encodeURIComponent(vendorId ?? '')}&fullOrderId=${encodeURIComponent(order.name)}`;
  return { type: 'order-change', change, orderNr: order.nr, ...text, url };
}
