import { ALBUM_IMAGES_MAX, DatingMediaType, IMAGE_MIME_TYPES, UPLOAD_MAX_BYTES } from '@volna/contracts';
import { ProgressBar, Switch, Tag, Toast } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAvatarCrop } from '../../../shared/avatar-crop/useAvatarCrop.tsx';
import { randomId } from '../../../shared/lib/random-id.ts';
import { useMediaSrc } from '../model/media-src.ts';
import { type AlbumItem, roomLeft } from '../model/profile-form.ts';
import styles from './dating.module.css';

type Props = {
  items: AlbumItem[];
  onChange: (items: AlbumItem[]) => void;
  /** While saving, items can be neither added, removed nor changed. */
  busy: boolean;
};

const isVideo = (file: File) => file.type.startsWith('video/');
const isImage = (file: File) => (IMAGE_MIME_TYPES as readonly string[]).includes(file.type);

/**
 * My album while editing: up to 9 photos or videos, 3 per row, each previewed at once from the picked file, free or
 * paid (an item already saved keeps how it was stored), uploaded on save with its own progress. The first item is the
 * avatar and stays free.
 */
export function AlbumEditor({ items, onChange, busy }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const itemsRef = useRef(items);
  const avatarCrop = useAvatarCrop();
  itemsRef.current = items;

  // Object URLs hold the picked files in memory until revoked.
  useEffect(
    () => () => {
      for (const item of itemsRef.current) if (item.file && item.preview) URL.revokeObjectURL(item.preview);
    },
    [],
  );

  const add = async (picked: File[]) => {
    const room = roomLeft(items);
    if (picked.length > room) Toast.show({ content: t('errors:datingTooManyPhotos') });
    const accepted: AlbumItem[] = [];
    for (let file of picked.slice(0, room)) {
      if (!isImage(file) && !isVideo(file)) {
        Toast.show({ content: t('dating:form.notMedia', { name: file.name }) });
        continue;
      }
      if (file.size > UPLOAD_MAX_BYTES) {
        Toast.show({
          content: t('dating:form.tooLarge', { name: file.name, mb: UPLOAD_MAX_BYTES / 1024 / 1024 }),
        });
        continue;
      }
      // The album's first photo is the dating avatar: it is cropped to the circle it shows in.
      if (items.length === 0 && accepted.length === 0 && isImage(file)) {
        const cropped = await avatarCrop.crop(file);
        if (!cropped) continue;
        file = cropped;
      }
      accepted.push({
        key: randomId(),
        file,
        preview: URL.createObjectURL(file),
        mediaType: isVideo(file) ? DatingMediaType.video : DatingMediaType.image,
        isPaid: false,
        progress: null,
        failed: false,
      });
    }
    if (accepted.length) onChange([...items, ...accepted]);
  };

  const remove = (key: string) => {
    const gone = items.find((item) => item.key === key);
    if (gone?.file && gone.preview) URL.revokeObjectURL(gone.preview);
    onChange(items.filter((item) => item.key !== key));
  };

  const setPaid = (key: string, isPaid: boolean) =>
    onChange(items.map((item) => (item.key === key ? { ...item, isPaid } : item)));

  return (
    <div>
      <div className={styles.album} data-testid="dating-album-editor">
        {items.map((item, index) => (
          <EditorTile
            key={item.key}
            item={item}
            first={index === 0}
            busy={busy}
            onRemove={() => remove(item.key)}
            onPaid={(paid) => setPaid(item.key, paid)}
          />
        ))}
        {items.length < ALBUM_IMAGES_MAX && !busy && (
          <button
            type="button"
            className={`${styles.tile} ${styles.addTile}`}
            onClick={() => input.current?.click()}
          >
            <AddOutline className={styles.addIcon} />
            {t('dating:form.addPhoto')}
          </button>
        )}
      </div>
      <p className={styles.muted}>{t('dating:form.albumHint', { max: ALBUM_IMAGES_MAX })}</p>
      <input
        ref={input}
        className={styles.hiddenInput}
        type="file"
        multiple
        accept="image/*,video/*"
        data-testid="dating-photo-input"
        onChange={(event) => {
          void add([...(event.target.files ?? [])]);
          // The same file can be picked again after being removed.
          event.target.value = '';
        }}
      />
      {avatarCrop.element}
    </div>
  );
}

type TileProps = {
  item: AlbumItem;
  first: boolean;
  busy: boolean;
  onRemove: () => void;
  onPaid: (paid: boolean) => void;
};

function EditorTile({ item, first, busy, onRemove, onPaid }: TileProps) {
  const { t } = useTranslation();
  const media = useMediaSrc(item.preview);
  const saved = item.id !== undefined;
  return (
    <div className={styles.tile} data-testid="dating-album-item">
      {item.mediaType === DatingMediaType.video
        ? media.src && <video src={media.src} muted playsInline preload="metadata" />
        : media.src && <img src={media.src} alt={t('dating:form.photo')} />}
      <span className={styles.tileBadge}>
        {first ? (
          <Tag color="success">{t('dating:form.avatar')}</Tag>
        ) : (
          item.isPaid && <Tag color="warning">{t('dating:form.paid')}</Tag>
        )}
      </span>
      {!busy && (
        <button
          type="button"
          className={styles.tileRemove}
          aria-label={t('dating:form.removePhoto')}
          onClick={onRemove}
        >
          ✕
        </button>
      )}
      {item.progress !== null || item.failed ? (
        <div className={styles.tileFoot}>
          {item.failed ? (
            t('dating:form.uploadFailed')
          ) : (
            <ProgressBar
              percent={item.progress ?? 0}
              style={{ flex: 1, '--track-width': '4px' }}
              data-testid="dating-upload-progress"
            />
          )}
        </div>
      ) : (
        !first &&
        !saved && (
          <div className={styles.tileFoot}>
            {t('dating:form.paid')}
            <Switch
              checked={item.isPaid}
              onChange={onPaid}
              disabled={busy}
              style={{ '--height': '18px', '--width': '32px' }}
              aria-label={t('dating:form.paidToggle')}
            />
          </div>
        )
      )}
    </div>
  );
}
