import { parseGeoPoint } from '@volna/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { useMapSettings } from '../../../shared/location/map-settings.ts';
import { outsideMapUrl, type Place } from '../../../shared/location/place.ts';
import { PlaceMap } from '../../../shared/location/PlaceMap.tsx';
import styles from '../../../shared/location/location.module.css';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';

/**
 * /open-location: a place on the map with "open in maps"; query address, at ("lat,lng"). With no tiles configured, or
 * no point, the address text (and the outside map's search for it).
 */
export default function OpenLocationPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const settings = useMapSettings();
  const place: Place = {
    address: (query.get('address') ?? '').slice(0, 200),
    point: parseGeoPoint(query.get('at') ?? ''),
  };
  const tilesUrl = settings.data?.tilesUrl;
  return (
    <PageFrame title={t('location:viewTitle')} backTo={paths.chat}>
      <p className={styles.address} data-testid="location-address">
        {place.address || t('location:noAddress')}
      </p>
      <div className={styles.viewer}>
        {tilesUrl && place.point && (
          <PlaceMap tilesUrl={tilesUrl} point={place.point} label={place.address} />
        )}
        {(place.point || place.address) && (
          <p>
            <a href={outsideMapUrl(place)} target="_blank" rel="noopener noreferrer">
              {t('location:openInMaps')}
            </a>
          </p>
        )}
      </div>
    </PageFrame>
  );
}
