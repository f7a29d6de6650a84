import { describe, expect, it } from 'vitest';
import { rankSuggestions } from '../../domain/not-found.ts';
import { setupTestI18n } from '../../i18n/test-i18n.ts';
import { searchFilter, type SuggestionVendor } from './api/vendor-suggestions.ts';
import { categoryItems, cityItems, vendorItem } from './suggestion-items.ts';

const vendor = (slug: string, label: string, popularity: number, extra: Partial<SuggestionVendor> = {}): SuggestionVendor => ({
  slug, label, popularity, city: 'Wien', tags: ['delivery'], ...extra,
});

describe('not-found suggestion candidates', () => {
  it('when nothing is typed, then the 3 popular vendors come first, then the trending categories pizza and sushi', async () => {
    const i18n = await setupTestI18n('de');
    const popular = [vendor('a-wien', 'Alpha', 900), vendor('b-wien', 'Beta', 800), vendor('c-wien', 'Gamma', 700)];
    const items = [...popular.map((v, rank) => vendorItem(i18n.t, v, rank)), ...categoryItems(i18n.t), ...cityItems('de')];
    expect(rankSuggestions('', items).map((i) => i.title)).toEqual(['Alpha', 'Beta', 'Gamma', 'Pizza', 'Sushi']);
  });

  it('when the vendor API gave nothing, then the popular list is the trending categories, the other categories and the cities', async () => {
    const i18n = await setupTestI18n('de');
    const items = [...categoryItems(i18n.t), ...cityItems('de')];
    expect(rankSuggestions('', items).map((i) => i.id)).toEqual([
      'category:pizza', 'category:sushi', 'category:gesund', 'category:burger', 'category:express',
    ]);
  });

  it('when a text is typed, then vendors match by name, cuisine, district and tags, categories by their tag, cities by other names', async () => {
    const i18n = await setupTestI18n('de');
    const kaito = vendorItem(i18n.t, vendor('sushi-kaito-brigittenau', 'Sushi Kaito', 10, { cuisine: 'Japanisch', district: 'Brigittenau', tags: ['sushi'] }));
    expect(kaito).toMatchObject({ type: 'restaurant', url: '/restaurant/sushi-kaito-brigittenau', description: 'Japanisch · Brigittenau, Wien' });
    const items = [kaito, ...categoryItems(i18n.t), ...cityItems('en')];
    expect(rankSuggestions('brigitt', items).map((i) => i.id)).toEqual(['restaurant:sushi-kaito-brigittenau']);
    expect(rankSuggestions('healthy', items).map((i) => i.url)).toEqual(['/restaurants?category=gesund']);
    expect(rankSuggestions('vienna', items).map((i) => i.url)).toEqual(['/restaurants?city=wien']);
    expect(rankSuggestions('viyana', items).map((i) => i.title)).toEqual(['Vienna']);
  });

  it('when search results are ranked among themselves, then the more popular vendor comes first', async () => {
    const i18n = await setupTestI18n('de');
    const items = [vendorItem(i18n.t, vendor('x-1', 'Pizza Uno', 5)), vendorItem(i18n.t, vendor('x-2', 'Pizza Due', 500))];
    expect(rankSuggestions('pizza', items).map((i) => i.title)).toEqual(['Pizza Due', 'Pizza Uno']);
  });
});

describe('a vendor suggestion in the customer\'s language (issue 25 item 5)', () => {
  it('when the cuisine is a known key, then en and tr show its name, not the key, and the name finds the vendor', async () => {
    const v = vendor('luigi-favoriten', 'Luigi', 10, { cuisine: 'italian', district: 'Favoriten' });
    const en = await setupTestI18n('en');
    const itemEn = vendorItem(en.t, v);
    expect(itemEn.description).toBe('Italian · Favoriten, Wien');
    const tr = await setupTestI18n('tr');
    const itemTr = vendorItem(tr.t, vendor('oz-doener', 'Öz Kebap', 10, { cuisine: 'doener' }));
    expect(itemTr.description).toBe(`${tr.t('listing.cuisines.doener')} · Wien`);
    expect(itemTr.description).not.toMatch(/doener/);
    expect(rankSuggestions('italian', [itemEn]).map((i) => i.id)).toEqual(['restaurant:luigi-favoriten']);
  });
});

describe('search filter of a typed text', () => {
  it('when the text has filter syntax, quotes, many or long words, then plain words remain (≤ 5, each ≤ 60 characters)', () => {
    expect(searchFilter(' zone:1010  "pizza" ')).toBe('zone 1010 pizza');
    expect(searchFilter('a b c d e f g')).toBe('a b c d e');
    expect(searchFilter('x'.repeat(70))).toBe('x'.repeat(60));
  });
});
