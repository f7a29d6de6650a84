/**
 * The visible name of a vendor's cuisine (issue 25 item 5): the vendor system sends a key ("doener", "getraenke"); the
 * customer reads it in their language. A key we do not know is shown as sent.
 */
import type { TFunction } from 'i18next';

const KNOWN = ['pizza', 'italian', 'sushi', 'burger', 'healthy', 'vegan', 'doener', 'asian', 'austrian', 'indian', 'lebensmittel', 'getraenke'] as const;
type KnownCuisine = (typeof KNOWN)[number];
const isKnown = (c: string): c is KnownCuisine => (KNOWN as readonly string[]).includes(c);

export function cuisineLabel(t: TFunction, cuisine: string): string {
  const key = cuisine.trim().toLowerCase();
  return isKnown(key) ? t(`listing.cuisines.${key}`) : cuisine;
}
