import { DatingMediaType, type DatingImageVo } from '@volna/contracts';
import { LockOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useMediaSrc } from '../model/media-src.ts';
import styles from './dating.module.css';

type Props = { image: DatingImageVo; onOpen?: (src: string) => void; alt: string };

/** One album item: a locked paid item shows a lock (no picture reaches the viewer), others the picture or video. */
export function MediaTile({ image, onOpen, alt }: Props) {
  const { t } = useTranslation();
  const media = useMediaSrc(image.locked ? null : (image.imageUrlCompress ?? image.imageUrl));
  const full = useMediaSrc(image.locked ? null : image.imageUrl);
  if (image.locked)
    return (
      <div className={styles.tile} data-testid="dating-media-locked">
        <div className={styles.locked}>
          <LockOutline className={styles.lockIcon} />
          {t('dating:album.locked')}
        </div>
      </div>
    );
  const video = image.mediaType === DatingMediaType.video;
  return (
    <button
      type="button"
      className={styles.tile}
      data-testid={image.isPaid ? 'dating-media-paid' : 'dating-media'}
      onClick={() => full.src && !video && onOpen?.(full.src)}
      aria-label={alt}
    >
      {video
        ? media.src && (
            // biome-ignore lint/a11y/useMediaCaption: people's own videos come without captions
            <video src={media.src} controls playsInline preload="metadata" />
          )
        : media.src && <img src={media.src} alt={alt} />}
      {media.failed && <div className={styles.locked}>{t('dating:album.loadFailed')}</div>}
    </button>
  );
}
