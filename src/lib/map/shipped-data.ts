/**
 * The shipped basemap's data (src/build/basemap.ts): Austria's outline and the postal-code points, fetched once per
 * page when a map is first shown. The service worker keeps them (with maplibre) for offline use.
 */
import { apiFetch } from '../api/client.ts';
import { parsePostalPoints, type LngLat } from './geo-features.ts';

export interface ShippedMapData {
  outline: unknown;
  postal: Map<string, LngLat>;
}

let pending: Promise<ShippedMapData> | null = null;

function json(url: string | undefined): Promise<unknown> {
  if (!url) return Promise.reject(new Error('map data: this build has no basemap files'));
  return apiFetch(url, { origin: 'page', retry: false });
}

export function loadShippedMapData(): Promise<ShippedMapData> {
  pending ??= Promise.all([json(import.meta.env.VITE_MAP_OUTLINE_URL), json(import.meta.env.VITE_MAP_POSTAL_URL)]).then(
    ([outline, postal]) => ({ outline, postal: parsePostalPoints(postal) }),
    (err: unknown) => {
      pending = null; // a later map may try again (back online)
      throw err;
    },
  );
  return pending;
}
