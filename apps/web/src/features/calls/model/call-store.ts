import type { CallMediaValue } from '@volna/contracts';
import { create } from 'zustand';
import type { CallEndNotice } from './call-text.ts';

/** What the call screen shows; the controller (call-controller.ts) is the only writer. */
export type CallPhase = 'idle' | 'outgoing' | 'incoming' | 'connecting' | 'connected' | 'ended';

export type CallView = {
  phase: CallPhase;
  callId: number | null;
  /** Whether this device placed the call (the caller's side of the transition table). */
  iAmCaller: boolean;
  peer: { userId: number; name: string; avatar: string } | null;
  mediaType: CallMediaValue;
  /** Date.now() when the media connected; the timer counts from it. */
  connectedAt: number | null;
  muted: boolean;
  speaker: boolean;
  cameraOn: boolean;
  /** 'user' front, 'environment' back. */
  facing: 'user' | 'environment';
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  /** Set as the call ends (shown for a moment), or for a failure before it began. */
  notice: CallEndNotice | null;
  /** Seconds the call lasted (from the server's record), shown with 'ended'. */
  duration: number;
};

export const idleCall: CallView = {
  phase: 'idle',
  callId: null,
  iAmCaller: false,
  peer: null,
  mediaType: 1,
  connectedAt: null,
  muted: false,
  speaker: true,
  cameraOn: true,
  facing: 'user',
  localStream: null,
  remoteStream: null,
  notice: null,
  duration: 0,
};

export const useCallStore = create<CallView>(() => idleCall);
