import type { ChatMessage } from '@volna/contracts';
import { CloseOutline, PictureWrongOutline, RedoOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageContentOf } from '../../model/media-content.ts';
import { mediaBox } from '../../model/media-rules.ts';
import { retryAddress } from './retry-address.ts';
import styles from './media.module.css';
import { lazyOverlay } from '../../../../shared/ui/lazy-overlay.tsx';

// antd-mobile's viewer (pinch and drag with react-spring and use-gesture) loads on the first tap on a picture (issue 19).
const ImageViewer = lazyOverlay(() =>
  import('../../../../shared/ui/lazy-antd.ts').then((antd) => antd.ImageViewer),
);

/** A picture: its compressed copy in a box of its own proportions; a tap opens the full picture, pinch to zoom. */
export function ImageContent({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const image = imageContentOf(message);
  const box = mediaBox(image.width, image.height);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(!image.preview);
  const [viewing, setViewing] = useState(false);

  const onTap = () => {
    if (failed) {
      if (!image.preview) return;
      setFailed(false);
      setAttempt((n) => n + 1);
    } else setViewing(true);
  };

  return (
    <>
      <button
        type="button"
        className={`${styles.plain} ${styles.picture}`}
        style={{ width: box.width, height: box.height }}
        onClick={onTap}
        aria-label={failed ? t('media:image.retry') : t('media:image.open')}
        data-media="image"
      >
        {failed ? (
          <span className={styles.pictureFailed}>
            <PictureWrongOutline />
            <span>
              <RedoOutline /> {t('media:image.retry')}
            </span>
          </span>
        ) : (
          <img
            key={attempt}
            src={retryAddress(image.preview as string, attempt)}
            alt=""
            draggable={false}
            onError={() => setFailed(true)}
          />
        )}
      </button>
      {image.full && (
        <ImageViewer
          image={image.full}
          visible={viewing}
          maxZoom={5}
          onClose={() => setViewing(false)}
          // A tap closes the viewer on a phone; a mouse needs a button.
          renderFooter={() => (
            <button
              type="button"
              className={`${styles.plain} ${styles.viewerClose} ${styles.imageViewerClose}`}
              onClick={() => setViewing(false)}
              aria-label={t('common:close')}
            >
              <CloseOutline />
            </button>
          )}
        />
      )}
    </>
  );
}
