/**
 * Answers of the geocoding endpoints (Austrian postal codes, GeoNames data): GET /api/geo/search?q=… and
 * GET /api/geo/postal/{code}.
 */
import { z } from 'zod';

/** One postal-code / place suggestion for the address boxes. */
export const geoSuggestionSchema = z.object({
  postalCode: z.string(),
  city: z.string(),
  /** the matched place: Vienna district, village or the city itself */
  place: z.string(),
  state: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** e.g. "1100 Wien, Favoriten", "4400 Steyr", "4400 Garsten (Steyr)" */
  label: z.string(),
});
export type GeoSuggestion = z.infer<typeof geoSuggestionSchema>;

/** GET /api/geo/search: at most 5 suggestions, Austria only. */
export const geoSearchResponseSchema = z.object({ results: z.array(geoSuggestionSchema) });

/** GET /api/geo/postal/{code} */
export const postalCodeInfoSchema = z.object({
  postalCode: z.string(),
  city: z.string(),
  state: z.string(),
  district: z.string().optional(),
  lat: z.number(),
  lng: z.number(),
  /** the places under this code, the city (or "Wien, {district}") first */
  places: z.array(z.string()),
});
export type PostalCodeInfo = z.infer<typeof postalCodeInfoSchema>;
