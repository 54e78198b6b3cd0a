import type { FavouriteVo, UserVo } from '@volna/contracts';
import { Button, ImageViewer } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fullTime } from '../../../../shared/format/chat-time.ts';
import { currentLanguage } from '../../../../shared/i18n/i18n.ts';
import { UserAvatar } from '../../../../shared/ui/UserAvatar.tsx';
import { messagePreview, type Translate } from '../../../../shared/messaging/model/list-preview.ts';
import styles from './favourites.module.css';

type Props = {
  item: FavouriteVo;
  sender: UserVo | undefined;
  senderName: string;
  myUserId: number | undefined;
  nameOf: (userId: number) => string;
  onEditRemark: (item: FavouriteVo) => void;
  onDelete: (item: FavouriteVo) => void;
};

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** A saved message: who sent it and when, what it says (tap to read it all or see the picture), its remark. */
export function FavouriteItem({ item, sender, senderName, myUserId, nameOf, onEditRemark, onDelete }: Props) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [expanded, setExpanded] = useState(false);
  const image = item.objectName === 'RC:ImgMsg' ? str(item.content.imageUri) : '';
  const thumbnail = image ? str(item.content.imageUriCompress) || image : '';
  const text =
    item.objectName === 'RC:TxtMsg'
      ? str(item.content.content)
      : messagePreview(
          { ...item, recalled: false },
          { t: t as unknown as Translate, lang, myUserId, nameOf },
        );

  return (
    <article className={styles.item} data-favourite={item.id}>
      <header className={styles.head}>
        <UserAvatar
          src={sender?.avatarCompress || sender?.avatar || undefined}
          nickName={sender?.nickName || senderName}
          avatarColorCode={sender?.avatarColorCode}
          size={36}
          alt={senderName}
        />
        <div className={styles.who}>
          <span className={styles.name}>{senderName}</span>
          <time className={styles.time}>{fullTime(item.sentTime, lang)}</time>
        </div>
      </header>
      {thumbnail ? (
        <button
          type="button"
          className={styles.imageButton}
          aria-label={t('chat:favourites.showImage')}
          onClick={() => ImageViewer.show({ image })}
        >
          <img className={styles.image} src={thumbnail} alt={t('chat:preview.photo')} loading="lazy" />
        </button>
      ) : (
        <button
          type="button"
          className={expanded ? styles.text : `${styles.text} ${styles.clamped}`}
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
        >
          {text}
        </button>
      )}
      {item.remark && (
        <p className={styles.remark}>
          <span className={styles.remarkLabel}>{t('chat:favourites.remark')}:</span> {item.remark}
        </p>
      )}
      <footer className={styles.actions}>
        <Button size="small" fill="none" className={styles.action} onClick={() => onEditRemark(item)}>
          {item.remark ? t('chat:favourites.editRemark') : t('chat:favourites.addRemark')}
        </Button>
        <Button
          size="small"
          fill="none"
          color="danger"
          className={styles.action}
          onClick={() => onDelete(item)}
        >
          {t('common:delete')}
        </Button>
      </footer>
    </article>
  );
}
