import { LISTING_PHOTOS_MAX, UPLOAD_MAX_BYTES } from '@volna/contracts';
import { ProgressBar, Toast } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { type Dispatch, type SetStateAction, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { randomId } from '../../../shared/lib/random-id.ts';
import { uploadListingPhoto } from '../api/uploadPhoto.ts';
import { type PhotoItem, pickPhotos } from '../model/photo-items.ts';
import styles from './listings.module.css';

type Props = {
  items: PhotoItem[];
  setItems: Dispatch<SetStateAction<PhotoItem[]>>;
  error?: string;
  /** How many pictures it takes: a listing's 10, an appeal's proofs 6. */
  max?: number;
};

/**
 * The listing's photos while editing: up to 10 JPG or PNG, each previewed at once from the picked file and uploaded
 * right away with its own progress bar; a failed one says so and can be removed. The first photo is the cover.
 */
export function PhotoEditor({ items, setItems, error, max = LISTING_PHOTOS_MAX }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  // Object URLs hold the picked files in memory until revoked.
  useEffect(
    () => () => {
      for (const item of itemsRef.current)
        if (item.preview.startsWith('blob:')) URL.revokeObjectURL(item.preview);
    },
    [],
  );

  const update = (key: string, patch: Partial<PhotoItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  const add = (files: File[]) => {
    const { accepted, refused } = pickPhotos(files, items.length, max);
    for (const refusal of refused)
      Toast.show({
        content: t(`listings:photos.${refusal.reason}`, {
          name: refusal.name,
          max,
          mb: UPLOAD_MAX_BYTES / 1024 / 1024,
        }),
      });
    const added = accepted.map((file) => ({
      file,
      item: { key: randomId(), preview: URL.createObjectURL(file), progress: 0, failed: false } as PhotoItem,
    }));
    setItems((current) => [...current, ...added.map((a) => a.item)]);
    for (const { file, item } of added)
      uploadListingPhoto(file, (progress) => update(item.key, { progress }))
        .then((result) => update(item.key, { url: result.url, progress: null }))
        .catch(() => update(item.key, { failed: true, progress: null }));
  };

  const remove = (key: string) => {
    const gone = items.find((item) => item.key === key);
    if (gone?.preview.startsWith('blob:')) URL.revokeObjectURL(gone.preview);
    setItems((current) => current.filter((item) => item.key !== key));
  };

  return (
    <div>
      <div className={styles.photos} data-testid="listing-photos">
        {items.map((item, index) => (
          <div className={styles.tile} key={item.key} data-testid="listing-photo">
            <img src={item.preview} alt={t('listings:photos.number', { number: index + 1 })} />
            <button
              type="button"
              className={styles.tileRemove}
              aria-label={t('listings:photos.remove', { number: index + 1 })}
              onClick={() => remove(item.key)}
            >
              ✕
            </button>
            {(item.progress !== null || item.failed) && (
              <div className={styles.tileFoot} aria-live="polite">
                {item.failed ? (
                  t('listings:photos.failed')
                ) : (
                  <ProgressBar
                    percent={item.progress ?? 0}
                    style={{ '--track-width': '4px' }}
                    aria-label={t('listings:photos.uploading')}
                    data-testid="listing-photo-progress"
                  />
                )}
              </div>
            )}
          </div>
        ))}
        {items.length < max && (
          <button
            type="button"
            className={`${styles.tile} ${styles.addTile}`}
            onClick={() => input.current?.click()}
          >
            <AddOutline fontSize={24} />
            {t('listings:photos.add')}
          </button>
        )}
      </div>
      <p className={styles.muted}>{t('listings:photos.hint', { max })}</p>
      {error && (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
      <input
        ref={input}
        className={styles.hiddenInput}
        type="file"
        multiple
        accept="image/jpeg,image/png"
        data-testid="listing-photo-input"
        onChange={(event) => {
          add([...(event.target.files ?? [])]);
          // The same file can be picked again after being removed.
          event.target.value = '';
        }}
      />
    </div>
  );
}
