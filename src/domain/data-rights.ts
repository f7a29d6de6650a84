/**
 * Data rights (issue 29): what the account export holds, section by section (GDPR Art. 15 and 20).
 * (How long the restaurant keeps an order's record after the account is deleted: migration 0024 and the privacy page.)
 */
export const EXPORT_SECTIONS = ['profile', 'addresses', 'workplaces', 'orders', 'reviews', 'subscriptions', 'sessions'] as const;
export type ExportSection = (typeof EXPORT_SECTIONS)[number];

