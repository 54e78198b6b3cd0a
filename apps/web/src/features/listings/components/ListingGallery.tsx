import type { ListingPhotoVo } from '@volna/contracts';
import { ImageViewer } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './listings.module.css';

/** The listing's photos, one screen wide and swiped sideways; a tap opens them full size, one after another. */
export function ListingGallery({ photos, title }: { photos: ListingPhotoVo[]; title: string }) {
  const { t } = useTranslation();
  if (photos.length === 0) return null;
  const images = photos.map((photo) => photo.url);
  return (
    <div className={styles.gallery} data-testid="listing-gallery">
      {photos.map((photo, index) => (
        <button
          key={photo.url}
          type="button"
          className={styles.galleryItem}
          onClick={() => ImageViewer.Multi.show({ images, defaultIndex: index })}
          aria-label={t('listings:detail.photoOf', { title, number: index + 1, count: photos.length })}
        >
          <img src={photo.urlCompress || photo.url} alt="" />
        </button>
      ))}
    </div>
  );
}
