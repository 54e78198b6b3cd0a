import { BLIND_BOX_MEDIA_MAX } from '@volna/contracts';
import { ProgressBar } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadBlindBoxFile } from '../api/upload.ts';
import styles from './blindBox.module.css';

/** Up to nine photos of my card: each uploaded at once with its progress, previewed, removable. */
export function PhotoField({ value, onChange }: { value: string[]; onChange: (urls: string[]) => void }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);

  const onPick = async (files: FileList | null) => {
    const picked = [...(files ?? [])].slice(0, BLIND_BOX_MEDIA_MAX - value.length);
    let urls = value;
    for (const file of picked) {
      setProgress(0);
      try {
        const uploaded = await uploadBlindBoxFile(file, file.name, setProgress);
        urls = [...urls, uploaded.url];
        onChange(urls);
      } catch {
        // Shown by the API helper; the photos uploaded so far stay.
      }
    }
    setProgress(null);
  };

  return (
    <div>
      <div className={styles.photos}>
        {value.map((url, index) => (
          <div key={url} className={styles.photo}>
            <img src={url} alt={t('blindBox:card.photo', { index: index + 1 })} />
            <button
              type="button"
              className={styles.remove}
              aria-label={t('blindBox:form.removePhoto', { index: index + 1 })}
              onClick={() => onChange(value.filter((u) => u !== url))}
            >
              ×
            </button>
          </div>
        ))}
        {value.length < BLIND_BOX_MEDIA_MAX && (
          <label className={styles.add} aria-label={t('blindBox:form.addPhoto')}>
            +
            <input
              type="file"
              accept="image/*"
              multiple
              data-testid="blind-box-photo-input"
              onChange={(e) => {
                void onPick(e.currentTarget.files);
                e.currentTarget.value = '';
              }}
            />
          </label>
        )}
      </div>
      {progress !== null && <ProgressBar percent={progress} aria-label={t('blindBox:form.uploading')} />}
    </div>
  );
}
