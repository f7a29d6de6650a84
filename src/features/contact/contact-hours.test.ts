import { COMPANY, telHref } from '../../domain/company.ts';
import { CONTACT_HOURS } from './contact-hours.ts';

describe('contact', () => {
  it('when a phone number with spaces is linked, then the tel: link holds only + and digits', () => {
    expect(telHref('+43 732 123 456')).toBe('tel:+43732123456');
    expect(telHref('+43 (660) 123-4567')).toBe('tel:+436601234567');
    expect(telHref(COMPANY.phoneMobile.value)).toMatch(/^tel:\+43\d+$/);
  });

  it('when the opening hours are read, then they are those of spec 3 §9', () => {
    expect(CONTACT_HOURS.map((h) => [h.days, h.from, h.to])).toEqual([
      ['weekdays', '9:00', '18:00'],
      ['saturday', '10:00', '16:00'],
      ['sunday', null, null],
    ]);
  });
});
