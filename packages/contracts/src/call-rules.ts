// 1:1 voice and video calls (issue 16, DESIGN §5 and §11): the state machine and the end reasons of the call record
// (OL:VoiceMsg, spec §4), apart from the signalling schemas in calls.ts, so a chat's call buttons and call records
// read them without loading zod (issue 19).

export const CALL_OBJECT_NAME = 'OL:VoiceMsg';

/** OL:VoiceMsg `mediaType`: 1 audio, anything else video (2 here). */
export const CallMedia = { audio: 1, video: 2 } as const;
export type CallMediaValue = (typeof CallMedia)[keyof typeof CallMedia];

export const CallState = { ringing: 1, connected: 2, ended: 3 } as const;
export type CallStateValue = (typeof CallState)[keyof typeof CallState];

/**
 * End reasons (spec §4), written once into the record both users see. The record is the caller's (he is its
 * sender), so the ones digit follows the calling convention the codes come from: the caller's own act (1, 3), the
 * other side's (11–15), the other side's device that refused by itself (22, 32).
 * 5/15 no answer · 3/13 completed (with duration) · 1/11 cancelled · 2/12 rejected · 22/32 other party declined.
 */
export const CallEndReason = {
  /** The caller cancelled before an answer (or his device dropped while ringing). */
  cancelled: 1,
  /** The caller hung up a connected call. */
  completedByCaller: 3,
  /** The callee pressed decline. */
  rejected: 12,
  /** The callee hung up a connected call (or his device dropped). */
  completedByCallee: 13,
  /** Nobody answered within CALL_RING_TIMEOUT_MS. */
  noAnswer: 15,
  /** The callee was already in another call: his side declined by itself ('busy'). */
  busy: 22,
  /** The callee's device could not take the call (no microphone or camera): declined by itself. */
  unavailable: 32,
} as const;
export type CallEndReasonValue = (typeof CallEndReason)[keyof typeof CallEndReason];

/** How long an unanswered call rings before the server ends it (no answer, 15). */
export const CALL_RING_TIMEOUT_MS = 45_000;
/** Calls one user may place a minute: each ends with a record in the callee's chat, so ringing is not a spam tool. */
export const CALL_INVITES_PER_MINUTE = 10;
/** Life of the TURN credentials issued for a call (TURN REST convention: username = expiry:userId). */
export const TURN_CREDENTIAL_TTL_S = 600;

export type CallParty = 'caller' | 'callee' | 'server';
export type CallAction = 'accept' | 'decline' | 'unavailable' | 'cancel' | 'hangUp' | 'noAnswer' | 'busy';

type Step = { to: CallStateValue; by: CallParty; endReason?: CallEndReasonValue };

/**
 * The one transition table (DESIGN §11): state → action → next state, who may do it, and for an end the reason
 * written into the record. A hang-up's reason depends on who hung up, so the table names both; anything not here
 * is refused (callWrongState).
 */
export const CALL_TRANSITIONS: Record<CallStateValue, Partial<Record<CallAction, Step[]>>> = {
  [CallState.ringing]: {
    accept: [{ to: CallState.connected, by: 'callee' }],
    decline: [{ to: CallState.ended, by: 'callee', endReason: CallEndReason.rejected }],
    unavailable: [{ to: CallState.ended, by: 'callee', endReason: CallEndReason.unavailable }],
    cancel: [{ to: CallState.ended, by: 'caller', endReason: CallEndReason.cancelled }],
    noAnswer: [{ to: CallState.ended, by: 'server', endReason: CallEndReason.noAnswer }],
    busy: [{ to: CallState.ended, by: 'server', endReason: CallEndReason.busy }],
  },
  [CallState.connected]: {
    hangUp: [
      { to: CallState.ended, by: 'caller', endReason: CallEndReason.completedByCaller },
      { to: CallState.ended, by: 'callee', endReason: CallEndReason.completedByCallee },
    ],
  },
  [CallState.ended]: {},
};

/** The step `party` may take with `action` from `state`, or undefined when the table has none. */
export function callStep(state: number, action: CallAction, party: CallParty): Step | undefined {
  return CALL_TRANSITIONS[state as CallStateValue]?.[action]?.find((step) => step.by === party);
}

/** What `party` may do now (the call screen draws its buttons from this). */
export const callActions = (state: number, party: CallParty): CallAction[] =>
  Object.entries(CALL_TRANSITIONS[state as CallStateValue] ?? {})
    .filter(([, steps]) => steps?.some((step) => step.by === party))
    .map(([action]) => action as CallAction);

/** The record's content (OL:VoiceMsg): written by the server only, in both users' private chat. */
export type CallRecordContent = {
  callId: number;
  mediaType: CallMediaValue;
  endReason: CallEndReasonValue;
  /** Seconds connected; 0 unless completed. */
  duration: number;
};

/** An RTCIceServer as the browser takes it. */
