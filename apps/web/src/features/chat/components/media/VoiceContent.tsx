import type { ChatMessage } from '@volna/contracts';
import { PlayOutline } from 'antd-mobile-icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { durationText } from '../../../../shared/format/chat-time.ts';
import { i18next } from '../../../../shared/i18n/i18n.ts';
import { messageIdOf, voiceContentOf } from '../../model/media-content.ts';
import { stopVoice, toggleVoice, useVoicePlayback } from '../../model/voice-player.ts';
import styles from './media.module.css';
import { showToast } from '../../../../shared/ui/toast.ts';

function PauseIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" fill="currentColor" aria-hidden>
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

const fetchFailed = () => showToast({ content: i18next.t('media:fetchFailed') });

/** A voice message: play/pause, how far it has played, its length. One voice plays at a time. */
export function VoiceContent({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const voice = voiceContentOf(message);
  const id = messageIdOf(message);
  const playing = useVoicePlayback((state) => state.currentId === id && !state.paused);
  const progress = useVoicePlayback((state) => (state.currentId === id ? state.progress : 0));

  // A voice stops when its message leaves the screen (the chat is closed or scrolled far away).
  useEffect(
    () => () => {
      if (useVoicePlayback.getState().currentId === id) stopVoice();
    },
    [id],
  );

  const toggle = () => {
    if (voice.url) toggleVoice(id, voice.url, voice.duration, fetchFailed);
    else fetchFailed();
  };

  return (
    <div className={styles.voice} style={{ width: 150 + Math.min(voice.duration, 60) }} data-media="voice">
      <button
        type="button"
        className={`${styles.plain} ${styles.voiceButton}`}
        onClick={toggle}
        aria-label={playing ? t('media:voice.pause') : t('media:voice.play')}
        aria-pressed={playing}
      >
        {playing ? <PauseIcon /> : <PlayOutline />}
      </button>
      <div
        className={styles.voiceTrack}
        role="progressbar"
        aria-label={t('media:voice.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100)}
      >
        <div className={styles.voiceBar} style={{ width: `${progress * 100}%` }} />
      </div>
      <span className={styles.voiceTime}>{durationText(voice.duration)}</span>
    </div>
  );
}
