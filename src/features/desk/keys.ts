/**
 * Query and mutation keys of the desk (hierarchical: invalidating `deskKeys.all` reaches every desk query). The desk
 * has its own QueryClient and persisted cache (desk-query-client.ts), so these never meet the customer app's keys.
 */
export const deskKeys = {
  all: ['desk'] as const,
  me: () => [...deskKeys.all, 'me'] as const,
  orders: () => [...deskKeys.all, 'orders'] as const,
  catalog: () => [...deskKeys.all, 'catalog'] as const,
  menu: () => [...deskKeys.all, 'menu'] as const,
  reviews: () => [...deskKeys.all, 'reviews'] as const,
  hours: () => [...deskKeys.all, 'hours'] as const,
  courierLink: (orderId: string) => [...deskKeys.all, 'courier-link', orderId] as const,
  receipt: (orderId: string) => [...deskKeys.all, 'receipt', orderId] as const,
  settings: () => [...deskKeys.all, 'settings'] as const,
  day: (date: string) => [...deskKeys.all, 'day', date] as const,
};

export const deskMutationKeys = {
  /** an order action (accept, ready, …): queued offline, persisted, replayed in order */
  action: ['desk', 'action'] as const,
  pause: ['desk', 'pause'] as const,
  soldOut: ['desk', 'sold-out'] as const,
  /** a menu save: queued offline with its client id, persisted, sent once when online (issue 32) */
  menu: ['desk', 'menu'] as const,
  settings: ['desk', 'settings'] as const,
  dayCsv: ['desk', 'day-csv'] as const,
  hours: ['desk', 'hours'] as const,
  busy: ['desk', 'busy'] as const,
};
