import { type GeoPoint, PLACE_CITIES } from '@volna/contracts';
import { Button, Input, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../ui/toast.ts';
import { searchAddress } from './geocoder.ts';
import { useMapSettings } from './map-settings.ts';
import type { Place } from './place.ts';
import { PlaceMap } from './PlaceMap.tsx';
import styles from './location.module.css';

export type LocationPickerProps = {
  visible?: boolean;
  /** What the form holds now. */
  initial: Place;
  onPick: (place: Place) => void;
  onClose: () => void;
};

/** Where the map opens with nothing picked yet: the first city of the list. */
const START: GeoPoint = { lat: PLACE_CITIES[0].lat, lng: PLACE_CITIES[0].lng };

/**
 * /choose-location: a typed address, found by the geocoder when one is configured; the device's position (with the
 * browser's permission); a pin moved on the map (when tiles are configured); or a city from the app's list, which
 * works with no network and no geocoder at all.
 */
export function LocationPicker({ visible, initial, onPick, onClose }: LocationPickerProps) {
  const { t, i18n } = useTranslation();
  const settings = useMapSettings();
  const [address, setAddress] = useState(initial.address);
  const [point, setPoint] = useState<GeoPoint | null>(initial.point);
  const [found, setFound] = useState<Place[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [locating, setLocating] = useState(false);
  const geocoderUrl = settings.data?.geocoderUrl ?? null;
  const tilesUrl = settings.data?.tilesUrl ?? null;

  const search = async () => {
    if (!geocoderUrl || !address.trim()) return;
    setSearching(true);
    try {
      setFound(await searchAddress(geocoderUrl, address.trim(), i18n.language));
    } catch {
      setFound(null);
      showToast({ content: t('location:searchFailed') });
    } finally {
      setSearching(false);
    }
  };

  const locate = () => {
    if (!navigator.geolocation) {
      showToast({ content: t('location:positionUnavailable') });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setPoint({ lat: position.coords.latitude, lng: position.coords.longitude });
        if (!address.trim()) setAddress(t('location:myPosition'));
      },
      (error) => {
        setLocating(false);
        showToast({
          content: t(
            error.code === error.PERMISSION_DENIED
              ? 'location:positionDenied'
              : 'location:positionUnavailable',
          ),
        });
      },
      { timeout: 10_000, maximumAge: 60_000 },
    );
  };

  const choose = (place: Place) => {
    setAddress(place.address);
    setPoint(place.point);
    setFound(null);
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyStyle={{ height: '100dvh' }} destroyOnClose>
      <section className={styles.sheet} aria-label={t('location:chooseTitle')} data-testid="location-picker">
        <h2 className={styles.title}>{t('location:chooseTitle')}</h2>
        <div className={styles.row}>
          <Input
            value={address}
            onChange={(text) => {
              setAddress(text);
              // A new text is a new place: the old pin no longer says where it is.
              setPoint(null);
            }}
            onEnterPress={() => void search()}
            placeholder={t('location:addressPlaceholder')}
            aria-label={t('location:address')}
            maxLength={200}
            clearable
          />
          {geocoderUrl && (
            <Button size="small" color="primary" loading={searching} onClick={() => void search()}>
              {t('location:search')}
            </Button>
          )}
        </div>
        {found && (
          <div data-testid="location-results">
            {found.length === 0 ? (
              <p className={styles.muted}>{t('location:nothingFound')}</p>
            ) : (
              found.map((place) => (
                <button
                  key={`${place.address}-${place.point?.lat}`}
                  type="button"
                  className={styles.result}
                  onClick={() => choose(place)}
                >
                  {place.address}
                </button>
              ))
            )}
          </div>
        )}
        <Button size="small" loading={locating} onClick={locate}>
          {t('location:useMyPosition')}
        </Button>
        {tilesUrl ? (
          <>
            <PlaceMap
              tilesUrl={tilesUrl}
              point={point ?? START}
              onMove={setPoint}
              label={t('location:mapLabel')}
            />
            <p className={styles.muted}>{point ? t('location:pinSet') : t('location:tapToPin')}</p>
          </>
        ) : (
          <p className={styles.muted}>{t('location:noMap')}</p>
        )}
        <p className={styles.muted}>{t('location:cities')}</p>
        <div className={styles.choices}>
          {PLACE_CITIES.map((city) => (
            <button
              key={city.key}
              type="button"
              className={styles.choice}
              onClick={() =>
                choose({ address: t(`location:city.${city.key}`), point: { lat: city.lat, lng: city.lng } })
              }
            >
              {t(`location:city.${city.key}`)}
            </button>
          ))}
        </div>
        <div className={styles.actions}>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button
            color="primary"
            disabled={!address.trim()}
            onClick={() => onPick({ address: address.trim(), point })}
          >
            {t('location:done')}
          </Button>
        </div>
      </section>
    </Popup>
  );
}
