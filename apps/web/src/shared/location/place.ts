import { formatGeoPoint, type GeoPoint, parseGeoPoint } from '@volna/contracts';
import { paths } from '../lib/paths.ts';

/** A place as the forms hold it: the address text, and the point when it was picked on the map. */
export type Place = { address: string; point: GeoPoint | null };

/** The place of a form's field `name` and its `<name>At` point text. */
export const placeOf = (body: Record<string, unknown>, name: string): Place => ({
  address: typeof body[name] === 'string' ? body[name] : '',
  point: typeof body[`${name}At`] === 'string' ? parseGeoPoint(body[`${name}At`] as string) : null,
});

/** The form patch that stores a picked place in `name` and `<name>At`. */
export const placePatch = (name: string, place: Place) => ({
  [name]: place.address,
  [`${name}At`]: place.point ? formatGeoPoint(place.point) : '',
});

/** The /open-location address of a place (the viewer). */
export const openLocationPath = (place: Place) => {
  const query = new URLSearchParams({ address: place.address });
  if (place.point) query.set('at', formatGeoPoint(place.point));
  return `${paths.openLocation}?${query}`;
};

/** The place in an outside map (OpenStreetMap's site, which any phone opens): the point, else a search for the text. */
export const outsideMapUrl = (place: Place) =>
  place.point
    ? `https://www.openstreetmap.org/?mlat=${place.point.lat}&mlon=${place.point.lng}#map=16/${place.point.lat}/${place.point.lng}`
    : `https://www.openstreetmap.org/search?query=${encodeURIComponent(place.address)}`;
