import type { Place } from './place.ts';

type NominatimHit = { display_name?: unknown; lat?: unknown; lon?: unknown };

const RESULTS_MAX = 6;

/** The places the geocoder (Nominatim-compatible, GEOCODER_URL) finds for `text`; rejects when it cannot be reached. */
export async function searchAddress(geocoderUrl: string, text: string, lang: string, signal?: AbortSignal) {
  const query = new URLSearchParams({
    q: text,
    format: 'json',
    limit: String(RESULTS_MAX),
    'accept-language': lang,
  });
  const response = await fetch(`${geocoderUrl}/search?${query}`, { signal });
  if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
  const hits = (await response.json()) as unknown;
  if (!Array.isArray(hits)) throw new Error('geocoder answered no list');
  // Whatever the service adds or leaves out, only named points on the globe are offered.
  return (hits as NominatimHit[]).flatMap((hit): Place[] => {
    const lat = Number(hit.lat);
    const lng = Number(hit.lon);
    if (typeof hit.display_name !== 'string' || !Number.isFinite(lat) || !Number.isFinite(lng)) return [];
    if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return [];
    return [{ address: hit.display_name.slice(0, 200), point: { lat, lng } }];
  });
}
