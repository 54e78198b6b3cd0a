import type { ChatMessage } from '@volna/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { durationText } from '../../../../shared/format/chat-time.ts';
import { i18next } from '../../../../shared/i18n/i18n.ts';
import { messageIdOf, voiceContentOf } from '../../model/media-content.ts';
import { stopVoice, toggleVoice, useVoicePlayback } from '../../model/voice-player.ts';
import styles from './media.module.css';
import { showToast } from '../../../../shared/ui/toast.ts';
import { VoiceControls } from '../../../../shared/media/VoiceControls.tsx';

const CLASSES = {
  root: styles.voice!,
  button: `${styles.plain} ${styles.voiceButton}`,
  track: styles.voiceTrack!,
  bar: styles.voiceBar!,
  time: styles.voiceTime!,
};

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
    <VoiceControls
      playing={playing}
      progress={progress}
      onToggle={toggle}
      labels={{
        play: t('media:voice.play'),
        pause: t('media:voice.pause'),
        progress: t('media:voice.progress'),
      }}
      classes={CLASSES}
      time={durationText(voice.duration)}
      rootProps={{ style: { width: 150 + Math.min(voice.duration, 60) }, 'data-media': 'voice' }}
    />
  );
}
