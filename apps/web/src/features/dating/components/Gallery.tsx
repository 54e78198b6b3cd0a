import type { DatingImageVo } from '@volna/contracts';
import { ImageViewer } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './dating.module.css';
import { MediaTile } from './MediaTile.tsx';

/** The album, 3 per row; a tap on an unlocked picture opens it full screen. */
export function Gallery({ images, name }: { images: DatingImageVo[]; name: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.album} data-testid="dating-album">
      {images.map((image, index) => (
        <MediaTile
          key={image.id}
          image={image}
          alt={t('dating:album.itemOf', { name, number: index + 1 })}
          onOpen={(src) => ImageViewer.show({ image: src })}
        />
      ))}
    </div>
  );
}
