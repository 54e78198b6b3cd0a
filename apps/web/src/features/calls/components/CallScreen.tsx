import { callActions, CallMedia } from '@volna/contracts';
import {
  AudioMutedOutline,
  AudioOutline,
  CameraOutline,
  LoopOutline,
  PhoneFill,
  SoundMuteOutline,
  SoundOutline,
} from 'antd-mobile-icons';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../shared/ui/UserAvatar.tsx';
import {
  accept,
  decline,
  hangUp,
  switchCamera,
  toggleCamera,
  toggleMute,
  toggleSpeaker,
} from '../model/call-controller.ts';
import { type CallView, useCallStore } from '../model/call-store.ts';
import { callClock } from '../model/call-text.ts';
import styles from './calls.module.css';

/** Plays a stream in a media element (srcObject cannot be given as a prop). */
function useStream<T extends HTMLMediaElement>(stream: MediaStream | null) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return ref;
}

/** The connected call's mm:ss, ticking each second. */
function useElapsed(since: number | null) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (since === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  return since === null ? 0 : (now - since) / 1000;
}

function Control(props: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  tone?: string;
  testId?: string;
}) {
  return (
    <button
      type="button"
      className={`${styles.control} ${props.tone ?? ''}`}
      onClick={props.onClick}
      aria-label={props.label}
      data-testid={props.testId}
    >
      <span className={styles.round}>{props.icon}</span>
      {props.label}
    </button>
  );
}

function statusText(call: CallView, elapsed: number, t: TFunction) {
  switch (call.phase) {
    case 'outgoing':
      return t('calls:ringingOut');
    case 'incoming':
      return t(call.mediaType === CallMedia.audio ? 'calls:incomingVoice' : 'calls:incomingVideo');
    case 'connecting':
      return t('calls:connecting');
    case 'connected':
      return callClock(elapsed);
    default:
      return call.notice === 'ended'
        ? t('calls:notice.ended', { duration: callClock(call.duration) })
        : t(`calls:notice.${call.notice ?? 'failed'}`);
  }
}

/**
 * The call screen over any page: ringing (outgoing, incoming with accept and decline), connecting, connected with
 * the timer, mute, speaker, camera on/off and switch for video, hang up. The buttons of each phase come from the
 * server's transition table (what this side may do in this state).
 */
export function CallScreen() {
  const { t } = useTranslation();
  const call = useCallStore();
  const elapsed = useElapsed(call.phase === 'connected' ? call.connectedAt : null);
  const remoteVideo = useStream<HTMLVideoElement>(call.remoteStream);
  const remoteAudio = useStream<HTMLAudioElement>(call.remoteStream);
  const localVideo = useStream<HTMLVideoElement>(call.localStream);
  useEffect(() => {
    if (remoteAudio.current) remoteAudio.current.volume = call.speaker ? 1 : 0.3;
  }, [call.speaker, remoteAudio]);
  if (call.phase === 'idle') return null;

  const video = call.mediaType === CallMedia.video;
  const party = call.iAmCaller ? 'caller' : 'callee';
  // Connecting is the table's ringing → connected step seen from one device: hang-up is open from here on.
  const state = call.phase === 'incoming' || call.phase === 'outgoing' ? 1 : call.phase === 'ended' ? 3 : 2;
  const actions = callActions(state, party);
  const live = call.phase === 'connecting' || call.phase === 'connected';
  return (
    <div className={styles.screen} data-testid="call-screen" data-phase={call.phase}>
      {video && live && (
        // biome-ignore lint/a11y/useMediaCaption: a live call has no captions to give
        <video ref={remoteVideo} className={styles.remoteVideo} autoPlay playsInline />
      )}
      {!video && (
        // biome-ignore lint/a11y/useMediaCaption: a live call has no captions to give
        <audio ref={remoteAudio} autoPlay />
      )}
      {video && live && <video ref={localVideo} className={styles.localVideo} autoPlay playsInline muted />}
      <div className={styles.peer}>
        <UserAvatar
          src={call.peer?.avatar}
          nickName={call.peer?.name}
          size={88}
          alt={call.peer?.name ?? ''}
        />
        <span className={styles.name}>{call.peer?.name}</span>
        <span className={styles.status} data-testid="call-status">
          {statusText(call, elapsed, t)}
        </span>
      </div>
      <div className={styles.controls}>
        {live && (
          <>
            <Control
              label={t(call.muted ? 'calls:unmute' : 'calls:mute')}
              icon={call.muted ? <AudioMutedOutline /> : <AudioOutline />}
              tone={call.muted ? styles.on : ''}
              onClick={toggleMute}
            />
            <Control
              label={t('calls:speaker')}
              icon={call.speaker ? <SoundOutline /> : <SoundMuteOutline />}
              tone={call.speaker ? styles.on : ''}
              onClick={toggleSpeaker}
            />
            {video && (
              <>
                <Control
                  label={t(call.cameraOn ? 'calls:cameraOff' : 'calls:cameraOn')}
                  icon={<CameraOutline />}
                  tone={call.cameraOn ? styles.on : ''}
                  onClick={toggleCamera}
                />
                <Control label={t('calls:switchCamera')} icon={<LoopOutline />} onClick={switchCamera} />
              </>
            )}
          </>
        )}
        {actions.includes('decline') && (
          <Control
            label={t('calls:decline')}
            icon={<PhoneFill />}
            tone={styles.hangUp}
            onClick={decline}
            testId="call-decline"
          />
        )}
        {actions.includes('accept') && (
          <Control
            label={t('calls:accept')}
            icon={<PhoneFill />}
            tone={styles.accept}
            onClick={accept}
            testId="call-accept"
          />
        )}
        {(actions.includes('cancel') || actions.includes('hangUp')) && (
          <Control
            label={t(actions.includes('cancel') ? 'calls:cancel' : 'calls:hangUp')}
            icon={<PhoneFill />}
            tone={styles.hangUp}
            onClick={hangUp}
            testId="call-hang-up"
          />
        )}
      </div>
    </div>
  );
}
