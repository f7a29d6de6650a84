/**
 * The built-in demo restaurant (spec 1 §1, §9): a döner restaurant with a 34-item sample menu in the categories
 * vorspeisen, suppen, salate, donergerichte-mit-huhnerfleisch and donergerichte; minimum order 10 €, no fees.
 * Shipped with the app for the offline fallback and seeded into the database as a real vendor (slug demo-doener).
 * Pure data.
 */
import type { AllergenCode } from '../domain/allergens.ts';
import type { Catalog, CategoryMetadata, Product, ProductGroup, ProductOption, Vendor } from '../domain/types.ts';

export const DEMO_VENDOR_ID = 'd0e0d0e0-0000-4000-8000-000000000034';
export const DEMO_VENDOR_SLUG = 'demo-doener';

const GROUP_PREFIX = `vendors/${DEMO_VENDOR_ID}/catalogs/delivery/groups/`;

const VIENNA_CODES = ['1010', '1020', '1030', '1040', '1050', '1060', '1070', '1080', '1090', '1100', '1110', '1120',
  '1130', '1140', '1150', '1160', '1170', '1180', '1190', '1200', '1210', '1220', '1230'];

const img = (kind: string, key: string, aspectRatio = 1) => ({ url: `/media/${kind}/${key}.svg`, tags: [kind], aspectRatio });

/** [id, label, price €, description, allergens] */
type Row = [string, string, number, string, AllergenCode[]];

const A = 'A';
const C = 'C';
const G = 'G';
const L = 'L';
const M = 'M';
const N = 'N';
const O = 'O';

const SAUCES: ProductOption = {
  slug: 'saucen',
  label: 'Saucen (2 gratis)',
  min: 0,
  max: 3,
  maxQ: 1,
  free: 2,
  vals: [
    { slug: 'knoblauch', label: 'Knoblauchsauce', pr: 0.5, allergens: ['C', 'G'] },
    { slug: 'joghurt', label: 'Joghurt-Kräuter-Sauce', pr: 0.5, allergens: ['G'] },
    { slug: 'scharf', label: 'Scharfe Sauce', pr: 0.5 },
    { slug: 'cocktail', label: 'Cocktailsauce', pr: 0.5 },
  ],
};

const EXTRAS: ProductOption = {
  slug: 'extras',
  label: 'Extras',
  min: 0,
  max: 5,
  maxQ: 3,
  vals: [
    { slug: 'extra-fleisch', label: 'Extra Fleisch', pr: 2.5 },
    { slug: 'extra-kaese', label: 'Extra Schafskäse', pr: 1 },
    { slug: 'jalapenos', label: 'Jalapeños', pr: 0.8 },
  ],
};

const SIDE: ProductOption = {
  slug: 'beilage',
  label: 'Beilage',
  min: 1,
  max: 1,
  vals: [
    { slug: 'reis', label: 'Reis', pr: 0 },
    { slug: 'pommes', label: 'Pommes frites', pr: 0 },
    { slug: 'bulgur', label: 'Bulgur', pr: 0 },
  ],
};

const BREAD: ProductOption = {
  slug: 'brot',
  label: 'Brot',
  min: 1,
  max: 1,
  vals: [
    { slug: 'fladenbrot', label: 'Fladenbrot', pr: 0 },
    { slug: 'vollkorn', label: 'Vollkorn-Fladenbrot', pr: 0.5 },
  ],
};

const DRESSING: ProductOption = {
  slug: 'dressing',
  label: 'Dressing',
  min: 1,
  max: 1,
  vals: [
    { slug: 'joghurt', label: 'Joghurt-Dressing', pr: 0 },
    { slug: 'essig-oel', label: 'Essig & Öl', pr: 0 },
    { slug: 'granatapfel', label: 'Granatapfel-Dressing', pr: 0.3 },
  ],
};

function products(cat: string, emoji: string, rows: Row[], extra: Record<string, ProductOption[]> = {}): Product[] {
  return rows.map(([id, label, pr, desc, allergens]) => {
    const p: Product = { id, label, pr, vatP: 10, info: { desc, images: [img('product', `${emoji}-${id}`)] }, allergens };
    const opts = extra[id];
    if (opts) p.opts = opts;
    return p;
  });
}

interface GroupDef {
  key: string;
  label: string;
  desc: string;
  emoji: string;
  opts?: ProductOption[];
  items: Product[];
}

const GROUPS: GroupDef[] = [
  {
    key: 'vorspeisen',
    label: 'Vorspeisen',
    desc: 'Kleine Gerichte zum Teilen – frisch zubereitet.',
    emoji: 'mezze',
    items: products('vorspeisen', 'mezze', [
      ['hummus', 'Hummus mit Fladenbrot', 5.9, 'Kichererbsenpüree mit Sesampaste, Zitrone und Olivenöl', [A, N]],
      ['sigara-boerek', 'Sigara Börek (4 Stück)', 5.5, 'Knusprige Teigröllchen mit Schafskäse und Petersilie', [A, C, G]],
      ['mercimek-koefte', 'Mercimek Köfte', 5.9, 'Rote-Linsen-Bulgur-Bällchen mit Zitrone und Salatblatt', [A]],
      ['falafel', 'Falafel (6 Stück)', 5.9, 'Kichererbsenbällchen mit Sesamsauce', [A, N]],
      ['cacik', 'Cacık', 4.5, 'Joghurt mit Gurke, Knoblauch und Minze', [G]],
      ['sarma', 'Gefüllte Weinblätter (Sarma)', 5.5, 'Weinblätter mit Reis, Pinienkernen und Kräutern', [O]],
      ['pommes', 'Pommes frites', 3.9, 'Goldgelb frittiert, mit Salz', []],
    ]),
  },
  {
    key: 'suppen',
    label: 'Suppen',
    desc: 'Hausgemachte Suppen, mit Zitrone und Fladenbrot serviert.',
    emoji: 'soup',
    items: products('suppen', 'soup', [
      ['linsensuppe', 'Linsensuppe (Mercimek Çorbası)', 4.5, 'Rote Linsen, Karotten und Zwiebeln, mit Minzbutter', [G, L]],
      ['huehnersuppe', 'Hühnersuppe', 4.9, 'Kräftige Suppe mit Hühnerfleisch, Reis und Zitrone', [C, L]],
      ['yayla', 'Joghurtsuppe (Yayla Çorbası)', 4.5, 'Joghurt, Reis und getrocknete Minze', [G]],
      ['tomatensuppe', 'Tomatensuppe', 4.5, 'Sämige Tomatensuppe mit Basilikum', [L]],
    ]),
  },
  {
    key: 'salate',
    label: 'Salate',
    desc: 'Knackige Salate, täglich frisch.',
    emoji: 'salad',
    opts: [DRESSING],
    items: products('salate', 'salad', [
      ['hirtensalat', 'Hirtensalat (Çoban Salatası)', 6.5, 'Tomaten, Gurken, Paprika, Zwiebeln und Petersilie', []],
      ['gemischter-salat', 'Gemischter Salat', 5.9, 'Blattsalate, Tomaten, Gurken, Mais und Karotten', []],
      ['schafskaese-salat', 'Salat mit Schafskäse', 7.5, 'Gemischter Salat mit Schafskäse und Oliven', [G]],
      ['huehnersalat', 'Hühnersalat', 8.9, 'Gemischter Salat mit gegrillten Hühnerstreifen', [M]],
      ['falafel-salat', 'Falafel-Salat', 8.5, 'Gemischter Salat mit Falafel und Sesamsauce', [A, N]],
      ['kisir', 'Bulgursalat (Kısır)', 5.9, 'Bulgur mit Tomatenmark, Petersilie, Minze und Granatapfel', [A]],
    ]),
  },
  {
    key: 'donergerichte-mit-huhnerfleisch',
    label: 'Dönergerichte mit Hühnerfleisch',
    desc: 'Vom Spieß: zartes Hühnerfleisch, frisch geschnitten.',
    emoji: 'doener',
    opts: [SAUCES, EXTRAS],
    items: products('donergerichte-mit-huhnerfleisch', 'doener', [
      ['huehner-doener', 'Hühner-Döner im Fladenbrot', 6.5, 'Hühnerfleisch, Salat, Tomaten, Zwiebeln und Sauce', [A, G]],
      ['huehner-duerum', 'Hühner-Dürüm', 7, 'Im dünnen Yufka-Fladen gerollt, mit Salat und Sauce', [A, G]],
      ['huehner-doener-box', 'Hühner-Döner-Box mit Pommes', 8.5, 'Hühnerfleisch auf Pommes frites mit Sauce', [G]],
      ['huehner-teller-reis', 'Hühner-Dönerteller mit Reis', 11.9, 'Hühnerfleisch, Reis, Salat und Sauce', [G]],
      ['huehner-teller-pommes', 'Hühner-Dönerteller mit Pommes', 11.9, 'Hühnerfleisch, Pommes frites, Salat und Sauce', [G]],
      ['huehner-doener-kaese', 'Hühner-Döner mit Käse überbacken', 8.9, 'Im Fladenbrot, mit Gouda überbacken', [A, G]],
      ['huehner-iskender', 'Hühner-Iskender', 13.5, 'Auf Fladenbrotwürfeln, mit Tomatensauce, Joghurt und Butter', [A, G]],
      ['huehner-lahmacun-rolle', 'Hühner-Lahmacun-Rolle', 7.5, 'Türkische Pizza mit Hühner-Döner gerollt', [A, G]],
      ['huehner-doener-salat', 'Hühner-Döner-Salat', 9.9, 'Gemischter Salat mit Hühnerfleisch vom Spieß', [G]],
    ], {
      'huehner-doener': [BREAD],
      'huehner-teller-reis': [SIDE],
      'huehner-teller-pommes': [SIDE],
    }),
  },
  {
    key: 'donergerichte',
    label: 'Dönergerichte',
    desc: 'Klassischer Döner Kebap aus Kalbfleisch, nach Hausrezept gewürzt.',
    emoji: 'doener',
    opts: [SAUCES, EXTRAS],
    items: products('donergerichte', 'doener', [
      ['doener-kebap', 'Döner Kebap im Fladenbrot', 6.9, 'Kalbfleisch, Salat, Tomaten, Zwiebeln und Sauce', [A, G]],
      ['duerum-kebap', 'Dürüm Kebap', 7.5, 'Im Yufka-Fladen gerollt, mit Salat und Sauce', [A, G]],
      ['doener-box', 'Döner-Box', 8.9, 'Kalbfleisch auf Pommes frites mit Sauce', [G]],
      ['doener-teller-reis', 'Dönerteller mit Reis', 12.9, 'Kalbfleisch, Reis, Salat und Sauce', [G]],
      ['doener-teller-pommes', 'Dönerteller mit Pommes', 12.9, 'Kalbfleisch, Pommes frites, Salat und Sauce', [G]],
      ['iskender-kebap', 'Iskender Kebap', 14.5, 'Auf Fladenbrotwürfeln, mit Tomatensauce, Joghurt und Butter', [A, G]],
      ['doener-pide', 'Döner-Pide', 10.9, 'Schiffchen aus Pide-Teig mit Döner und Käse', [A, C, G]],
      ['lahmacun-doener', 'Lahmacun mit Döner', 8.5, 'Türkische Pizza mit Kalbs-Döner, Salat und Zitrone', [A]],
    ], {
      'doener-kebap': [BREAD],
      'doener-teller-reis': [SIDE],
      'doener-teller-pommes': [SIDE],
    }),
  },
];

const productGroups: ProductGroup[] = GROUPS.map((g) => {
  const group: ProductGroup = {
    slug: `${GROUP_PREFIX}${g.key}`,
    label: g.label,
    info: { desc: g.desc, images: [img('category', `${g.emoji}-${g.key}`, 2)] },
    products: g.items,
  };
  if (g.opts) group.opts = g.opts;
  return group;
});

const categoryMetadata: Record<string, CategoryMetadata> = Object.fromEntries(
  GROUPS.map((g) => [
    g.key,
    { label: g.label, description: g.desc, image: `/media/category/${g.emoji}-${g.key}.svg`, imageAspectRatio: 2, images: [img('category', `${g.emoji}-${g.key}`, 2)] },
  ]),
);

export const DEMO_CATALOG: Catalog = {
  name: `vendors/${DEMO_VENDOR_ID}/catalogs/delivery`,
  productGroups,
};

export const DEMO_VENDOR: Vendor = {
  id: DEMO_VENDOR_ID,
  name: `vendors/${DEMO_VENDOR_ID}`,
  slug: DEMO_VENDOR_SLUG,
  label: 'Demo Döner Haus',
  type: 'food',
  cuisine: 'doener',
  image: '/media/hero/doener-demo-doener.svg',
  imageAspectRatio: 16 / 9,
  logo: '/media/logo/doener-demo-doener.svg',
  // the planned rating the seed writes as reviews of delivered orders (server/reviews/seed-reviews.ts); the server's
  // record always carries the real figures of those reviews
  rating: { value: 53, count: 12 },
  reviewCount: 12,
  deliveryFee: 0,
  deliveryTime: '25-40',
  distance: '2.1 km',
  priceRange: 1,
  tags: ['delivery', 'pickup', 'min-order-required', 'delivery-cash', 'delivery-card', 'doener', 'turkish', 'express'],
  isOpen: true,
  isPromoted: false,
  popularity: 500,
  avgOrderValue: 19.5,
  postalCode: '1100',
  city: 'Wien',
  district: 'Favoriten',
  address: 'Favoritenstraße 98, 1100 Wien',
  description: 'Demo-Restaurant von Lieferzone: Döner, Dürüm und türkische Vorspeisen – frisch vom Spieß. '
    + 'Mindestbestellwert 10 €, keine Liefergebühr.',
  lat: 48.17941,
  lng: 16.37675,
  phone: '+43 1 604 12 34',
  openingHours: [],
  minOrder: 10,
  deliveryZones: [
    { label: 'Ganz Wien', postalCode: VIENNA_CODES, minPrice: 10, serviceFee: 0, serviceFeeMax: 0 },
  ],
  disturbance: null,
  categoryMetadata,
  catalog: 'delivery',
};
