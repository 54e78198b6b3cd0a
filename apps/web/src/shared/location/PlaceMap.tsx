import type { GeoPoint } from '@volna/contracts';
import type { Map as LeafletMap, CircleMarker } from 'leaflet';
import { useEffect, useRef } from 'react';
import styles from './location.module.css';

type Props = {
  /** The tile template ({z}/{x}/{y}) from MAP_TILES_URL. */
  tilesUrl: string;
  point: GeoPoint;
  /** A tap on the map moves the pin there (the picker); without it the map only shows the place. */
  onMove?: (point: GeoPoint) => void;
  label: string;
};

const ZOOM = 14;

/** The place on a Leaflet map with a round pin; Leaflet and its styles load with the first map, not with any page. */
export function PlaceMap({ tilesUrl, point, onMove, label }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<{ map: LeafletMap; pin: CircleMarker } | null>(null);
  const onMoveRef = useRef(onMove);
  onMoveRef.current = onMove;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once per tile source; the point moves it below
  useEffect(() => {
    let cancelled = false;
    void Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]).then(([leaflet]) => {
      const L = leaflet.default ?? leaflet;
      if (cancelled || !box.current) return;
      const made = L.map(box.current, { attributionControl: true }).setView([point.lat, point.lng], ZOOM);
      L.tileLayer(tilesUrl, { maxZoom: 19, attribution: '© OpenStreetMap' }).addTo(made);
      const pin = L.circleMarker([point.lat, point.lng], {
        radius: 9,
        color: '#1261d6',
        fillOpacity: 0.8,
      }).addTo(made);
      made.on('click', (event) => onMoveRef.current?.({ lat: event.latlng.lat, lng: event.latlng.lng }));
      map.current = { map: made, pin };
    });
    return () => {
      cancelled = true;
      map.current?.map.remove();
      map.current = null;
    };
  }, [tilesUrl]);

  useEffect(() => {
    map.current?.pin.setLatLng([point.lat, point.lng]);
    map.current?.map.panTo([point.lat, point.lng]);
  }, [point.lat, point.lng]);

  return <div ref={box} className={styles.map} role="img" aria-label={label} data-testid="place-map" />;
}
