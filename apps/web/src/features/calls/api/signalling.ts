import {
  CALL_METHODS,
  type CallMediaValue,
  type CallSession,
  type CallSignalParams,
  type CallVo,
} from '@volna/contracts';
import { i18next } from '../../../shared/i18n/i18n.ts';
import { messaging } from '../../../shared/realtime/messaging.ts';

/** A refused or unanswered signalling request; `message` is the server's text in the user's language. */
export class CallRequestError extends Error {
  constructor(
    message: string,
    readonly code: number | null,
  ) {
    super(message);
  }
}

async function ask<T>(method: string, params: unknown): Promise<T> {
  const answer = await messaging.request(method, params);
  if (!answer) throw new CallRequestError(i18next.t('calls:failed'), null);
  if (!answer.success) throw new CallRequestError(answer.msg, answer.code);
  return answer.data as T;
}

// Call signalling over the realtime socket: each request is tied to this device's connection.
export const signalling = {
  invite: (calleeId: number, mediaType: CallMediaValue) =>
    ask<CallSession>(CALL_METHODS.invite, { calleeId, mediaType }),
  accept: (callId: number) => ask<CallSession>(CALL_METHODS.accept, { callId }),
  decline: (callId: number, unavailable = false) =>
    ask<CallVo>(CALL_METHODS.decline, { callId, unavailable }),
  cancel: (callId: number) => ask<CallVo>(CALL_METHODS.cancel, { callId }),
  hangUp: (callId: number) => ask<CallVo>(CALL_METHODS.hangUp, { callId }),
  signal: (params: CallSignalParams) => ask<null>(CALL_METHODS.signal, params),
  find: (callId: number) => ask<CallVo>(CALL_METHODS.find, { callId }),
};
