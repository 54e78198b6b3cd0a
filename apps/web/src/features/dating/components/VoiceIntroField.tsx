import { DATING_VOICE_MAX_SECONDS } from '@volna/contracts';
import { Button, Toast } from 'antd-mobile';
import { AudioOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { durationText } from '../../../shared/format/chat-time.ts';
import { type Recording, startRecording, VoiceRecordError } from '../../../shared/media/voice-recorder.ts';
import type { VoiceIntro } from '../model/profile-form.ts';
import styles from './dating.module.css';
import { VoicePlayer } from './VoicePlayer.tsx';

/** Shorter than this is refused as 'record too short', as a chat voice message is. */
const MIN_MS = 1_000;
const MAX_MS = DATING_VOICE_MAX_SECONDS * 1_000;

type Props = { value: VoiceIntro | null; onChange: (voice: VoiceIntro | null) => void; busy: boolean };

/**
 * The voice intro, recorded in the app (MediaRecorder): record, stop (by itself at the limit), listen, record again or
 * remove. The recording is uploaded with the profile on save.
 */
export function VoiceIntroField({ value, onChange, busy }: Props) {
  const { t } = useTranslation();
  const recording = useRef<Recording | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const autoStop = useRef<ReturnType<typeof setTimeout>>(undefined);
  const valueRef = useRef(value);
  valueRef.current = value;

  // Leaving the form mid-recording frees the microphone; a recorded preview is released with the form.
  useEffect(
    () => () => {
      clearTimeout(autoStop.current);
      recording.current?.cancel();
      if (valueRef.current?.preview) URL.revokeObjectURL(valueRef.current.preview);
    },
    [],
  );

  useEffect(() => {
    if (startedAt === null) return;
    setNow(performance.now());
    const ticker = setInterval(() => setNow(performance.now()), 200);
    return () => clearInterval(ticker);
  }, [startedAt]);

  const stop = async () => {
    const current = recording.current;
    recording.current = null;
    clearTimeout(autoStop.current);
    setStartedAt(null);
    if (!current) return;
    const done = await current.stop();
    if (done.elapsedMs < MIN_MS) {
      Toast.show({ content: t('errors:recordTooShort') });
      return;
    }
    if (value?.preview) URL.revokeObjectURL(value.preview);
    const seconds = Math.min(DATING_VOICE_MAX_SECONDS, Math.max(1, Math.round(done.elapsedMs / 1000)));
    onChange({
      url: '',
      seconds,
      blob: done.blob,
      extension: done.extension,
      preview: URL.createObjectURL(done.blob),
    });
  };
  const stopRef = useRef(stop);
  stopRef.current = stop;

  const start = async () => {
    try {
      const started = await startRecording();
      recording.current = started;
      setStartedAt(started.startedAt);
      autoStop.current = setTimeout(() => void stopRef.current(), MAX_MS);
    } catch (error) {
      const denied = error instanceof VoiceRecordError && error.reason === 'denied';
      Toast.show({ content: t(denied ? 'dating:voice.noAccess' : 'dating:voice.unavailable') });
    }
  };

  const remove = () => {
    if (value?.preview) URL.revokeObjectURL(value.preview);
    onChange(null);
  };

  if (startedAt !== null)
    return (
      <div className={styles.voice}>
        <span className={styles.recording} role="status" aria-live="polite">
          <AudioOutline />{' '}
          {t('dating:voice.recording', { time: durationText(Math.floor((now - startedAt) / 1000)) })}
        </span>
        <Button size="small" color="danger" onClick={() => void stop()}>
          {t('dating:voice.stop')}
        </Button>
      </div>
    );
  const playable = value?.preview ?? value?.url;
  return (
    <div>
      {value && playable && <VoicePlayer url={playable} seconds={value.seconds} />}
      <div className={styles.actions} style={{ marginTop: 8 }}>
        <Button size="small" onClick={() => void start()} disabled={busy}>
          <AudioOutline /> {t(value ? 'dating:voice.again' : 'dating:voice.record')}
        </Button>
        {value && (
          <Button size="small" fill="outline" onClick={remove} disabled={busy}>
            {t('dating:voice.remove')}
          </Button>
        )}
      </div>
      <p className={styles.muted}>{t('dating:voice.hint', { max: DATING_VOICE_MAX_SECONDS })}</p>
    </div>
  );
}
