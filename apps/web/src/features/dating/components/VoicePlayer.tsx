import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { durationText } from '../../../shared/format/chat-time.ts';
import { VoiceControls } from '../../../shared/media/VoiceControls.tsx';
import styles from './dating.module.css';

const CLASSES = {
  root: styles.voice!,
  button: styles.tile!,
  track: styles.voiceTrack!,
  bar: styles.voiceBar!,
  time: styles.muted!,
};

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
    <VoiceControls
      playing={playing}
      progress={progress}
      onToggle={toggle}
      labels={{
        play: t('dating:voice.play'),
        pause: t('dating:voice.pause'),
        progress: t('dating:voice.progress'),
      }}
      classes={CLASSES}
      time={failed ? t('dating:voice.failed') : durationText(seconds)}
      rootProps={{ 'data-testid': 'dating-voice' }}
      buttonStyle={{ width: 40, height: 40, aspectRatio: 'auto', borderRadius: 20, fontSize: 20 }}
    />
  );
}
