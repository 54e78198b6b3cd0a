import { z } from 'zod';
import {
  type CallEndReasonValue,
  CallMedia,
  type CallMediaValue,
  type CallStateValue,
} from './call-rules.ts';

// 1:1 voice and video calls (issue 16, DESIGN §5 and §11): the signalling carried over the realtime socket (/ws) as `request` frames (client →
// server) and `live` events (server → the devices of the call).

export const iceServer = z.object({
  urls: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServer>;

// Socket methods (request frames) and their params.
export const CALL_METHODS = {
  invite: 'call/invite',
  accept: 'call/accept',
  decline: 'call/decline',
  cancel: 'call/cancel',
  hangUp: 'call/hangUp',
  signal: 'call/signal',
  /** A call as one of its parties sees it: a device opened by a call's push asks whether it still rings. */
  find: 'call/find',
} as const;

const callId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const callInviteParams = z.object({
  calleeId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  mediaType: z.union([z.literal(CallMedia.audio), z.literal(CallMedia.video)]),
});
export type CallInviteParams = z.infer<typeof callInviteParams>;
export const callIdParams = z.object({ callId });
/** `unavailable`: the callee's device could not start its microphone/camera (32 instead of 12). */
export const callDeclineParams = z.object({ callId, unavailable: z.boolean().default(false) });

/** SDP and ICE candidates, relayed untouched to the other device of the call. */
export const CALL_SDP_MAX = 64 * 1024;
export const callSignalParams = z.discriminatedUnion('kind', [
  z.object({ callId, kind: z.literal('offer'), sdp: z.string().min(1).max(CALL_SDP_MAX) }),
  z.object({ callId, kind: z.literal('answer'), sdp: z.string().min(1).max(CALL_SDP_MAX) }),
  z.object({
    callId,
    kind: z.literal('ice'),
    candidate: z.object({
      candidate: z.string().max(1024),
      sdpMid: z.string().max(64).nullable().optional(),
      sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
      usernameFragment: z.string().max(256).nullable().optional(),
    }),
  }),
]);
export type CallSignalParams = z.infer<typeof callSignalParams>;

/** A call as its two parties see it. */
export type CallVo = {
  callId: number;
  callerId: number;
  calleeId: number;
  mediaType: CallMediaValue;
  state: CallStateValue;
  endReason: CallEndReasonValue | null;
  duration: number;
};

/** Answer of invite and accept: the call and the ICE servers to use (TURN credentials issued for this call). */
export type CallSession = { call: CallVo; iceServers: IceServer[] };

// Live events (server → devices). Only the server makes them: they are `live` frames, never client frames.
export const CALL_EVENTS = {
  /** To every device of the callee: ring. */
  incoming: 'call.incoming',
  /** To the caller's device: the callee answered on one device; start the offer. */
  accepted: 'call.accepted',
  /** To the callee's other devices: answered on another one, stop ringing. */
  answeredElsewhere: 'call.answeredElsewhere',
  /** To every device of both: the call is over (with its reason). */
  ended: 'call.ended',
  /** To the other device of the call only: an offer, answer or ICE candidate. */
  signal: 'call.signal',
} as const;

export type CallIncomingEvent = {
  type: typeof CALL_EVENTS.incoming;
  call: CallVo;
  caller: { userId: number; nickName: string; avatar: string };
};
export type CallAcceptedEvent = { type: typeof CALL_EVENTS.accepted; call: CallVo };
export type CallAnsweredElsewhereEvent = { type: typeof CALL_EVENTS.answeredElsewhere; callId: number };
export type CallEndedEvent = { type: typeof CALL_EVENTS.ended; call: CallVo };
export type CallSignalEvent = { type: typeof CALL_EVENTS.signal } & CallSignalParams;
export type CallEvent =
  | CallIncomingEvent
  | CallAcceptedEvent
  | CallAnsweredElsewhereEvent
  | CallEndedEvent
  | CallSignalEvent;
