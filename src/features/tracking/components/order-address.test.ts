import { beforeAll, describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { setupTestI18n } from '../../../i18n/test-i18n.ts';
import { customerAddress, customerNote } from './order-summary.tsx';

beforeAll(async () => {
  await setupTestI18n('de');
});

const delivery = {
  loc: { addrLines: ['Neubaugasse 12'], postalCode: '1070', city: 'Wien', formatted: 'Neubaugasse 12, Stiege 2, Tür 5, 1070 Wien' },
  stair: '2',
  door: '5',
};

describe('the order\'s address and note in the customer\'s language (issue 25 item 5)', () => {
  it('when the order is read in English or Turkish, then door, staircase and doorbell are not German', () => {
    const en = i18n.getFixedT('en');
    const tr = i18n.getFixedT('tr');
    expect(customerAddress(en, delivery)).toBe('Neubaugasse 12, Staircase 2, Door 5, 1070 Wien');
    expect(customerAddress(tr, delivery)).toBe('Neubaugasse 12, Merdiven 2, Kapı 5, 1070 Wien');
    expect(customerNote(en, 'Klingel: Muster · Hof links')).toBe('Doorbell: Muster · Hof links');
    expect(customerNote(tr, 'Klingel: Muster')).toBe('Zil: Muster');
  });

  it('when it is read in German, then the restaurant\'s words stay, and a note without a doorbell is kept as written', () => {
    const de = i18n.getFixedT('de');
    expect(customerAddress(de, { ...delivery, floor: '3' })).toBe('Neubaugasse 12, Stiege 2, Stock 3, Tür 5, 1070 Wien');
    expect(customerNote(de, 'Bitte nicht läuten')).toBe('Bitte nicht läuten');
  });
});
