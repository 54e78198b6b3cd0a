import type { ConversationKey } from '@volna/contracts';
import { AudioFill, AudioOutline } from 'antd-mobile-icons';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { errorStrings } from '../../../../shared/i18n/i18n.ts';
import { durationText } from '../../../../shared/format/chat-time.ts';
import { sendVoice } from '../../model/attach.ts';
import { VOICE_MAX_MS, voiceVerdict } from '../../model/media-rules.ts';
import { type Recording, startRecording, VoiceRecordError } from '../../model/voice-recorder.ts';
import styles from './media.module.css';
import { showToast } from '../../../../shared/ui/toast.ts';

/** Sliding this far up from where the press began arms the cancel. */
const CANCEL_DISTANCE_PX = 60;
/** The last seconds before the automatic send are counted down. */
const COUNTDOWN_FROM_MS = 10_000;

type Phase = { kind: 'idle' } | { kind: 'starting' } | { kind: 'recording'; startedAt: number };

/**
 * Hold to record a voice message, release to send it, slide up to cancel. At 60 s it is sent by itself; under 1 s it
 * is refused as too short. The microphone is released whenever a recording ends.
 */
export function VoiceRecordButton({ chat, disabled }: { chat: ConversationKey; disabled?: boolean }) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [cancelArmed, setCancelArmed] = useState(false);
  const [now, setNow] = useState(0);
  const recording = useRef<Recording | null>(null);
  const pressed = useRef(false);
  const startY = useRef(0);
  const armed = useRef(false);
  const autoSend = useRef<ReturnType<typeof setTimeout>>(undefined);

  const finish = async (cancel: boolean) => {
    const current = recording.current;
    recording.current = null;
    clearTimeout(autoSend.current);
    setPhase({ kind: 'idle' });
    setCancelArmed(false);
    if (!current) return;
    if (cancel) {
      current.cancel();
      return;
    }
    const done = await current.stop();
    const verdict = voiceVerdict(done.elapsedMs);
    // The error words load after a chat's first screen.
    if (!verdict.ok) void errorStrings().then(() => showToast({ content: t('errors:recordTooShort') }));
    else sendVoice(chat, done.blob, verdict.seconds, done.extension);
  };
  const finishRef = useRef(finish);
  finishRef.current = finish;

  // Leaving the screen mid-recording throws the recording away and frees the microphone.
  useEffect(
    () => () => {
      clearTimeout(autoSend.current);
      recording.current?.cancel();
      recording.current = null;
    },
    [],
  );

  useEffect(() => {
    if (phase.kind !== 'recording') return;
    setNow(performance.now());
    const ticker = setInterval(() => setNow(performance.now()), 200);
    return () => clearInterval(ticker);
  }, [phase]);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (disabled || phase.kind !== 'idle' || event.button > 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pressed.current = true;
    armed.current = false;
    startY.current = event.clientY;
    setPhase({ kind: 'starting' });
    startRecording()
      .then((started) => {
        // Released while the browser was still asking for the microphone: nothing to record.
        if (!pressed.current) {
          started.cancel();
          setPhase({ kind: 'idle' });
          return;
        }
        recording.current = started;
        setPhase({ kind: 'recording', startedAt: started.startedAt });
        autoSend.current = setTimeout(() => void finishRef.current(false), VOICE_MAX_MS);
      })
      .catch((error: unknown) => {
        pressed.current = false;
        setPhase({ kind: 'idle' });
        const denied = error instanceof VoiceRecordError && error.reason === 'denied';
        showToast({ content: t(denied ? 'media:voice.noAccess' : 'media:voice.unavailable') });
      });
  };

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (!pressed.current) return;
    const nowArmed = startY.current - event.clientY > CANCEL_DISTANCE_PX;
    if (nowArmed !== armed.current) {
      armed.current = nowArmed;
      setCancelArmed(nowArmed);
    }
  };

  const onPointerEnd = (cancel: boolean) => () => {
    if (!pressed.current) return;
    pressed.current = false;
    if (recording.current) void finish(cancel || armed.current);
  };

  const elapsed = phase.kind === 'recording' ? Math.max(0, now - phase.startedAt) : 0;
  const left = VOICE_MAX_MS - elapsed;
  let hint = t('media:voice.releaseToSend');
  if (cancelArmed) hint = t('media:voice.releaseToCancel');
  else if (left <= COUNTDOWN_FROM_MS) hint = t('media:voice.endsIn', { seconds: Math.ceil(left / 1000) });

  return (
    <>
      <button
        type="button"
        className={`${styles.plain} ${styles.iconButton} ${styles.recordButton} ${
          phase.kind === 'idle' ? '' : styles.recordButtonActive
        }`}
        disabled={disabled}
        aria-label={t('media:voice.hold')}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd(false)}
        onPointerCancel={onPointerEnd(true)}
        onContextMenu={(event) => event.preventDefault()}
      >
        {phase.kind === 'idle' ? <AudioOutline /> : <AudioFill />}
      </button>
      {phase.kind === 'recording' &&
        createPortal(
          <div className={`${styles.recordOverlay} ${cancelArmed ? styles.recordCancelArmed : ''}`}>
            <div className={styles.recordCard} role="status" aria-live="polite">
              <span className={styles.recordMic}>
                <AudioFill />
              </span>
              <span className={styles.recordTime}>{durationText(Math.floor(elapsed / 1000))}</span>
              <span className={styles.recordHint}>{hint}</span>
            </div>
          </div>,
          document.body,
        )}
    </>
  );
}
