import type { ChatMessage } from '@volna/contracts';
import { CloseOutline, PlayOutline } from 'antd-mobile-icons';
import { useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { durationText } from '../../../../shared/format/chat-time.ts';
import { videoContentOf } from '../../model/media-content.ts';
import { mediaBox } from '../../model/media-rules.ts';
import styles from './media.module.css';

/** Plays a video full screen with the browser's own controls; the close button or Escape ends it. */
function VideoViewer({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return createPortal(
    <div className={styles.videoViewer} role="dialog" aria-modal="true" aria-label={t('media:video.viewer')}>
      {failed ? (
        <p className={styles.viewerMessage}>{t('media:fetchFailed')}</p>
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: people's own videos come without captions
        <video src={url} controls autoPlay playsInline onError={() => setFailed(true)} />
      )}
      <button
        type="button"
        className={`${styles.plain} ${styles.viewerClose}`}
        onClick={onClose}
        aria-label={t('common:close')}
      >
        <CloseOutline />
      </button>
    </div>,
    document.body,
  );
}

/** A video: its thumbnail (or its own first frame), its length, and a tap to play it full screen. */
export function VideoContent({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const video = videoContentOf(message);
  const box = mediaBox(video.width, video.height);
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  const [playing, setPlaying] = useState(false);
  const showThumbnail = video.thumbnail && !thumbnailFailed;
  const close = useCallback(() => setPlaying(false), []);

  return (
    <>
      <button
        type="button"
        className={`${styles.plain} ${styles.picture}`}
        style={{ width: box.width, height: box.height }}
        onClick={() => video.url && setPlaying(true)}
        aria-label={t('media:video.play', { duration: durationText(video.duration) })}
        data-media="video"
      >
        {showThumbnail ? (
          <img src={video.thumbnail} alt="" draggable={false} onError={() => setThumbnailFailed(true)} />
        ) : (
          video.url && <video src={`${video.url}#t=0.1`} preload="metadata" muted playsInline />
        )}
        <span className={styles.playBadge}>
          <PlayOutline />
        </span>
        {video.duration > 0 && <span className={styles.durationBadge}>{durationText(video.duration)}</span>}
      </button>
      {playing && video.url && <VideoViewer url={video.url} onClose={close} />}
    </>
  );
}
