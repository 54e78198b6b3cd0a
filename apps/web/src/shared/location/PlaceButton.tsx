import { LocationOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyOverlay } from '../ui/lazy-overlay.tsx';
import type { Place } from './place.ts';

// The picker (and Leaflet with it) loads when first opened, not with the form.
const LocationPicker = lazyOverlay(() =>
  import('./LocationPicker.tsx').then((module) => module.LocationPicker),
);

/** The button beside a place field that opens /choose-location and answers the place picked there. */
export function PlaceButton({
  place,
  onPick,
  disabled,
}: {
  place: Place;
  onPick: (place: Place) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        disabled={disabled}
        aria-label={t('location:choose')}
        data-testid="place-button"
        style={{ border: 0, background: 'none', fontSize: 22, color: 'var(--adm-color-primary)', padding: 4 }}
      >
        <LocationOutline />
      </button>
      <LocationPicker
        visible={open}
        initial={place}
        onClose={() => setOpen(false)}
        onPick={(picked) => {
          setOpen(false);
          onPick(picked);
        }}
      />
    </>
  );
}
