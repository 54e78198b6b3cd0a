import { Button, Popup, Slider } from 'antd-mobile';
import { useState } from 'react';
import Cropper from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import type { CropArea } from './crop-image.ts';
import styles from './avatar-crop.module.css';

export type AvatarCropPopupProps = {
  visible?: boolean;
  /** The picked picture (an object url). */
  src: string;
  busy: boolean;
  onDone: (area: CropArea, rotation: number) => void;
  onCancel: () => void;
};

const ZOOM_MAX = 4;

/**
 * pagesTool/circleAvatar: the picked picture under a round frame; drag or pinch to place it, the sliders zoom and turn
 * it, the button turns it a quarter. Done answers the framed area in the picture's pixels.
 */
export function AvatarCropPopup({ visible, src, busy, onDone, onCancel }: AvatarCropPopupProps) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<CropArea | null>(null);
  const quarterTurn = () => setRotation((current) => (current >= 180 ? current - 270 : current + 90));
  return (
    <Popup
      visible={visible}
      onMaskClick={busy ? undefined : onCancel}
      bodyStyle={{ height: '100dvh' }}
      destroyOnClose
    >
      <section className={styles.sheet} aria-label={t('media:crop.title')} data-testid="avatar-crop">
        <h2 className={styles.title}>{t('media:crop.title')}</h2>
        <div className={styles.stage}>
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            maxZoom={ZOOM_MAX}
            rotation={rotation}
            aspect={1}
            cropShape="round"
            showGrid={false}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onRotationChange={setRotation}
            onCropComplete={(_, pixels) => setArea(pixels)}
          />
        </div>
        <div className={styles.control}>
          <span>{t('media:crop.zoom')}</span>
          <Slider
            min={1}
            max={ZOOM_MAX}
            step={0.05}
            value={zoom}
            onChange={(value) => setZoom(value as number)}
            aria-label={t('media:crop.zoom')}
          />
        </div>
        <div className={styles.control}>
          <span>{t('media:crop.rotate')}</span>
          <Slider
            min={-180}
            max={180}
            step={1}
            value={rotation}
            onChange={(value) => setRotation(value as number)}
            aria-label={t('media:crop.rotate')}
          />
        </div>
        <div className={styles.actions}>
          <Button onClick={onCancel} disabled={busy}>
            {t('common:cancel')}
          </Button>
          <Button onClick={quarterTurn} disabled={busy}>
            {t('media:crop.quarterTurn')}
          </Button>
          <Button
            color="primary"
            loading={busy}
            disabled={!area}
            onClick={() => {
              if (area) onDone(area, rotation);
            }}
          >
            {t('media:crop.done')}
          </Button>
        </div>
      </section>
    </Popup>
  );
}
