import {
  CALL_EVENTS,
  type CallEvent,
  CallMedia,
  type CallMediaValue,
  type CallSignalEvent,
  CallState,
  ConnectionStatus,
  type IceServer,
  NativeCommand,
} from '@volna/contracts';
import { hasNativeShell, sendNative } from '../../../shared/native/native-bridge.ts';
import type { CallRequest } from '../../../shared/calls/call-launcher.ts';
import { i18next } from '../../../shared/i18n/i18n.ts';
import { useMessagingStatus } from '../../../shared/realtime/messaging.ts';
import { showToast } from '../../../shared/ui/toast.ts';
import { CallRequestError, signalling } from '../api/signalling.ts';
import { endNotice } from './call-text.ts';
import { idleCall, useCallStore } from './call-store.ts';

// One call at a time on this device: the WebRTC peer connection, the local media and the signalling over /ws
// (DESIGN §5). The server owns the call's state; this follows its events and the peer connection's own.

/** How long the end of a call stays on the screen before it closes. */
const ENDED_SCREEN_MS = 2_000;

const set = useCallStore.setState;
const view = useCallStore.getState;

let pc: RTCPeerConnection | null = null;
let local: MediaStream | null = null;
let iceServers: IceServer[] = [];
/** Candidates that came before the remote description was set. */
let earlyCandidates: RTCIceCandidateInit[] = [];
/** Signals of this call that came while the callee's accept was still on its way (no peer connection yet). */
let beforeConnection: CallSignalEvent[] = [];
let remoteSet = false;
let acceptedAt = 0;
let closeTimer: ReturnType<typeof setTimeout> | undefined;

/** Accept-to-connected time of the last call (ms), read by the browser test and shown in the console. */
export const callMetrics = { setupMs: null as number | null };

function toast(key: string) {
  showToast({ content: i18next.t(key) });
}

function stopMedia() {
  for (const track of local?.getTracks() ?? []) track.stop();
  local = null;
  pc?.close();
  pc = null;
  earlyCandidates = [];
  beforeConnection = [];
  remoteSet = false;
}

function reset() {
  clearTimeout(closeTimer);
  stopMedia();
  set(idleCall, true);
}

/** Shows how the call ended for a moment, then closes the screen. */
function finish(endReason: number | null, duration = 0) {
  stopMedia();
  set({
    phase: 'ended',
    notice: endNotice(endReason, view().iAmCaller),
    duration,
    localStream: null,
    remoteStream: null,
  });
  clearTimeout(closeTimer);
  closeTimer = setTimeout(reset, ENDED_SCREEN_MS);
}

/** Microphone (and camera for video); null with the §8 message when the browser or the user refuses. */
async function openMedia(mediaType: CallMediaValue, facing: 'user' | 'environment') {
  try {
    return await navigator.mediaDevices.getUserMedia({
      audio: true,
      video: mediaType === CallMedia.video ? { facingMode: facing } : false,
    });
  } catch {
    toast('calls:noMicrophone');
    return null;
  }
}

function peerConnection(callId: number) {
  const connection = new RTCPeerConnection({ iceServers: iceServers as RTCIceServer[] });
  for (const track of local?.getTracks() ?? []) connection.addTrack(track, local!);
  connection.onicecandidate = ({ candidate }) => {
    if (candidate)
      void signalling
        .signal({ callId, kind: 'ice', candidate: { ...candidate.toJSON(), candidate: candidate.candidate } })
        .catch(() => {});
  };
  connection.ontrack = ({ streams }) => {
    if (streams[0]) set({ remoteStream: streams[0] });
  };
  connection.onconnectionstatechange = () => {
    if (pc !== connection) return;
    if (connection.connectionState === 'connected' && view().phase === 'connecting') {
      callMetrics.setupMs = Math.round(performance.now() - acceptedAt);
      console.info(`call connected ${callMetrics.setupMs} ms after accept`);
      set({ phase: 'connected', connectedAt: Date.now() });
    }
    // The media link broke for good: the call ends for both (the record says how long it lasted).
    if (connection.connectionState === 'failed') {
      toast('calls:failed');
      void hangUp();
    }
  };
  pc = connection;
  return connection;
}

async function onSignal(event: CallSignalEvent) {
  const connection = pc;
  if (event.callId !== view().callId) return;
  // The server relays the caller's offer as soon as he heard the accept, which may be before this side's answer.
  if (!connection) {
    if (view().phase === 'connecting') beforeConnection.push(event);
    return;
  }
  if (event.kind === 'ice') {
    if (remoteSet) await connection.addIceCandidate(event.candidate).catch(() => {});
    else earlyCandidates.push(event.candidate);
    return;
  }
  await connection.setRemoteDescription({ type: event.kind, sdp: event.sdp });
  remoteSet = true;
  for (const candidate of earlyCandidates.splice(0))
    await connection.addIceCandidate(candidate).catch(() => {});
  if (event.kind === 'offer') {
    const answer = await connection.createAnswer();
    await connection.setLocalDescription(answer);
    await signalling.signal({ callId: event.callId, kind: 'answer', sdp: answer.sdp ?? '' });
  }
}

/** The caller's side once the callee answered: the offer starts the media. */
async function onAccepted(callId: number) {
  if (view().callId !== callId || view().phase !== 'outgoing') return;
  acceptedAt = performance.now();
  set({ phase: 'connecting' });
  const connection = peerConnection(callId);
  const offer = await connection.createOffer();
  await connection.setLocalDescription(offer);
  await signalling.signal({ callId, kind: 'offer', sdp: offer.sdp ?? '' });
}

function onEvent(event: CallEvent) {
  const current = view();
  switch (event.type) {
    case CALL_EVENTS.incoming:
      // This device is already in a call: the server answers busy to a second caller, so this is a stale ring.
      if (current.phase !== 'idle' && current.phase !== 'ended') return;
      reset();
      set({
        phase: 'incoming',
        callId: event.call.callId,
        iAmCaller: false,
        mediaType: event.call.mediaType,
        peer: { userId: event.caller.userId, name: event.caller.nickName, avatar: event.caller.avatar },
      });
      return;
    case CALL_EVENTS.accepted:
      void onAccepted(event.call.callId).catch(() => void hangUp());
      return;
    case CALL_EVENTS.answeredElsewhere:
      if (current.callId === event.callId) reset();
      return;
    case CALL_EVENTS.signal:
      void onSignal(event).catch(() => {});
      return;
    case CALL_EVENTS.ended:
      if (current.callId === event.call.callId && current.phase !== 'ended')
        finish(event.call.endReason, event.call.duration);
      return;
  }
}

function failed(error: unknown) {
  if (error instanceof CallRequestError) showToast({ content: error.message });
  else toast('calls:failed');
  reset();
}

/** Places a call (the chat's buttons); inside the native shell the shell places it (spec §7: 1001 / 1002). */
export async function startCall(request: CallRequest) {
  const command = request.mediaType === CallMedia.audio ? NativeCommand.voiceCall : NativeCommand.videoCall;
  if (hasNativeShell() && sendNative(command, { userId: request.peerId, name: request.name })) return;
  if (view().phase !== 'idle') return;
  reset();
  set({
    phase: 'outgoing',
    iAmCaller: true,
    mediaType: request.mediaType,
    peer: { userId: request.peerId, name: request.name, avatar: request.avatar },
  });
  local = await openMedia(request.mediaType, 'user');
  if (!local) return reset();
  set({ localStream: local });
  try {
    const session = await signalling.invite(request.peerId, request.mediaType);
    iceServers = session.iceServers;
    if (session.call.state === CallState.ended) return finish(session.call.endReason);
    // The screen may have been closed while the invite was on its way.
    if (view().phase !== 'outgoing') return void signalling.cancel(session.call.callId).catch(() => {});
    set({ callId: session.call.callId });
  } catch (error) {
    failed(error);
  }
}

export async function accept() {
  const { callId, mediaType } = view();
  if (callId === null || view().phase !== 'incoming') return;
  acceptedAt = performance.now();
  set({ phase: 'connecting' });
  local = await openMedia(mediaType, 'user');
  if (!local) {
    // Spec §8 'no access to microphone': the caller learns the other side could not take it (32).
    await signalling.decline(callId, true).catch(() => {});
    return reset();
  }
  set({ localStream: local });
  try {
    const session = await signalling.accept(callId);
    iceServers = session.iceServers;
    peerConnection(callId);
    for (const early of beforeConnection.splice(0)) await onSignal(early);
  } catch (error) {
    failed(error);
  }
}

export async function decline() {
  const { callId } = view();
  if (callId === null) return reset();
  await signalling.decline(callId).catch(() => {});
}

/** Cancel while ringing, hang up once answered: the server's table decides, the ended event closes the screen. */
export async function hangUp() {
  const { callId, phase, iAmCaller } = view();
  if (callId === null) return reset();
  const request = phase === 'outgoing' && iAmCaller ? signalling.cancel : signalling.hangUp;
  await request(callId).catch((error: unknown) => {
    // Already over (the other side ended it at the same moment): its ended event says how.
    if (!(error instanceof CallRequestError) || error.code === null) reset();
  });
}

export function toggleMute() {
  const muted = !view().muted;
  for (const track of local?.getAudioTracks() ?? []) track.enabled = !muted;
  set({ muted });
}

/** Loudspeaker or quiet (earpiece-like) playback; the screen's audio element reads `speaker`. */
export function toggleSpeaker() {
  set({ speaker: !view().speaker });
}

export function toggleCamera() {
  const cameraOn = !view().cameraOn;
  for (const track of local?.getVideoTracks() ?? []) track.enabled = cameraOn;
  set({ cameraOn });
}

/** Front ↔ back camera: a new video track replaces the old one on the same sender. */
export async function switchCamera() {
  const facing = view().facing === 'user' ? 'environment' : 'user';
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: facing } });
    const [track] = stream.getVideoTracks();
    if (!track || !local) return;
    const sender = pc?.getSenders().find((s) => s.track?.kind === 'video');
    await sender?.replaceTrack(track);
    for (const old of local.getVideoTracks()) {
      local.removeTrack(old);
      old.stop();
    }
    track.enabled = view().cameraOn;
    local.addTrack(track);
    set({ facing, localStream: new MediaStream(local.getTracks()) });
  } catch {
    toast('calls:cameraUnavailable');
  }
}

/** A call event of this user's devices (CallService hands them over in order, once this module has loaded). */
export const onCallEvent = (event: CallEvent) => onEvent(event);

/** The session ended (the signed-in services unmount): whatever call there was ends on this page. */
export const stopCalls = () => reset();

// The call lives on this page's connection: when it drops, the server ends the call (its ended event cannot reach
// this page any more), so the screen says so at once.
useMessagingStatus.subscribe(({ status }) => {
  const { phase } = view();
  if (status !== ConnectionStatus.connected && phase !== 'idle' && phase !== 'ended') {
    toast('calls:failed');
    finish(null);
  }
});
