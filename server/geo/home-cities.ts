/**
 * The twelve cities of the home-page grid (spec 1 §2): slug → display name, the GeoNames community the city's
 * postal codes belong to, and its postal codes (from server/data/at-postal-codes.json; asserted by tests).
 */
export interface HomeCity {
  slug: string;
  name: string;
  /** community name in the GeoNames data */
  community: string;
  /** the postal codes of the city proper, main code first */
  postalCodes: string[];
}

export const HOME_CITIES: readonly HomeCity[] = [
  {
    slug: 'wien', name: 'Wien', community: 'Wien',
    postalCodes: ['1010', '1020', '1030', '1040', '1050', '1060', '1070', '1080', '1090', '1100', '1110', '1120',
      '1130', '1140', '1150', '1160', '1170', '1180', '1190', '1200', '1210', '1220', '1230'],
  },
  { slug: 'graz', name: 'Graz', community: 'Graz', postalCodes: ['8010', '8020', '8036', '8041', '8042', '8043', '8047', '8051', '8052', '8053', '8055', '8074'] },
  { slug: 'linz', name: 'Linz', community: 'Linz', postalCodes: ['4020', '4030', '4040'] },
  { slug: 'salzburg', name: 'Salzburg', community: 'Salzburg', postalCodes: ['5020', '5023', '5026', '5061', '5071', '5081', '5082'] },
  { slug: 'innsbruck', name: 'Innsbruck', community: 'Innsbruck', postalCodes: ['6020', '6080'] },
  { slug: 'klagenfurt', name: 'Klagenfurt', community: 'Klagenfurt am Wörthersee', postalCodes: ['9020', '9061'] },
  { slug: 'st-polten', name: 'St. Pölten', community: 'St. Pölten', postalCodes: ['3100', '3104', '3105', '3107', '3140', '3151'] },
  { slug: 'villach', name: 'Villach', community: 'Villach', postalCodes: ['9500', '9504', '9523', '9524', '9580', '9586'] },
  { slug: 'wels', name: 'Wels', community: 'Wels', postalCodes: ['4600'] },
  { slug: 'dornbirn', name: 'Dornbirn', community: 'Dornbirn', postalCodes: ['6850'] },
  { slug: 'steyr', name: 'Steyr', community: 'Steyr', postalCodes: ['4400', '4407', '4451'] },
  { slug: 'wiener-neustadt', name: 'Wiener Neustadt', community: 'Wiener Neustadt', postalCodes: ['2700', '2751', '2752'] },
];

export const HOME_CITY_BY_NAME: ReadonlyMap<string, HomeCity> = new Map(HOME_CITIES.map((c) => [c.name, c]));
