/**
 * Menu templates of the demo data set, per cuisine / store kind: categories with real dishes, German descriptions,
 * base prices (€), allergen letter codes (Austrian LMIV codes A–R) and option groups. The generator picks a
 * deterministic subset per vendor and varies the prices a little.
 */
import { sortAllergens } from '../../src/domain/allergens.ts';
import type { ProductOption } from '../../src/domain/types.ts';

/** [label, price €, description, allergen codes, option keys (product-level)] */
export type DishTpl = [label: string, price: number, desc: string, allergens: string, opts?: string[]];

export interface CategoryTpl {
  key: string;
  label: string;
  desc: string;
  /** media theme (emoji) for category and product images */
  theme: string;
  /** VAT percent of every product in it (default 10: food) */
  vat?: 10 | 20;
  /** group-level option keys (inherited by each product) */
  opts?: string[];
  /** always included (e.g. the main dishes) */
  core?: boolean;
  items: DishTpl[];
}

/** An option value; `allergens`: the codes it adds to the dish (src/domain/allergens.ts), e.g. 'CG'. */
const v = (slug: string, label: string, pr = 0, allergens = '') =>
  ({ slug, label, pr, ...(allergens ? { allergens: sortAllergens(Array.from(allergens)) } : {}) });

/** Option groups by key. Covers radio (min 1 max 1), checkbox (maxQ 1, max > 1), stepper (maxQ > 1), free picks. */
export const OPTIONS: Record<string, ProductOption> = {
  'pizza-size': { slug: 'groesse', label: 'Größe', min: 1, max: 1, vals: [v('klein', 'Klein (26 cm)'), v('gross', 'Groß (32 cm)', 2.5), v('familie', 'Familienpizza (40 cm)', 7)] },
  'pizza-extras': {
    slug: 'extra-zutaten', label: 'Extra Zutaten', min: 0, max: 6, maxQ: 1,
    vals: [v('schinken', 'Schinken', 1.5), v('salami', 'Salami', 1.5), v('champignons', 'Champignons', 1), v('oliven', 'Oliven', 1),
      v('extra-kaese', 'Extra Mozzarella', 1.5, 'G'), v('rucola', 'Rucola', 1), v('jalapenos', 'Jalapeños', 1), v('ei', 'Ei', 1, 'C')],
  },
  'dip-free': {
    slug: 'dips', label: 'Dips (2 gratis)', min: 0, max: 4, maxQ: 2, free: 2,
    vals: [v('knoblauch', 'Knoblauch-Dip', 0.9, 'CG'), v('bbq', 'BBQ-Sauce', 0.9), v('ketchup', 'Ketchup', 0.5), v('mayo', 'Mayonnaise', 0.5, 'CM')],
  },
  'pasta-type': { slug: 'nudelsorte', label: 'Nudelsorte', min: 1, max: 1, vals: [v('spaghetti', 'Spaghetti', 0, 'A'), v('penne', 'Penne', 0, 'A'), v('vollkorn', 'Vollkorn-Penne', 0.8, 'A'), v('glutenfrei', 'Glutenfreie Pasta', 1.5)] },
  'parmesan': { slug: 'extras', label: 'Extras', min: 0, max: 3, maxQ: 1, vals: [v('parmesan', 'Extra Parmesan', 1, 'G'), v('chili', 'Chiliflocken', 0.3), v('burrata', 'Burrata', 3.9, 'G')] },
  'sushi-extras': {
    slug: 'extras', label: 'Extras (2 gratis)', min: 0, max: 5, maxQ: 3, free: 2,
    vals: [v('sojasauce', 'Sojasauce', 0.5, 'AF'), v('wasabi', 'Wasabi', 0.5), v('ingwer', 'Ingwer', 0.5), v('teriyaki', 'Teriyaki-Sauce', 0.9, 'AF'), v('spicy-mayo', 'Spicy Mayo', 0.9, 'C')],
  },
  'sticks': { slug: 'essstaebchen', label: 'Essstäbchen', min: 1, max: 1, vals: [v('ja', 'Ja, bitte'), v('nein', 'Nein, danke')] },
  'burger-side': { slug: 'beilage', label: 'Beilage', min: 1, max: 1, vals: [v('pommes', 'Pommes frites'), v('suesskartoffel', 'Süßkartoffel-Pommes', 1.5), v('wedges', 'Kartoffel-Wedges', 0.9), v('salat', 'Beilagensalat')] },
  'burger-extras': {
    slug: 'extras', label: 'Extras', min: 0, max: 5, maxQ: 1,
    vals: [v('bacon', 'Bacon', 1.5), v('cheddar', 'Cheddar', 1, 'G'), v('jalapenos', 'Jalapeños', 0.8), v('spiegelei', 'Spiegelei', 1.2, 'C'), v('roestzwiebeln', 'Röstzwiebeln', 0.6)],
  },
  'extra-patty': { slug: 'extra-patty', label: 'Extra Patty', min: 0, max: 2, maxQ: 2, vals: [v('patty', 'Extra Patty (150 g)', 3.5)] },
  'doener-sauces': {
    slug: 'saucen', label: 'Saucen (2 gratis)', min: 0, max: 3, maxQ: 1, free: 2,
    vals: [v('knoblauch', 'Knoblauchsauce', 0.5, 'CG'), v('joghurt', 'Joghurt-Kräuter-Sauce', 0.5, 'G'), v('scharf', 'Scharfe Sauce', 0.5), v('cocktail', 'Cocktailsauce', 0.5, 'CM')],
  },
  'doener-extras': { slug: 'extras', label: 'Extras', min: 0, max: 5, maxQ: 3, vals: [v('fleisch', 'Extra Fleisch', 2.5), v('schafskaese', 'Extra Schafskäse', 1, 'G'), v('pommes', 'Pommes im Brot', 1)] },
  'doener-side': { slug: 'beilage', label: 'Beilage', min: 1, max: 1, vals: [v('reis', 'Reis'), v('pommes', 'Pommes frites'), v('bulgur', 'Bulgur')] },
  'spice': { slug: 'schaerfe', label: 'Schärfegrad', min: 1, max: 1, vals: [v('mild', 'Mild'), v('mittel', 'Mittel'), v('scharf', 'Scharf'), v('extra-scharf', 'Extra scharf')] },
  'wok-base': { slug: 'basis', label: 'Beilage', min: 1, max: 1, vals: [v('reis', 'Jasminreis'), v('eiernudeln', 'Eiernudeln', 0.5, 'AC'), v('reisnudeln', 'Reisnudeln', 0.5)] },
  'extra-rice': { slug: 'extra-reis', label: 'Extra Portion Reis', min: 0, max: 3, maxQ: 3, vals: [v('reis', 'Portion Reis', 2)] },
  'curry-sides': {
    slug: 'beilagen', label: 'Beilagen', min: 0, max: 4, maxQ: 2,
    vals: [v('naan', 'Naan', 2.5, 'AG'), v('knoblauch-naan', 'Knoblauch-Naan', 2.9, 'AG'), v('raita', 'Raita', 2.5, 'G'), v('mango-chutney', 'Mango-Chutney', 1.5)],
  },
  'schnitzel-side': { slug: 'beilage', label: 'Beilage', min: 1, max: 1, vals: [v('petersilerdaepfel', 'Petersilerdäpfel'), v('pommes', 'Pommes frites'), v('erdaepfelsalat', 'Erdäpfel-Vogerlsalat', 0.9), v('reis', 'Reis')] },
  'schnitzel-extras': { slug: 'extras', label: 'Extras', min: 0, max: 3, maxQ: 1, vals: [v('preiselbeeren', 'Preiselbeeren', 0.8), v('zitrone', 'Extra Zitrone', 0), v('sauce-tartare', 'Sauce Tartare', 1.2, 'CM')] },
  'bowl-base': { slug: 'basis', label: 'Basis', min: 1, max: 1, vals: [v('sushireis', 'Sushireis'), v('quinoa', 'Quinoa', 1), v('salat', 'Blattsalat'), v('vollkornreis', 'Vollkornreis', 0.5)] },
  'bowl-toppings': {
    slug: 'toppings', label: 'Toppings (2 gratis)', min: 0, max: 6, maxQ: 1, free: 2,
    vals: [v('avocado', 'Avocado', 1.5), v('edamame', 'Edamame', 1), v('mango', 'Mango', 1), v('gurke', 'Gurke', 0.8), v('mais', 'Mais', 0.8), v('roestzwiebeln', 'Röstzwiebeln', 0.6)],
  },
  'extra-protein': { slug: 'extra-protein', label: 'Extra Protein', min: 0, max: 2, maxQ: 2, vals: [v('tofu', 'Tofu', 2.5), v('huhn', 'Hühnerbrust', 3), v('lachs', 'Lachs', 3.9, 'D')] },
  'drink-size': { slug: 'groesse', label: 'Größe', min: 1, max: 1, vals: [v('033', '0,33 l'), v('05', '0,5 l', 0.8)] },
  'wine-size': { slug: 'menge', label: 'Menge', min: 1, max: 1, vals: [v('achtel', '1/8 l'), v('viertel', '1/4 l', 2.6)] },
};

const SOFT_DRINKS: CategoryTpl = {
  key: 'getraenke', label: 'Getränke', desc: 'Alkoholfreie Getränke, gut gekühlt.', theme: 'drink', vat: 20, core: true,
  items: [
    ['Coca-Cola', 2.9, 'Erfrischungsgetränk mit Koffein', '', ['drink-size']],
    ['Coca-Cola Zero', 2.9, 'Ohne Zucker', '', ['drink-size']],
    ['Almdudler', 2.9, 'Österreichische Kräuterlimonade', '', ['drink-size']],
    ['Fanta Orange', 2.9, 'Orangenlimonade', '', ['drink-size']],
    ['Römerquelle prickelnd', 2.5, 'Mineralwasser 0,5 l', ''],
    ['Römerquelle still', 2.5, 'Mineralwasser ohne Kohlensäure 0,5 l', ''],
    ['Eistee Pfirsich', 2.9, 'Hausgemacht, mit Zitrone', ''],
    ['Red Bull', 3.5, 'Energy Drink 0,25 l', ''],
  ],
};

const BEER_WINE: CategoryTpl = {
  key: 'bier-wein', label: 'Bier & Wein', desc: 'Nur für Gäste ab 16 (Bier, Wein) bzw. 18 Jahren.', theme: 'beer', vat: 20,
  items: [
    ['Stiegl Goldbräu 0,5 l', 4.2, 'Salzburger Märzenbier', 'A'],
    ['Gösser Märzen 0,5 l', 4.2, 'Steirisches Märzenbier', 'A'],
    ['Ottakringer Helles 0,5 l', 4.2, 'Wiener Lagerbier', 'A'],
    ['Radler 0,5 l', 3.9, 'Bier mit Zitronenlimonade', 'A'],
    ['Grüner Veltliner', 3.9, 'Weißwein aus dem Weinviertel', 'O', ['wine-size']],
    ['Zweigelt', 4.2, 'Rotwein aus dem Burgenland', 'O', ['wine-size']],
  ],
};

export interface CuisineTpl {
  key: string;
  /** vendor type */
  type: 'food' | 'store';
  /** tags always set (cuisine and listing-chip tags) */
  tags: string[];
  /** media theme of hero/logo */
  theme: string;
  names: string[];
  /** extra tags for particular names (e.g. which Asian kitchen) */
  nameTags?: Record<string, string[]>;
  descriptions: string[];
  categories: CategoryTpl[];
}

export const CUISINES: Record<string, CuisineTpl> = {
  pizza: {
    key: 'pizza', type: 'food', tags: ['pizza', 'italian'], theme: 'pizza',
    names: ['Pizzeria Da Mario', 'Pizzeria Bella Napoli', 'Pizzeria La Piazza', 'Pizzeria Il Forno', 'Pizzeria Da Enzo',
      'Pizzeria San Marco', 'Pizzeria Vesuvio', 'Pizzeria Roma', 'Pizzeria La Gondola', 'Pizza Pronto', 'Pizzeria Salento',
      'Pizzeria Don Camillo', 'Pizzeria Sole Mio', 'Pizzeria Capri', 'Holzofen-Pizzeria Toni'],
    descriptions: ['Pizza aus dem Holzofen mit Teig, der 48 Stunden reift, und Tomaten aus Kampanien.',
      'Knusprige Steinofenpizza, hausgemachte Pasta und italienische Desserts – wie in Neapel.',
      'Familienbetrieb seit über zwanzig Jahren: Pizza, Pasta und Salate mit frischen Zutaten.'],
    categories: [
      { key: 'vorspeisen', label: 'Vorspeisen', desc: 'Zum Teilen oder als Start.', theme: 'antipasti', items: [
        ['Bruschetta Classica', 5.9, 'Geröstetes Brot mit Tomaten, Knoblauch und Basilikum', 'A'],
        ['Knoblauchbrot', 4.5, 'Pizzabrot mit Knoblauchbutter und Oregano', 'AG'],
        ['Knoblauchbrot mit Käse', 5.5, 'Pizzabrot mit Knoblauchbutter und Mozzarella', 'AG'],
        ['Vitello Tonnato', 9.9, 'Kalbfleisch mit Thunfischsauce und Kapern', 'CDM'],
        ['Caprese', 7.9, 'Tomaten, Mozzarella, Basilikum und Olivenöl', 'G'],
        ['Antipasti misti', 11.9, 'Gegrilltes Gemüse, Prosciutto, Salami und Oliven', 'GO'],
      ] },
      { key: 'pizza', label: 'Pizza', desc: 'Aus dem Steinofen, 30 cm, mit Tomatensauce und Mozzarella.', theme: 'pizza', core: true,
        opts: ['pizza-size', 'pizza-extras', 'dip-free'], items: [
        ['Pizza Margherita', 8.5, 'Tomatensauce, Mozzarella, Basilikum', 'AG'],
        ['Pizza Salami', 9.9, 'Tomatensauce, Mozzarella, Salami', 'AG'],
        ['Pizza Prosciutto', 9.9, 'Tomatensauce, Mozzarella, Schinken', 'AG'],
        ['Pizza Funghi', 9.5, 'Tomatensauce, Mozzarella, Champignons', 'AG'],
        ['Pizza Prosciutto e Funghi', 10.5, 'Tomatensauce, Mozzarella, Schinken, Champignons', 'AG'],
        ['Pizza Tonno', 10.9, 'Tomatensauce, Mozzarella, Thunfisch, Zwiebeln', 'ADG'],
        ['Pizza Quattro Formaggi', 11.5, 'Mozzarella, Gorgonzola, Parmesan, Fontina', 'AG'],
        ['Pizza Diavola', 10.9, 'Tomatensauce, Mozzarella, scharfe Salami, Peperoni', 'AG'],
        ['Pizza Capricciosa', 11.5, 'Schinken, Champignons, Artischocken, Oliven', 'AG'],
        ['Pizza Hawaii', 10.5, 'Tomatensauce, Mozzarella, Schinken, Ananas', 'AG'],
        ['Pizza Vegetariana', 10.5, 'Paprika, Zucchini, Melanzani, Champignons, Zwiebeln', 'AG'],
        ['Pizza Calzone', 11.5, 'Gefüllt mit Schinken, Salami, Champignons und Ei', 'ACG'],
        ['Pizza Frutti di Mare', 13.9, 'Meeresfrüchte, Knoblauch, Petersilie', 'ABGR'],
        ['Pizza Rucola e Grana', 12.5, 'Mozzarella, Rucola, Grana Padano, Cherrytomaten', 'AG'],
        ['Pizza Bufala', 12.9, 'Tomatensauce, Büffelmozzarella, Basilikum', 'AG'],
      ] },
      { key: 'pasta', label: 'Pasta', desc: 'Hausgemachte Saucen, al dente gekocht.', theme: 'pasta', opts: ['pasta-type', 'parmesan'], items: [
        ['Spaghetti Bolognese', 10.5, 'Rindfleischragout nach Hausrezept', 'ACL'],
        ['Spaghetti Carbonara', 10.9, 'Speck, Ei, Pecorino und schwarzer Pfeffer', 'ACG'],
        ['Penne all’Arrabbiata', 9.5, 'Scharfe Tomatensauce mit Knoblauch', 'AC'],
        ['Spaghetti Aglio e Olio', 8.9, 'Knoblauch, Olivenöl, Chili und Petersilie', 'AC'],
        ['Tagliatelle al Salmone', 12.9, 'Lachs in Sahnesauce mit Dill', 'ACDG'],
        ['Penne Gorgonzola', 11.5, 'Cremige Gorgonzolasauce mit Walnüssen', 'ACGH'],
      ] },
      { key: 'ofengerichte', label: 'Aus dem Ofen', desc: 'Überbacken mit Mozzarella.', theme: 'lasagne', items: [
        ['Lasagne al Forno', 11.9, 'Mit Rindfleischragout und Béchamel', 'ACGL'],
        ['Melanzane alla Parmigiana', 11.5, 'Melanzani, Tomatensauce, Parmesan', 'G'],
        ['Cannelloni Ricotta e Spinaci', 11.5, 'Mit Ricotta und Blattspinat gefüllt', 'ACG'],
      ] },
      { key: 'salate', label: 'Salate', desc: 'Knackig und frisch.', theme: 'salad', items: [
        ['Insalata Mista', 6.5, 'Blattsalate, Tomaten, Gurken, Karotten', ''],
        ['Insalata Tonno', 9.9, 'Gemischter Salat mit Thunfisch, Ei und Zwiebeln', 'CD'],
        ['Rucola-Salat', 8.9, 'Rucola, Cherrytomaten, Parmesan und Balsamico', 'GO'],
      ] },
      { key: 'desserts', label: 'Desserts', desc: 'Süßes zum Schluss.', theme: 'dessert', items: [
        ['Tiramisu', 5.5, 'Mascarpone, Espresso und Biskotten', 'ACG'],
        ['Panna Cotta', 4.9, 'Mit Beerenragout', 'G'],
        ['Cannoli Siciliani', 5.2, 'Mit Ricottacreme gefüllt', 'ACG'],
      ] },
      SOFT_DRINKS,
      BEER_WINE,
    ],
  },
  italian: {
    key: 'italian', type: 'food', tags: ['italian', 'pizza'], theme: 'pasta',
    names: ['Trattoria Da Luigi', 'Osteria Toscana', 'Ristorante Venezia', 'Trattoria Al Ponte', 'Pasta e Basta',
      'Ristorante Sorrento', 'Osteria Bella Vita', 'Trattoria Sicilia', 'Ristorante Portofino', 'Cucina Nonna Rosa'],
    descriptions: ['Italienische Küche mit frischer Pasta aus eigener Herstellung und Weinen aus dem Piemont.',
      'Klassiker aus der Toskana und Sizilien – einfach, ehrlich, mit viel Olivenöl.',
      'Hausgemachte Pasta, Pizza aus dem Steinofen und Tiramisu nach Nonnas Rezept.'],
    categories: [],
  },
  sushi: {
    key: 'sushi', type: 'food', tags: ['sushi', 'asian', 'japanese'], theme: 'sushi',
    names: ['Sushi Kaito', 'Tokyo Sushi Bar', 'Sakura Sushi', 'Miyako Sushi', 'Sushi Hana', 'Koi Sushi & Grill',
      'Umami Sushi', 'Yoshi Sushi', 'Kyoto Sushi Lounge', 'Sushi Maki Mon'],
    descriptions: ['Sushi, Maki und Bowls, täglich frisch gerollt – mit Fisch aus nachhaltigem Fang.',
      'Japanische Küche: Nigiri, Inside-Out-Rolls, Ramen und Gyoza.',
      'Sushi-Bar mit offener Küche – alles wird nach Bestellung zubereitet.'],
    categories: [
      { key: 'vorspeisen', label: 'Vorspeisen', desc: 'Kleine japanische Gerichte.', theme: 'gyoza', items: [
        ['Miso-Suppe', 3.9, 'Mit Tofu, Wakame und Frühlingszwiebeln', 'F'],
        ['Edamame', 4.5, 'Gedämpfte Sojabohnen mit Meersalz', 'F'],
        ['Gyoza (6 Stück)', 6.5, 'Gebratene Teigtaschen mit Huhn und Gemüse', 'AFN'],
        ['Wakame-Salat', 4.9, 'Algensalat mit Sesam', 'FN'],
        ['Ebi Tempura (4 Stück)', 8.9, 'Garnelen im Tempurateig', 'ABC'],
        ['Yakitori (3 Spieße)', 6.9, 'Gegrillte Hühnerspieße mit Teriyaki', 'AF'],
      ] },
      { key: 'nigiri', label: 'Nigiri', desc: '2 Stück pro Portion.', theme: 'sushi', opts: ['sushi-extras'], items: [
        ['Sake Nigiri', 4.9, 'Lachs auf Sushireis', 'D'],
        ['Maguro Nigiri', 5.9, 'Thunfisch auf Sushireis', 'D'],
        ['Ebi Nigiri', 4.9, 'Garnele auf Sushireis', 'B'],
        ['Unagi Nigiri', 5.9, 'Gegrillter Aal mit Teriyaki', 'ADF'],
        ['Tamago Nigiri', 3.9, 'Japanisches Omelett', 'C'],
        ['Avocado Nigiri', 3.9, 'Avocado auf Sushireis', ''],
      ] },
      { key: 'maki', label: 'Maki', desc: '6 Stück pro Portion.', theme: 'sushi', core: true, opts: ['sushi-extras'], items: [
        ['Sake Maki', 5.5, 'Lachs', 'D'],
        ['Tekka Maki', 6.5, 'Thunfisch', 'D'],
        ['Kappa Maki', 4.2, 'Gurke', ''],
        ['Avocado Maki', 4.5, 'Avocado', ''],
        ['Oshinko Maki', 4.2, 'Eingelegter Rettich', ''],
        ['Sake Avocado Maki', 5.9, 'Lachs und Avocado', 'D'],
      ] },
      { key: 'inside-out', label: 'Inside-Out Rolls', desc: '8 Stück pro Portion.', theme: 'sushi', core: true, opts: ['sushi-extras', 'sticks'], items: [
        ['California Roll', 9.9, 'Surimi, Avocado, Gurke und Tobiko', 'ABCD'],
        ['Spicy Tuna Roll', 11.5, 'Thunfisch, Spicy Mayo und Frühlingszwiebeln', 'CDN'],
        ['Salmon Avocado Roll', 10.9, 'Lachs, Avocado und Sesam', 'DN'],
        ['Crunchy Ebi Roll', 11.9, 'Tempura-Garnele, Avocado und Teriyaki', 'ABCF'],
        ['Veggie Roll', 8.5, 'Avocado, Gurke, Karotte und Rettich', 'N'],
        ['Philadelphia Roll', 10.9, 'Lachs, Frischkäse und Gurke', 'DG'],
        ['Dragon Roll', 13.9, 'Aal, Gurke und Avocado obenauf', 'ADF'],
      ] },
      { key: 'sushi-sets', label: 'Sushi-Sets', desc: 'Für eine oder zwei Personen.', theme: 'sushi', opts: ['sticks'], items: [
        ['Set Sake (12 Stück)', 15.9, '4 Lachs-Nigiri, 8 Sake Maki', 'D'],
        ['Set Mix (16 Stück)', 19.9, 'Nigiri, Maki und Inside-Out gemischt', 'BCD'],
        ['Set für Zwei (32 Stück)', 36.9, 'Großes gemischtes Set', 'ABCDN'],
        ['Veggie Set (14 Stück)', 13.9, 'Avocado, Gurke und Rettich', 'N'],
      ] },
      { key: 'warme-speisen', label: 'Warme Speisen', desc: 'Ramen, Donburi und Gebratenes.', theme: 'ramen', opts: ['spice'], items: [
        ['Chicken Teriyaki Don', 12.9, 'Huhn mit Teriyaki auf Reis', 'AFN'],
        ['Tonkotsu Ramen', 13.9, 'Schweinebrühe, Chashu, Ei und Nori', 'ACFN'],
        ['Yaki Udon', 12.5, 'Gebratene Udon-Nudeln mit Gemüse und Huhn', 'AF'],
        ['Sake Don', 14.5, 'Lachs-Sashimi auf Sushireis', 'D'],
      ] },
      { key: 'desserts', label: 'Desserts', desc: 'Japanisch süß.', theme: 'dessert', items: [
        ['Mochi Eis (3 Stück)', 5.9, 'Matcha, Mango und Erdbeere', 'G'],
        ['Matcha-Cheesecake', 5.5, 'Mit grünem Tee', 'ACG'],
      ] },
      { ...SOFT_DRINKS, items: [...SOFT_DRINKS.items.slice(0, 5), ['Grüner Tee (Kanne)', 3.9, 'Japanischer Sencha', ''], ['Ramune Limonade', 3.9, 'Japanische Limonade', '']] },
      { key: 'bier-wein', label: 'Bier & Sake', desc: 'Ab 16 bzw. 18 Jahren.', theme: 'beer', vat: 20, items: [
        ['Asahi Super Dry 0,33 l', 4.5, 'Japanisches Lagerbier', 'A'],
        ['Kirin Ichiban 0,33 l', 4.5, 'Japanisches Lagerbier', 'A'],
        ['Sake warm (0,18 l)', 7.9, 'Reiswein', ''],
      ] },
    ],
  },
  burger: {
    key: 'burger', type: 'food', tags: ['burger', 'american'], theme: 'burger',
    names: ['Burgerwerk', 'Smash Burger Co.', 'Burger Stube', 'Big Bun Burgers', 'Patty’s Diner', 'Grillhaus Burger',
      'Beef & Bun', 'Brooklyn Burger Bar', 'Die Burgerei', 'Double Smash'],
    descriptions: ['Burger aus österreichischem Weiderind, täglich frisch faschiert, mit Brioche-Buns vom Bäcker ums Eck.',
      'Smash Burger, handgeschnittene Pommes und hausgemachte Saucen.',
      'American Diner mit Burgern, Wings und Milkshakes.'],
    categories: [
      { key: 'burger', label: 'Burger', desc: '150 g Rindfleisch im Brioche-Bun, mit Beilage nach Wahl.', theme: 'burger', core: true,
        opts: ['burger-side', 'burger-extras', 'extra-patty'], items: [
        ['Classic Burger', 11.9, 'Rindfleisch, Salat, Tomate, Zwiebel und Haussauce', 'ACGM'],
        ['Cheeseburger', 12.5, 'Mit Cheddar', 'ACGM'],
        ['Bacon Cheeseburger', 13.9, 'Mit Cheddar und knusprigem Bacon', 'ACGM'],
        ['BBQ Burger', 13.5, 'Mit BBQ-Sauce, Röstzwiebeln und Cheddar', 'ACGM'],
        ['Chili Cheese Burger', 13.5, 'Mit Jalapeños, Cheddar und Chilimayo', 'ACGM'],
        ['Trüffel-Burger', 15.9, 'Mit Trüffelmayo, Rucola und Bergkäse', 'ACGM'],
        ['Alpen-Burger', 14.5, 'Mit Bergkäse, Speck und Preiselbeeren', 'ACGM'],
        ['Double Smash Burger', 15.5, 'Zwei Smash-Patties, Cheddar, Pickles', 'ACGM'],
      ] },
      { key: 'chicken-veggie', label: 'Chicken & Veggie', desc: 'Ohne Rind – mit vollem Geschmack.', theme: 'burger', opts: ['burger-side', 'burger-extras'], items: [
        ['Crispy Chicken Burger', 12.5, 'Knusprige Hühnerbrust, Krautsalat und Honig-Senf', 'ACGM'],
        ['Veggie Burger', 11.9, 'Gemüse-Linsen-Patty, Avocado und Tomate', 'ACL'],
        ['Beyond Burger', 13.9, 'Pflanzliches Patty, veganer Käse und Salat', 'AM'],
        ['Halloumi Burger', 12.9, 'Gegrillter Halloumi, Paprika und Rucola', 'AG'],
      ] },
      { key: 'beilagen', label: 'Beilagen', desc: 'Dazu passt …', theme: 'fries', opts: ['dip-free'], items: [
        ['Pommes frites', 3.9, 'Handgeschnitten, mit Meersalz', ''],
        ['Süßkartoffel-Pommes', 4.9, 'Mit Rosmarinsalz', ''],
        ['Onion Rings', 4.9, 'Im Bierteig', 'AC'],
        ['Chicken Wings (8 Stück)', 8.9, 'Scharf mariniert', 'M'],
        ['Chili Cheese Fries', 6.5, 'Mit Cheddarsauce und Jalapeños', 'G'],
        ['Coleslaw', 3.5, 'Hausgemachter Krautsalat', 'CM'],
      ] },
      { key: 'salate', label: 'Salate', desc: 'Die leichte Alternative.', theme: 'salad', items: [
        ['Caesar Salad', 9.9, 'Römersalat, Parmesan, Croûtons und Caesar-Dressing', 'ACDG'],
        ['Chicken Salad', 11.5, 'Mit gegrillter Hühnerbrust', 'CM'],
      ] },
      { key: 'desserts', label: 'Desserts & Shakes', desc: 'Süßes und Shakes.', theme: 'shake', items: [
        ['Brownie', 4.5, 'Schokoladenbrownie mit Walnüssen', 'ACGH'],
        ['New York Cheesecake', 5.5, 'Mit Beerensauce', 'ACG'],
        ['Vanille-Milkshake', 5.5, '0,4 l', 'G'],
        ['Schoko-Milkshake', 5.5, '0,4 l', 'G'],
      ] },
      SOFT_DRINKS,
      BEER_WINE,
    ],
  },
  healthy: {
    key: 'healthy', type: 'food', tags: ['healthy', 'bowls'], theme: 'bowl',
    names: ['Bowl & Soul', 'Green Kitchen', 'Salatwerk', 'Fit Food Bar', 'Poke Point', 'Frischeküche', 'Aloha Poke',
      'Gemüsegarten Bistro', 'Mahlzeit Bowls', 'Vital Küche'],
    descriptions: ['Bowls, Salate und Wraps – ausgewogen, regional und ohne Geschmacksverstärker.',
      'Poke Bowls nach hawaiianischer Art mit frischem Fisch, Tofu und viel Gemüse.',
      'Leichte Küche mit Nährwertangaben zu jedem Gericht.'],
    categories: [
      { key: 'bowls', label: 'Bowls', desc: 'Stell deine Bowl zusammen.', theme: 'bowl', core: true, opts: ['bowl-base', 'bowl-toppings', 'extra-protein'], items: [
        ['Salmon Poke Bowl', 13.9, 'Lachs, Edamame, Gurke, Mango und Sesam-Dressing', 'DFN'],
        ['Tuna Poke Bowl', 14.5, 'Thunfisch, Avocado, Rotkraut und Ponzu', 'DF'],
        ['Chicken Teriyaki Bowl', 12.9, 'Hühnerbrust, Brokkoli, Karotten und Teriyaki', 'AFN'],
        ['Tofu Bowl', 11.5, 'Knuspriger Tofu, Edamame, Mais und Erdnusssauce', 'EF'],
        ['Buddha Bowl', 11.9, 'Kichererbsen, Süßkartoffel, Hummus und Spinat', 'N'],
        ['Falafel Bowl', 11.5, 'Falafel, Bulgur, Tabouleh und Tahini', 'AN'],
      ] },
      { key: 'salate', label: 'Salate', desc: 'Große Salate als Hauptgericht.', theme: 'salad', items: [
        ['Quinoa-Salat', 10.9, 'Quinoa, Avocado, Granatapfel und Feta', 'G'],
        ['Caesar Salad light', 10.5, 'Mit Hühnerbrust und Joghurtdressing', 'ACG'],
        ['Linsensalat', 9.5, 'Belugalinsen, Rote Rüben und Ziegenkäse', 'GM'],
        ['Superfood-Salat', 11.5, 'Grünkohl, Blaubeeren, Walnüsse und Kürbiskerne', 'H'],
      ] },
      { key: 'wraps', label: 'Wraps', desc: 'Im Vollkorn-Wrap.', theme: 'wrap', items: [
        ['Chicken Avocado Wrap', 9.5, 'Hühnerbrust, Avocado, Tomate und Salat', 'AG'],
        ['Hummus Veggie Wrap', 8.5, 'Hummus, Grillgemüse und Spinat', 'AN'],
        ['Lachs-Wrap', 10.5, 'Räucherlachs, Frischkäse und Rucola', 'ADG'],
      ] },
      { key: 'suppen', label: 'Suppen', desc: 'Wärmend und leicht.', theme: 'soup', items: [
        ['Kürbiscremesuppe', 5.9, 'Mit Ingwer und Kürbiskernöl', 'GL'],
        ['Linsen-Dal', 6.5, 'Rote Linsen mit Kokosmilch', 'L'],
      ] },
      { key: 'smoothies', label: 'Smoothies & Säfte', desc: 'Frisch gemixt.', theme: 'smoothie', vat: 20, items: [
        ['Green Smoothie', 5.5, 'Spinat, Apfel, Banane und Ingwer', ''],
        ['Berry Smoothie', 5.5, 'Beeren, Banane und Haferdrink', 'A'],
        ['Frisch gepresster Orangensaft', 4.9, '0,3 l', ''],
        ['Ingwer-Shot', 2.9, 'Ingwer, Zitrone und Kurkuma', ''],
      ] },
      { key: 'snacks', label: 'Snacks & Süßes', desc: 'Für zwischendurch.', theme: 'dessert', items: [
        ['Chia-Pudding', 4.9, 'Mit Mango und Kokos', ''],
        ['Energy Balls (3 Stück)', 3.9, 'Datteln, Cashews und Kakao', 'H'],
        ['Açaí Bowl', 8.9, 'Mit Granola, Banane und Beeren', 'AH'],
      ] },
      { ...SOFT_DRINKS, items: SOFT_DRINKS.items.slice(2, 7) },
    ],
  },
  vegan: {
    key: 'vegan', type: 'food', tags: ['vegan', 'healthy'], theme: 'vegan',
    names: ['Veganista Küche', 'Pflanzenkraft', 'Grünzeug', 'Vegan Garden', 'Kraut & Rüben', 'Bio-Bistro Löwenzahn',
      'Blattgold Vegan', 'Veggie Heaven'],
    descriptions: ['Rein pflanzliche Küche: Burger, Bowls und Currys – 100 % vegan, mit Zutaten aus Bio-Landwirtschaft.',
      'Vegane Klassiker der Wiener Küche neu gedacht, vom Seitan-Schnitzel bis zum Kaiserschmarrn.'],
    categories: [
      { key: 'hauptspeisen', label: 'Hauptspeisen', desc: '100 % pflanzlich.', theme: 'vegan', core: true, items: [
        ['Seitan-Schnitzel', 13.9, 'Mit Erdäpfel-Vogerlsalat und Preiselbeeren', 'AFM', ['schnitzel-side']],
        ['Rotes Linsen-Curry', 11.9, 'Mit Kokosmilch, Spinat und Basmatireis', 'L', ['spice']],
        ['Jackfruit Burger', 12.9, 'Pulled Jackfruit, Coleslaw und Pommes', 'AFM', ['burger-side']],
        ['Veganes Chili sin Carne', 10.9, 'Bohnen, Mais und Räuchertofu', 'F'],
        ['Gemüse-Lasagne', 12.5, 'Mit Cashew-Béchamel', 'AH'],
        ['Pad Thai vegan', 11.9, 'Reisnudeln, Tofu, Erdnüsse und Limette', 'EF'],
        ['Falafel-Teller', 11.5, 'Mit Hummus, Salat und Fladenbrot', 'AN'],
      ] },
      { key: 'bowls', label: 'Bowls', desc: 'Bunt und sättigend.', theme: 'bowl', opts: ['bowl-base', 'bowl-toppings'], items: [
        ['Tempeh Bowl', 11.9, 'Mariniertes Tempeh, Rotkraut und Erdnusssauce', 'EF'],
        ['Mediterrane Bowl', 11.5, 'Hummus, Falafel, Oliven und Tabouleh', 'AN'],
        ['Sweet Potato Bowl', 11.5, 'Ofensüßkartoffel, Kichererbsen und Tahini', 'N'],
      ] },
      { key: 'vorspeisen', label: 'Vorspeisen & Suppen', desc: 'Zum Start.', theme: 'soup', items: [
        ['Kürbissuppe', 5.5, 'Mit Kokos und Ingwer', 'L'],
        ['Hummus mit Brot', 5.9, 'Mit Olivenöl und Paprika', 'AN'],
        ['Sommerrollen (3 Stück)', 6.5, 'Reispapier, Gemüse und Erdnuss-Dip', 'EF'],
        ['Gebackene Champignons', 6.9, 'Mit veganer Sauce Tartare', 'AM'],
      ] },
      { key: 'desserts', label: 'Desserts', desc: 'Vegan und trotzdem süß.', theme: 'dessert', items: [
        ['Veganer Kaiserschmarrn', 8.9, 'Mit Zwetschkenröster', 'AF'],
        ['Schoko-Mousse', 4.9, 'Aus Aquafaba und Zartbitterschokolade', 'F'],
        ['Apfelstrudel vegan', 4.9, 'Mit Zimt und Rosinen', 'A'],
      ] },
      { key: 'getraenke', label: 'Getränke', desc: 'Bio-Limonaden und mehr.', theme: 'drink', vat: 20, core: true, items: [
        ['Bio-Holunderlimonade', 3.5, 'Hausgemacht', ''],
        ['Bio-Ingwerlimonade', 3.5, 'Hausgemacht', ''],
        ['Mate-Limonade', 3.9, 'Mit Koffein', ''],
        ['Hafer-Latte', 3.9, 'Espresso mit Haferdrink', 'A'],
        ['Römerquelle still', 2.5, 'Mineralwasser 0,5 l', ''],
      ] },
    ],
  },
  doener: {
    key: 'doener', type: 'food', tags: ['doener', 'turkish', 'kebab'], theme: 'doener',
    names: ['Anatolia Grill', 'Bosporus Kebap', 'Istanbul Döner', 'Ali Baba Kebap', 'Kervan Grill', 'Antalya Kebap & Pizza',
      'Efes Grill', 'Kebap Haus Mevlana', 'Sultan Döner', 'Kapadokya Grill', 'Izmir Kebap', 'Ararat Grill'],
    descriptions: ['Döner vom Spieß aus Kalbfleisch und Huhn, täglich frisch geschichtet, dazu Fladenbrot aus dem eigenen Ofen.',
      'Türkische Grillspezialitäten, Lahmacun und Pide – bis spät in die Nacht.',
      'Familiengeführter Kebap-Imbiss mit hausgemachten Saucen.'],
    categories: [
      { key: 'doener', label: 'Döner & Dürüm', desc: 'Vom Spieß, mit Salat, Zwiebeln und Sauce.', theme: 'doener', core: true,
        opts: ['doener-sauces', 'doener-extras'], items: [
        ['Döner Kebap', 6.5, 'Kalbfleisch im Fladenbrot mit Salat und Sauce', 'AG'],
        ['Hühner-Döner', 6.2, 'Hühnerfleisch im Fladenbrot mit Salat und Sauce', 'AG'],
        ['Dürüm Kebap', 7.2, 'Im Yufka-Fladen gerollt', 'AG'],
        ['Hühner-Dürüm', 6.9, 'Hühnerfleisch im Yufka-Fladen', 'AG'],
        ['Döner-Box', 7.9, 'Döner auf Pommes frites mit Sauce', 'G'],
        ['Vegetarischer Döner', 5.9, 'Mit Falafel, Schafskäse und Grillgemüse', 'AGN'],
        ['Döner mit Käse', 7.5, 'Mit Gouda überbacken', 'AG'],
      ] },
      { key: 'teller', label: 'Teller', desc: 'Mit Salat und Beilage nach Wahl.', theme: 'kebab', opts: ['doener-side', 'doener-sauces'], items: [
        ['Dönerteller', 11.9, 'Kalbfleisch, Salat und Sauce', 'G'],
        ['Hühner-Dönerteller', 11.5, 'Hühnerfleisch, Salat und Sauce', 'G'],
        ['Adana Kebap Teller', 13.9, 'Scharfer Lammfaschiertes-Spieß vom Grill', 'G'],
        ['Köfte Teller', 12.9, 'Gegrillte Fleischlaibchen', 'ACG'],
        ['Iskender Kebap', 13.5, 'Auf Fladenbrot, mit Tomatensauce, Joghurt und Butter', 'AG'],
        ['Falafelteller', 10.5, 'Falafel, Hummus und Salat', 'AN'],
      ] },
      { key: 'pide-lahmacun', label: 'Pide & Lahmacun', desc: 'Aus dem Steinofen.', theme: 'pizza', items: [
        ['Lahmacun', 5.5, 'Türkische Pizza mit Faschiertem, Salat und Zitrone', 'A'],
        ['Lahmacun mit Döner', 7.9, 'Gerollt mit Döner und Salat', 'AG'],
        ['Pide mit Käse', 8.9, 'Mit Schafskäse und Ei', 'ACG'],
        ['Pide mit Sucuk', 9.9, 'Mit Knoblauchwurst, Käse und Ei', 'ACG'],
        ['Pide mit Döner', 10.5, 'Mit Döner und Käse', 'ACG'],
      ] },
      { key: 'pizza', label: 'Pizza', desc: '30 cm, mit Tomatensauce und Käse.', theme: 'pizza', opts: ['pizza-extras'], items: [
        ['Pizza Margherita', 7.9, 'Tomatensauce, Käse', 'AG'],
        ['Pizza Döner', 10.5, 'Mit Döner, Zwiebeln und Peperoni', 'AG'],
        ['Pizza Sucuk', 9.9, 'Mit Knoblauchwurst und Paprika', 'AG'],
        ['Pizza Tonno', 9.5, 'Mit Thunfisch und Zwiebeln', 'ADG'],
      ] },
      { key: 'vorspeisen', label: 'Vorspeisen & Salate', desc: 'Dazu oder als Snack.', theme: 'mezze', items: [
        ['Linsensuppe', 4.5, 'Mit Zitrone und Fladenbrot', 'AL'],
        ['Hirtensalat', 6.5, 'Tomaten, Gurken, Paprika, Zwiebeln', ''],
        ['Sigara Börek (4 Stück)', 5.5, 'Teigröllchen mit Schafskäse', 'ACG'],
        ['Pommes frites', 3.5, 'Mit Ketchup oder Mayo', ''],
        ['Cacık', 4.2, 'Joghurt mit Gurke und Knoblauch', 'G'],
      ] },
      { key: 'desserts', label: 'Süßspeisen', desc: 'Türkische Süßspeisen.', theme: 'baklava', items: [
        ['Baklava (4 Stück)', 4.9, 'Mit Pistazien', 'AGH'],
        ['Künefe', 7.5, 'Warmes Engelshaar-Dessert mit Käse', 'AGH'],
        ['Sütlaç', 4.2, 'Ofen-Milchreis', 'G'],
      ] },
      { key: 'getraenke', label: 'Getränke', desc: 'Kalt und heiß.', theme: 'drink', vat: 20, core: true, items: [
        ['Ayran', 2.2, 'Joghurtgetränk 0,25 l', 'G'],
        ['Coca-Cola', 2.9, '0,33 l', '', ['drink-size']],
        ['Uludağ Gazoz', 2.9, 'Türkische Limonade 0,33 l', ''],
        ['Fanta Orange', 2.9, '0,33 l', '', ['drink-size']],
        ['Türkischer Tee', 1.9, 'Schwarztee im Glas', ''],
        ['Römerquelle prickelnd', 2.5, '0,5 l', ''],
        ['Efes Pilsener 0,5 l', 3.9, 'Türkisches Bier', 'A'],
      ] },
    ],
  },
  asian: {
    key: 'asian', type: 'food', tags: ['asian'], theme: 'noodles',
    nameTags: {
      'Wok Garden': ['chinese', 'wok'], 'Asia Wok Express': ['chinese', 'wok'], 'Mekong Kitchen': ['vietnamese', 'thai'],
      'Saigon Pho': ['vietnamese'], 'Bangkok Street Food': ['thai'], 'Golden Dragon': ['chinese'], 'Lotus Asia': ['chinese', 'thai'],
      'Pho Hanoi': ['vietnamese'], 'Bambus Asia Restaurant': ['chinese'], 'Jade Palast': ['chinese'], 'Little Thai': ['thai'],
      'Dim Sum Haus': ['chinese'],
    },
    names: ['Wok Garden', 'Asia Wok Express', 'Mekong Kitchen', 'Saigon Pho', 'Bangkok Street Food', 'Golden Dragon',
      'Lotus Asia', 'Pho Hanoi', 'Bambus Asia Restaurant', 'Jade Palast', 'Little Thai', 'Dim Sum Haus'],
    descriptions: ['Wok-Gerichte, Currys und Pho – frisch gekocht, auf Wunsch scharf.',
      'Vietnamesische und thailändische Küche mit frischen Kräutern und hausgemachten Brühen.',
      'Chinesische Küche aus dem Wok, Dim Sum und knusprige Ente.'],
    categories: [
      { key: 'vorspeisen', label: 'Vorspeisen', desc: 'Kleine Köstlichkeiten.', theme: 'dumpling', items: [
        ['Frühlingsrollen (4 Stück)', 4.9, 'Mit Gemüse und Süß-Sauer-Sauce', 'AF'],
        ['Sommerrollen (2 Stück)', 5.5, 'Reispapier mit Garnelen, Kräutern und Erdnuss-Dip', 'BE'],
        ['Dim Sum (6 Stück)', 6.9, 'Gedämpfte Teigtaschen mit Garnelen', 'ABF'],
        ['Wan-Tan-Suppe', 4.9, 'Mit Schweinefleisch-Teigtaschen', 'ACF'],
        ['Tom Kha Gai', 5.9, 'Kokossuppe mit Huhn und Galgant', 'BDF'],
        ['Krupuk', 2.9, 'Krabbenchips', 'B'],
      ] },
      { key: 'wok', label: 'Aus dem Wok', desc: 'Mit Beilage nach Wahl.', theme: 'wok', core: true, opts: ['wok-base', 'spice', 'extra-rice'], items: [
        ['Gebratenes Huhn mit Gemüse', 10.9, 'Hühnerfleisch, Brokkoli, Karotten und Austernsauce', 'AFR'],
        ['Rindfleisch mit Zwiebeln', 12.5, 'Zartes Rindfleisch in schwarzer Pfeffersauce', 'AF'],
        ['Huhn Süß-Sauer', 10.9, 'Knuspriges Huhn mit Ananas und Paprika', 'ACF'],
        ['Kung Pao Huhn', 11.5, 'Mit Erdnüssen, Chili und Frühlingszwiebeln', 'AEF'],
        ['Tofu mit Gemüse', 9.9, 'Gebratener Tofu und Saisongemüse', 'AF'],
        ['Knusprige Ente', 14.9, 'Mit Gemüse und Pflaumensauce', 'AF'],
        ['Garnelen in Knoblauch', 14.5, 'Mit Pak Choi', 'ABF'],
      ] },
      { key: 'nudeln-reis', label: 'Nudeln & Reis', desc: 'Gebraten im Wok.', theme: 'noodles', opts: ['spice'], items: [
        ['Pad Thai', 11.5, 'Reisnudeln mit Huhn, Ei, Erdnüssen und Limette', 'CDEF'],
        ['Gebratene Nudeln mit Huhn', 10.5, 'Eiernudeln mit Gemüse', 'ACF'],
        ['Gebratener Reis mit Ei', 9.5, 'Mit Gemüse und Frühlingszwiebeln', 'CF'],
        ['Nasi Goreng', 11.5, 'Indonesischer Bratreis mit Huhn und Spiegelei', 'BCF'],
      ] },
      { key: 'currys', label: 'Currys', desc: 'Mit Jasminreis.', theme: 'curry', opts: ['spice', 'extra-rice'], items: [
        ['Rotes Thai-Curry mit Huhn', 11.9, 'Kokosmilch, Bambus und Thai-Basilikum', 'BDF'],
        ['Grünes Thai-Curry mit Gemüse', 10.9, 'Kokosmilch, Melanzani und Erbsen', 'DF'],
        ['Panang-Curry mit Rind', 13.5, 'Mildes Erdnuss-Curry', 'BDEF'],
        ['Massaman-Curry', 12.9, 'Mit Huhn, Kartoffeln und Erdnüssen', 'DEF'],
      ] },
      { key: 'suppen', label: 'Pho & Suppen', desc: 'Große Portionen.', theme: 'ramen', items: [
        ['Pho Bo', 12.9, 'Reisnudelsuppe mit Rindfleisch und Kräutern', 'F'],
        ['Pho Ga', 11.9, 'Reisnudelsuppe mit Huhn', 'F'],
        ['Scharf-saure Suppe', 5.5, 'Peking-Art, mit Tofu und Bambus', 'ACF'],
      ] },
      { key: 'desserts', label: 'Desserts', desc: 'Zum Abschluss.', theme: 'dessert', items: [
        ['Gebackene Banane', 4.9, 'Mit Honig und Sesam', 'ACN'],
        ['Mango Sticky Rice', 5.9, 'Klebreis mit Kokos und Mango', ''],
      ] },
      { ...SOFT_DRINKS, items: [...SOFT_DRINKS.items.slice(0, 4), ['Jasmintee (Kanne)', 3.5, 'Chinesischer Grüntee', ''], ['Singha 0,33 l', 4.2, 'Thailändisches Bier', 'A'], ['Tsingtao 0,33 l', 4.2, 'Chinesisches Bier', 'A']] },
    ],
  },
  austrian: {
    key: 'austrian', type: 'food', tags: ['austrian', 'wirtshaus', 'schnitzel'], theme: 'schnitzel',
    names: ['Gasthaus zum Goldenen Hirschen', 'Wirtshaus zur Linde', 'Beisl am Eck', 'Gasthof Zum Schwarzen Adler',
      'Zur Alten Post', 'Wirtshaus Stadtkrug', 'Schnitzelhaus', 'Gasthaus Rosenhof', 'Gasthaus Zum Grünen Baum',
      'Wirtshaus Kaiserhof', 'Beisl Zur Stadtbahn', 'Landgasthof Kirchenwirt'],
    descriptions: ['Echte Wirtshausküche: Wiener Schnitzel, Tafelspitz und Kaiserschmarrn – mit Produkten von Bauern aus der Region.',
      'Traditionelles Beisl mit Mittagsmenü und österreichischen Klassikern.',
      'Gutbürgerliche Küche seit drei Generationen, Fleisch aus heimischer Haltung.'],
    categories: [
      { key: 'suppen', label: 'Suppen', desc: 'Kräftige Rindsuppe, hausgemacht.', theme: 'soup', items: [
        ['Frittatensuppe', 4.9, 'Rindsuppe mit Palatschinkenstreifen', 'ACGL'],
        ['Leberknödelsuppe', 5.2, 'Rindsuppe mit Leberknödel', 'ACL'],
        ['Grießnockerlsuppe', 4.9, 'Rindsuppe mit Grießnockerl', 'ACGL'],
        ['Gulaschsuppe', 5.9, 'Mit Gebäck', 'AL'],
        ['Knoblauchcremesuppe', 5.2, 'Mit Schwarzbrot-Croûtons', 'AGL'],
      ] },
      { key: 'vorspeisen', label: 'Vorspeisen & Salate', desc: 'Zum Einstieg.', theme: 'salad', items: [
        ['Erdäpfel-Vogerlsalat', 6.5, 'Mit Kernöl und Kürbiskernen', 'M'],
        ['Steirischer Backhendlsalat', 12.9, 'Gebackene Hühnerstreifen auf Blattsalat mit Kernöl', 'ACG'],
        ['Gebackene Champignons', 8.9, 'Mit Sauce Tartare', 'ACM'],
        ['Liptauer-Brot', 5.5, 'Bauernbrot mit pikantem Topfenaufstrich', 'AG'],
      ] },
      { key: 'hauptspeisen', label: 'Hauptspeisen', desc: 'Österreichische Klassiker.', theme: 'schnitzel', core: true, items: [
        ['Wiener Schnitzel vom Kalb', 21.9, 'In Butterschmalz gebacken, mit Zitrone und Preiselbeeren', 'ACG', ['schnitzel-side', 'schnitzel-extras']],
        ['Schnitzel vom Schwein', 14.9, 'Wiener Art gebacken', 'ACG', ['schnitzel-side', 'schnitzel-extras']],
        ['Cordon bleu', 16.9, 'Mit Schinken und Käse gefüllt', 'ACG', ['schnitzel-side']],
        ['Backhendl', 15.9, 'Gebackenes Huhn mit Erdäpfelsalat', 'ACGM'],
        ['Tafelspitz', 19.9, 'Mit Rösterdäpfeln, Apfelkren und Schnittlauchsauce', 'ACGL'],
        ['Rindsgulasch', 14.5, 'Mit Semmelknödel oder Gebäck', 'ACL'],
        ['Zwiebelrostbraten', 22.9, 'Mit Röstzwiebeln und Braterdäpfeln', 'AL'],
        ['Schweinsbraten', 14.9, 'Mit Sauerkraut und Semmelknödel', 'ACL'],
        ['Käsespätzle', 12.9, 'Mit Bergkäse und Röstzwiebeln', 'ACG'],
        ['Kasnocken', 12.5, 'Pinzgauer Art mit Schnittlauch', 'ACG'],
        ['Krautfleckerl', 10.9, 'Mit Weißkraut und Kümmel', 'AC'],
        ['Grammelknödel', 11.5, 'Mit Sauerkraut', 'ACG'],
      ] },
      { key: 'mehlspeisen', label: 'Mehlspeisen', desc: 'Süß, wie bei der Oma.', theme: 'strudel', items: [
        ['Kaiserschmarrn', 10.9, 'Mit Zwetschkenröster', 'ACG'],
        ['Apfelstrudel', 5.5, 'Mit Vanillesauce', 'ACG'],
        ['Marillenknödel (2 Stück)', 8.9, 'In Butterbröseln', 'ACG'],
        ['Topfenpalatschinken', 7.5, 'Überbacken mit Vanillesauce', 'ACG'],
        ['Sachertorte', 5.9, 'Mit Schlagobers', 'ACG'],
        ['Germknödel', 8.5, 'Mit Powidl, Mohn und Butter', 'ACG'],
      ] },
      { ...SOFT_DRINKS, items: [...SOFT_DRINKS.items.slice(0, 6), ['Apfelsaft gespritzt 0,5 l', 3.5, 'Naturtrüber Apfelsaft mit Mineralwasser', '']] },
      BEER_WINE,
    ],
  },
  indian: {
    key: 'indian', type: 'food', tags: ['indian', 'curry'], theme: 'curry',
    names: ['Taj Mahal', 'Indian Palace', 'Bombay Curry House', 'Maharaja', 'Namaste India', 'Ganesha', 'Curry Haus',
      'Punjab Tandoori', 'Delhi Darbar', 'Kerala Spice'],
    descriptions: ['Nordindische Küche aus dem Tandoor-Ofen: Currys, Biryani und frisches Naan.',
      'Indische Spezialitäten, mild oder feurig scharf – viele Gerichte vegetarisch oder vegan.'],
    categories: [
      { key: 'vorspeisen', label: 'Vorspeisen', desc: 'Knusprig und würzig.', theme: 'samosa', items: [
        ['Vegetable Samosa (2 Stück)', 4.9, 'Teigtaschen mit Kartoffeln und Erbsen', 'A'],
        ['Onion Bhaji', 4.9, 'Zwiebelküchlein in Kichererbsenteig', ''],
        ['Pakora gemischt', 5.9, 'Gemüse in Kichererbsenteig gebacken', ''],
        ['Papadam mit Chutneys', 2.9, 'Linsenfladen mit drei Chutneys', 'M'],
        ['Dal-Suppe', 4.5, 'Linsensuppe mit Kreuzkümmel', 'L'],
      ] },
      { key: 'curry', label: 'Currys', desc: 'Mit Basmatireis.', theme: 'curry', core: true, opts: ['spice', 'curry-sides'], items: [
        ['Butter Chicken', 13.9, 'Huhn in Tomaten-Butter-Sauce', 'GH'],
        ['Chicken Tikka Masala', 13.9, 'Tandoori-Huhn in Masala-Sauce', 'G'],
        ['Chicken Korma', 13.5, 'Mild, mit Cashews und Sahne', 'GH'],
        ['Lamb Rogan Josh', 15.9, 'Lamm in kräftiger Gewürzsauce', 'G'],
        ['Chicken Vindaloo', 13.9, 'Sehr scharf, mit Kartoffeln', ''],
        ['Palak Paneer', 11.9, 'Spinat mit hausgemachtem Käse', 'G'],
        ['Chana Masala', 10.5, 'Kichererbsen in Tomatensauce, vegan', ''],
        ['Dal Makhani', 10.9, 'Schwarze Linsen mit Butter', 'G'],
        ['Malai Kofta', 12.5, 'Gemüsebällchen in Cashew-Sauce', 'GH'],
      ] },
      { key: 'tandoori', label: 'Aus dem Tandoor', desc: 'Im Lehmofen gegrillt.', theme: 'tandoori', items: [
        ['Chicken Tikka', 13.9, 'Marinierte Hühnerbrust vom Spieß', 'G'],
        ['Tandoori Chicken (halb)', 14.5, 'Mit Minz-Chutney', 'G'],
        ['Paneer Tikka', 12.5, 'Gegrillter Käse mit Paprika', 'G'],
        ['Seekh Kebab', 14.5, 'Lammfaschiertes vom Spieß', 'G'],
      ] },
      { key: 'biryani', label: 'Biryani', desc: 'Gewürzreis mit Raita.', theme: 'rice', opts: ['spice'], items: [
        ['Chicken Biryani', 13.5, 'Mit Safran und Röstzwiebeln', 'GH'],
        ['Lamb Biryani', 15.5, 'Mit Lamm und Rosinen', 'GH'],
        ['Vegetable Biryani', 11.5, 'Mit Saisongemüse', 'GH'],
      ] },
      { key: 'brot', label: 'Naan & Beilagen', desc: 'Frisch aus dem Ofen.', theme: 'bread', items: [
        ['Naan', 2.5, 'Fladenbrot aus dem Tandoor', 'AG'],
        ['Garlic Naan', 2.9, 'Mit Knoblauch und Koriander', 'AG'],
        ['Cheese Naan', 3.9, 'Mit Käse gefüllt', 'AG'],
        ['Basmatireis', 2.9, 'Portion', ''],
        ['Raita', 2.9, 'Joghurt mit Gurke und Minze', 'G'],
      ] },
      { key: 'desserts', label: 'Desserts', desc: 'Süßes aus Indien.', theme: 'dessert', items: [
        ['Gulab Jamun', 4.5, 'Milchbällchen in Rosensirup', 'AG'],
        ['Mango Kulfi', 4.9, 'Indisches Eis', 'GH'],
      ] },
      { key: 'getraenke', label: 'Getränke', desc: 'Kalt und erfrischend.', theme: 'drink', vat: 20, core: true, items: [
        ['Mango Lassi', 3.9, 'Joghurtgetränk mit Mango', 'G'],
        ['Salt Lassi', 3.5, 'Joghurtgetränk gesalzen', 'G'],
        ['Masala Chai', 3.2, 'Gewürztee mit Milch', 'G'],
        ['Coca-Cola', 2.9, '0,33 l', '', ['drink-size']],
        ['Kingfisher 0,33 l', 4.2, 'Indisches Lagerbier', 'A'],
        ['Römerquelle prickelnd', 2.5, '0,5 l', ''],
      ] },
    ],
  },
  lebensmittel: {
    key: 'lebensmittel', type: 'store', tags: ['food', 'groceries', 'lebensmittel'], theme: 'grocery',
    names: ['Nahversorger Brunner', 'Frischmarkt', 'Greißlerei Huber', 'Feinkost Mayer', 'Bio-Laden Sonnenblume',
      'Markt am Eck', 'Kaufhaus Steiner', 'Dorfladen Gruber', 'Frische Ecke', 'Genussladen Wagner'],
    descriptions: ['Lebensmittel für den täglichen Bedarf, frisches Obst und Gemüse von Bauern aus der Umgebung – bis an die Haustür.',
      'Nahversorger mit Brot, Milchprodukten, Obst, Gemüse und Getränken.',
      'Regionale Spezialitäten, Bio-Produkte und Feinkost.'],
    categories: [
      { key: 'obst-gemuese', label: 'Obst & Gemüse', desc: 'Frisch und saisonal.', theme: 'fruit', core: true, items: [
        ['Bananen (1 kg)', 1.99, 'Herkunft: Ecuador', ''],
        ['Äpfel Gala (1 kg)', 2.49, 'Aus der Steiermark', ''],
        ['Bio-Karotten (1 kg)', 1.79, 'Aus Österreich', ''],
        ['Rispentomaten (500 g)', 2.29, 'Aus Österreich', ''],
        ['Gurke', 0.89, 'Stück', ''],
        ['Erdäpfel festkochend (2 kg)', 2.99, 'Aus dem Marchfeld', ''],
        ['Zwiebeln (1 kg)', 1.49, 'Aus Österreich', ''],
        ['Zitronen (500 g)', 1.99, 'Aus Spanien', ''],
        ['Avocado', 1.29, 'Essreif', ''],
      ] },
      { key: 'brot-gebaeck', label: 'Brot & Gebäck', desc: 'Täglich frisch vom Bäcker.', theme: 'bread', items: [
        ['Kaisersemmel', 0.45, 'Stück', 'A'],
        ['Bauernbrot (750 g)', 3.49, 'Roggenmischbrot', 'A'],
        ['Vollkornweckerl', 0.79, 'Stück', 'AN'],
        ['Croissant', 1.1, 'Butter-Croissant', 'ACG'],
        ['Toastbrot', 1.99, '500 g', 'A'],
      ] },
      { key: 'milchprodukte', label: 'Milch & Käse', desc: 'Aus österreichischen Molkereien.', theme: 'cheese', items: [
        ['Vollmilch 3,5 % (1 l)', 1.39, 'Frischmilch', 'G'],
        ['Naturjoghurt (500 g)', 1.29, '3,6 % Fett', 'G'],
        ['Teebutter (250 g)', 2.99, 'Aus Österreich', 'G'],
        ['Bergkäse (200 g)', 3.99, 'Aus Vorarlberg', 'G'],
        ['Eier aus Freilandhaltung (10 Stück)', 3.69, 'Größe M', 'C'],
        ['Topfen (250 g)', 1.19, '20 % Fett', 'G'],
        ['Haferdrink (1 l)', 1.89, 'Ungesüßt', 'A'],
      ] },
      { key: 'vorrat', label: 'Vorratsschrank', desc: 'Nudeln, Reis, Konserven.', theme: 'pantry', items: [
        ['Spaghetti (500 g)', 1.49, 'Hartweizengrieß', 'A'],
        ['Basmatireis (1 kg)', 2.99, 'Langkornreis', ''],
        ['Passierte Tomaten (500 g)', 0.99, 'Glas', ''],
        ['Olivenöl extra vergine (0,75 l)', 8.99, 'Aus Italien', ''],
        ['Kürbiskernöl (0,25 l)', 7.49, 'Steirisches g.g.A.', ''],
        ['Mehl glatt (1 kg)', 0.99, 'Weizenmehl Type 480', 'A'],
        ['Kaffee gemahlen (500 g)', 6.99, 'Wiener Melange-Röstung', ''],
        ['Manner Schnitten', 2.29, 'Neapolitaner, 300 g', 'AFH'],
      ] },
      { key: 'wurst-fleisch', label: 'Wurst & Fleisch', desc: 'Von der Feinkosttheke.', theme: 'meat', items: [
        ['Extrawurst (150 g)', 2.19, 'Geschnitten', 'M'],
        ['Beinschinken (150 g)', 3.29, 'Geschnitten', ''],
        ['Käsekrainer (2 Stück)', 3.99, 'Mit Emmentaler', 'G'],
        ['Hühnerbrust (500 g)', 7.99, 'Aus Österreich', ''],
      ] },
      { key: 'getraenke', label: 'Getränke', desc: 'Kalte Getränke und mehr.', theme: 'drink', vat: 20, core: true, items: [
        ['Römerquelle prickelnd (1,5 l)', 1.19, 'Mineralwasser', ''],
        ['Almdudler (1,5 l)', 2.49, 'Kräuterlimonade', ''],
        ['Coca-Cola (1,5 l)', 2.29, 'Erfrischungsgetränk', ''],
        ['Ottakringer Helles (6 x 0,5 l)', 8.99, 'Bier, ab 16 Jahren', 'A'],
        ['Grüner Veltliner (0,75 l)', 6.99, 'Weißwein, ab 16 Jahren', 'O'],
        ['Pago Orangensaft (1 l)', 2.79, '100 % Fruchtsaft', ''],
      ] },
      { key: 'haushalt', label: 'Haushalt & Drogerie', desc: 'Was sonst noch fehlt.', theme: 'household', vat: 20, items: [
        ['Küchenrolle (4 Rollen)', 3.49, '3-lagig', ''],
        ['Toilettenpapier (8 Rollen)', 3.99, '3-lagig', ''],
        ['Geschirrspülmittel (500 ml)', 1.79, 'Zitrone', ''],
        ['Müllsäcke (20 Stück)', 1.99, '35 l', ''],
      ] },
      { key: 'suessigkeiten', label: 'Süßes & Snacks', desc: 'Für den kleinen Hunger.', theme: 'sweets', items: [
        ['Kartoffelchips (150 g)', 1.99, 'Gesalzen', ''],
        ['Milchschokolade (100 g)', 1.49, 'Alpenmilch', 'GH'],
        ['Mozartkugeln (6 Stück)', 4.99, 'Mit Marzipan und Nougat', 'GH'],
        ['Studentenfutter (200 g)', 2.99, 'Nüsse und Rosinen', 'H'],
      ] },
    ],
  },
  getraenke: {
    key: 'getraenke', type: 'store', tags: ['drinks', 'getraenke'], theme: 'beer',
    names: ['Getränke Hofer', 'Durstlöscher Getränkemarkt', 'Weinhandlung Bauer', 'Getränkeshop Prost', 'Kistl Express',
      'Wein & Co. Ecke', 'Getränkelieferdienst Pichler'],
    descriptions: ['Getränke-Lieferdienst: Bier, Wein, Säfte und Mineralwasser – kistenweise bis in die Wohnung.',
      'Weinhandlung mit österreichischen Weinen, Sekt und Spirituosen.'],
    categories: [
      { key: 'bier', label: 'Bier', desc: 'Ab 16 Jahren.', theme: 'beer', vat: 20, core: true, items: [
        ['Stiegl Goldbräu (20 x 0,5 l)', 27.99, 'Kiste, zzgl. Pfand', 'A'],
        ['Ottakringer Helles (20 x 0,5 l)', 25.99, 'Kiste, zzgl. Pfand', 'A'],
        ['Gösser Märzen (6 x 0,5 l)', 8.49, 'Sixpack Dose', 'A'],
        ['Zipfer Urtyp (6 x 0,5 l)', 8.49, 'Sixpack', 'A'],
        ['Schremser Bio-Zwickl (0,5 l)', 2.19, 'Flasche', 'A'],
        ['Stiegl Radler Zitrone (6 x 0,5 l)', 7.99, 'Sixpack', 'A'],
        ['Alkoholfreies Bier (6 x 0,5 l)', 7.49, 'Sixpack', 'A'],
      ] },
      { key: 'wein', label: 'Wein & Sekt', desc: 'Ab 16 Jahren.', theme: 'wine', vat: 20, core: true, items: [
        ['Grüner Veltliner Kamptal (0,75 l)', 9.9, 'Trocken, Weißwein', 'O'],
        ['Riesling Wachau (0,75 l)', 14.9, 'Federspiel, Weißwein', 'O'],
        ['Blaufränkisch Mittelburgenland (0,75 l)', 12.9, 'Rotwein', 'O'],
        ['Zweigelt Weinviertel (0,75 l)', 8.9, 'Rotwein', 'O'],
        ['Schlumberger Sparkling Brut (0,75 l)', 15.9, 'Österreichischer Sekt', 'O'],
        ['Uhudler (0,75 l)', 11.9, 'Südburgenland', 'O'],
      ] },
      { key: 'alkoholfrei', label: 'Alkoholfrei', desc: 'Limonaden, Säfte, Wasser.', theme: 'drink', vat: 20, core: true, items: [
        ['Römerquelle prickelnd (6 x 1,5 l)', 6.99, 'Mineralwasser', ''],
        ['Vöslauer still (6 x 1,5 l)', 6.99, 'Mineralwasser', ''],
        ['Almdudler (6 x 1,5 l)', 13.99, 'Kräuterlimonade', ''],
        ['Coca-Cola (6 x 1,5 l)', 12.99, 'Erfrischungsgetränk', ''],
        ['Rauch Happy Day Orange (1 l)', 2.99, '100 % Fruchtsaft', ''],
        ['Red Bull (4 x 0,25 l)', 5.49, 'Energy Drink', ''],
        ['Makava Eistee (0,33 l)', 2.49, 'Mate-Eistee', ''],
      ] },
      { key: 'spirituosen', label: 'Spirituosen', desc: 'Ab 18 Jahren.', theme: 'spirits', vat: 20, items: [
        ['Marillenbrand (0,5 l)', 24.9, 'Wachauer Marille', ''],
        ['Obstler (0,7 l)', 16.9, 'Aus Tirol', ''],
        ['Gin Austria (0,5 l)', 29.9, 'Mit heimischen Botanicals', ''],
        ['Jägermeister (0,7 l)', 17.9, 'Kräuterlikör', ''],
      ] },
      { key: 'snacks', label: 'Snacks', desc: 'Zum Getränk.', theme: 'sweets', items: [
        ['Soletti (200 g)', 1.79, 'Salzstangen', 'A'],
        ['Erdnüsse geröstet (200 g)', 2.29, 'Gesalzen', 'E'],
        ['Kartoffelchips Paprika (150 g)', 1.99, 'Chips', ''],
      ] },
      { key: 'zubehoer', label: 'Zubehör', desc: 'Für die Party.', theme: 'household', vat: 20, items: [
        ['Eiswürfel (2 kg)', 3.49, 'Beutel', ''],
        ['Partybecher (50 Stück)', 3.99, '0,3 l', ''],
        ['Papierstrohhalme (100 Stück)', 2.99, 'Kompostierbar', ''],
      ] },
    ],
  },
};

// Italian restaurants share the pizza menu with a stronger pasta part.
CUISINES.italian!.categories = CUISINES.pizza!.categories.map((c) =>
  c.key === 'pasta' || c.key === 'ofengerichte' ? { ...c, core: true } : c.key === 'pizza' ? { ...c, core: false } : c,
);
