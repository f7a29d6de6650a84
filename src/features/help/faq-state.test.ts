import { FAQ_SECTIONS } from './faq-data.ts';
import { hashId, initialFaqState, openQuestion, toggleQuestion, toggleSection } from './faq-state.ts';

describe('FAQ accordion state', () => {
  it('when the data is read, then it has the question ids of spec 3 §2.11 (17, in five sections)', () => {
    expect(FAQ_SECTIONS.map((s) => `${s.id}:${s.questions.length}`)).toEqual(['ordering:6', 'payment:4', 'quality:2', 'delivery:3', 'account:2']);
    expect(new Set(FAQ_SECTIONS.flatMap((s) => s.questions)).size).toBe(17);
  });

  it('when the page opens without a hash, then ordering is open and no question', () => {
    expect(initialFaqState('')).toEqual({ section: 'ordering', questions: {} });
  });

  it('when the page opens with #payment_options, then the payment section and that question are open', () => {
    expect(initialFaqState('#payment_options')).toEqual({ section: 'payment', questions: { payment: 'payment_options' } });
    expect(initialFaqState('delivery_costs')).toEqual({ section: 'delivery', questions: { delivery: 'delivery_costs' } });
  });

  it('when the hash is not a question id, then the default applies', () => {
    expect(initialFaqState('#main')).toEqual({ section: 'ordering', questions: {} });
    expect(initialFaqState('#constructor')).toEqual({ section: 'ordering', questions: {} });
    expect(hashId('#a%20b')).toBe('a b');
  });

  it('when another section is opened, then the one before closes; toggling the open one closes it', () => {
    const s = toggleSection(initialFaqState(''), 'payment');
    expect(s.section).toBe('payment');
    expect(toggleSection(s, 'payment').section).toBeNull();
  });

  it('when a second question of a section is opened, then the first closes; a question elsewhere opens its section', () => {
    let s = toggleQuestion(initialFaqState(''), 'order_process');
    expect(s.questions).toEqual({ ordering: 'order_process' });
    s = toggleQuestion(s, 'cancel_order');
    expect(s.questions).toEqual({ ordering: 'cancel_order' });
    s = toggleQuestion(s, 'cancel_order');
    expect(s.questions).toEqual({});
    s = toggleQuestion(s, 'food_quality');
    expect(s).toEqual({ section: 'quality', questions: { quality: 'food_quality' } });
  });

  it('when a question is opened by id, then only real ids open anything', () => {
    const s = initialFaqState('');
    expect(openQuestion(s, 'rating_system')).toEqual({ section: 'quality', questions: { quality: 'rating_system' } });
    expect(openQuestion(s, 'nope')).toBeNull();
  });
});
