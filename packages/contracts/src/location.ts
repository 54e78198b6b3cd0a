import { z } from 'zod';

// A place a form takes (a listing's place, a task's location, …): the address as typed or found, and, when it was
// picked on the map, its point kept beside it as "lat,lng" text in the field `<name>At` (forms hold text only).

/** "55.7558,37.6173": latitude then longitude, decimal degrees. */
const POINT_PATTERN = /^(-?\d{1,3}(?:\.\d{1,8})?),(-?\d{1,3}(?:\.\d{1,8})?)$/;

export type GeoPoint = { lat: number; lng: number };

/** The point of a "lat,lng" text, or null when it is not one on the globe (latitude ±90, longitude ±180). */
export function parseGeoPoint(text: string): GeoPoint | null {
  const match = POINT_PATTERN.exec(text.trim());
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

/** The stored text of a point, 6 decimals (about 10 cm). */
export const formatGeoPoint = ({ lat, lng }: GeoPoint) => `${lat.toFixed(6)},${lng.toFixed(6)}`;

/** A picked point as a form sends it; anything off the globe is refused with 'locationInvalid'. */
export const geoPointText = z
  .string({ error: 'locationInvalid' })
  .trim()
  .refine((text) => parseGeoPoint(text) !== null, { error: 'locationInvalid' });

/** The optional point beside a place field; an empty text is no point (the address alone). */
export const placePoint = z
  .string({ error: 'locationInvalid' })
  .trim()
  .refine((text) => text === '' || parseGeoPoint(text) !== null, { error: 'locationInvalid' })
  .optional();

/**
 * The app's city list: the picker's choices when no geocoder is configured or the network is down (names are the web
 * app's `location:city.<key>`).
 */
export const PLACE_CITIES = [
  { key: 'moscow', lat: 55.7558, lng: 37.6173 },
  { key: 'saintPetersburg', lat: 59.9343, lng: 30.3351 },
  { key: 'kazan', lat: 55.7961, lng: 49.1064 },
  { key: 'novosibirsk', lat: 55.0084, lng: 82.9357 },
  { key: 'yekaterinburg', lat: 56.8389, lng: 60.6057 },
  { key: 'vladivostok', lat: 43.1155, lng: 131.8855 },
  { key: 'khabarovsk', lat: 48.4802, lng: 135.0719 },
  { key: 'irkutsk', lat: 52.2869, lng: 104.305 },
  { key: 'beijing', lat: 39.9042, lng: 116.4074 },
  { key: 'shanghai', lat: 31.2304, lng: 121.4737 },
  { key: 'harbin', lat: 45.8038, lng: 126.535 },
  { key: 'guangzhou', lat: 23.1291, lng: 113.2644 },
  { key: 'urumqi', lat: 43.8256, lng: 87.6168 },
  { key: 'tokyo', lat: 35.6762, lng: 139.6503 },
] as const;

/** GET /app/system/map: where the map's tiles and the address search come from (MAP_TILES_URL, GEOCODER_URL). */
export const mapSettings = z.object({
  /** An OpenStreetMap-style tile template with {z}/{x}/{y}; null: no map, the address text only. */
  tilesUrl: z.string().nullable(),
  /** A Nominatim-compatible search base (GET {geocoderUrl}/search?q=…&format=json); null: the city list only. */
  geocoderUrl: z.string().nullable(),
});
export type MapSettings = z.infer<typeof mapSettings>;
