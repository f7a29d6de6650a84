/** The FAQ's sections and question ids (spec 3 §2.11); texts live in src/locales/{lng}/lazy/help.json. */
export const FAQ_SECTIONS = [
  { id: 'ordering', questions: ['order_process', 'change_order', 'cancel_order', 'order_confirmation', 'no_confirmation', 'redeem_voucher'] },
  { id: 'payment', questions: ['payment_options', 'transaction_costs', 'failed_payment', 'payment_security'] },
  { id: 'quality', questions: ['food_quality', 'rating_system'] },
  { id: 'delivery', questions: ['after_ordering', 'delivery_time', 'delivery_costs'] },
  { id: 'account', questions: ['create_account', 'account_benefits'] },
] as const;

export type FaqSection = (typeof FAQ_SECTIONS)[number];
export type FaqSectionId = FaqSection['id'];
export type FaqQuestionId = FaqSection['questions'][number];

/** Open when the page is opened without a question in the URL. */
export const DEFAULT_SECTION: FaqSectionId = 'ordering';

/** The section a question belongs to; null for anything that is not a question id (e.g. a foreign #hash). */
export function sectionOf(id: string): FaqSectionId | null {
  return FAQ_SECTIONS.find((s) => (s.questions as readonly string[]).includes(id))?.id ?? null;
}

export function isQuestionId(id: string): id is FaqQuestionId {
  return sectionOf(id) !== null;
}
