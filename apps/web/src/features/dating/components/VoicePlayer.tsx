import { PlayOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { durationText } from '../../../shared/format/chat-time.ts';
import styles from './dating.module.css';

function PauseIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" fill="currentColor" aria-hidden>
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

/** Plays a voice intro: play/pause, how far it has played, its length. */
export function VoicePlayer({ url, seconds }: { url: string; seconds: number }) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [progress, setProgress] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = new Audio(url);
    audio.current = element;
    element.ontimeupdate = () =>
      setProgress(
        element.duration > 0 && Number.isFinite(element.duration)
          ? element.currentTime / element.duration
          : 0,
      );
    element.onended = () => {
      setPlaying(false);
      setProgress(0);
    };
    element.onerror = () => {
      setPlaying(false);
      setFailed(true);
    };
    return () => {
      element.pause();
      element.src = '';
      audio.current = null;
    };
  }, [url]);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (playing) {
      element.pause();
      setPlaying(false);
      return;
    }
    setFailed(false);
    element
      .play()
      .then(() => setPlaying(true))
      .catch(() => setFailed(true));
  };

  return (
    <div className={styles.voice} data-testid="dating-voice">
      <button
        type="button"
        className={styles.tile}
        style={{ width: 40, height: 40, aspectRatio: 'auto', borderRadius: 20, fontSize: 20 }}
        onClick={toggle}
        aria-label={playing ? t('dating:voice.pause') : t('dating:voice.play')}
        aria-pressed={playing}
      >
        {playing ? <PauseIcon /> : <PlayOutline />}
      </button>
      <div
        className={styles.voiceTrack}
        role="progressbar"
        aria-label={t('dating:voice.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100)}
      >
        <div className={styles.voiceBar} style={{ width: `${progress * 100}%` }} />
      </div>
      <span className={styles.muted}>{failed ? t('dating:voice.failed') : durationText(seconds)}</span>
    </div>
  );
}
