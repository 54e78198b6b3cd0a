import { BLIND_BOX_AUDIO_MAX_SECONDS } from '@volna/contracts';
import { Button, Toast } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canRecordVoice,
  type Recording,
  startRecording,
  VoiceRecordError,
} from '../../../shared/media/voice-recorder.ts';
import { uploadBlindBoxFile } from '../api/upload.ts';
import styles from './blindBox.module.css';

export type Voice = { url: string; seconds: number } | null;

/** The card's voice, recorded in the app: stops by itself at 30 s (spec §9), uploaded, playable, removable. */
export function VoiceField({ value, onChange }: { value: Voice; onChange: (voice: Voice) => void }) {
  const { t } = useTranslation();
  const [recording, setRecording] = useState<Recording | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const [uploading, setUploading] = useState(false);
  const limit = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (!recording) return;
    const tick = setInterval(
      () => setElapsed(Math.floor((performance.now() - recording.startedAt) / 1000)),
      250,
    );
    return () => clearInterval(tick);
  }, [recording]);
  useEffect(() => () => recording?.cancel(), [recording]);

  const stop = async (current: Recording) => {
    if (limit.current) clearTimeout(limit.current);
    setRecording(null);
    const done = await current.stop();
    const seconds = Math.min(BLIND_BOX_AUDIO_MAX_SECONDS, Math.round(done.elapsedMs / 1000));
    if (seconds < 1) {
      Toast.show({ content: t('blindBox:voice.tooShort') });
      return;
    }
    setUploading(true);
    try {
      const uploaded = await uploadBlindBoxFile(done.blob, `voice.${done.extension}`);
      onChange({ url: uploaded.url, seconds });
    } catch {
      // Shown by the API helper.
    } finally {
      setUploading(false);
    }
  };

  const start = async () => {
    try {
      const started = await startRecording();
      setElapsed(0);
      setRecording(started);
      limit.current = setTimeout(() => void stop(started), BLIND_BOX_AUDIO_MAX_SECONDS * 1000);
    } catch (error) {
      const denied = error instanceof VoiceRecordError && error.reason === 'denied';
      Toast.show({ content: t(denied ? 'blindBox:voice.denied' : 'blindBox:voice.unavailable') });
    }
  };

  if (value)
    return (
      <div className={styles.row}>
        {/* biome-ignore lint/a11y/useMediaCaption: a voice introduction has no caption track */}
        <audio controls src={value.url} aria-label={t('blindBox:card.voicePlay')} />
        <span className={styles.muted}>{t('blindBox:voice.seconds', { seconds: value.seconds })}</span>
        <Button size="small" onClick={() => onChange(null)}>
          {t('blindBox:voice.remove')}
        </Button>
      </div>
    );
  return (
    <div className={styles.row}>
      {recording ? (
        <Button color="danger" onClick={() => void stop(recording)}>
          {t('blindBox:voice.stop', { seconds: elapsed, max: BLIND_BOX_AUDIO_MAX_SECONDS })}
        </Button>
      ) : (
        <Button loading={uploading} disabled={!canRecordVoice()} onClick={() => void start()}>
          {t('blindBox:voice.record', { max: BLIND_BOX_AUDIO_MAX_SECONDS })}
        </Button>
      )}
      {!canRecordVoice() && <span className={styles.muted}>{t('blindBox:voice.unavailable')}</span>}
    </div>
  );
}
