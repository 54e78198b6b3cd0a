import {
  CALL_METHODS,
  callDeclineParams,
  callIdParams,
  callInviteParams,
  callSignalParams,
} from '@volna/contracts';
import { method, type SocketMethods } from '../../realtime/socket-methods.ts';
import type { CallsService } from './calls.service.ts';

/** Call signalling over /ws: request frames answered like REST calls, each tied to the socket that sent it. */
export function callSocketMethods(calls: CallsService): SocketMethods {
  return {
    [CALL_METHODS.invite]: method(callInviteParams, (userId, params, from) =>
      calls.invite(userId, from.deviceId, params),
    ),
    [CALL_METHODS.accept]: method(callIdParams, (userId, { callId }, from) =>
      calls.accept(userId, from.deviceId, callId),
    ),
    [CALL_METHODS.decline]: method(callDeclineParams, (userId, { callId, unavailable }, from) =>
      calls.decline(userId, from.deviceId, callId, unavailable),
    ),
    [CALL_METHODS.cancel]: method(callIdParams, (userId, { callId }, from) =>
      calls.cancel(userId, from.deviceId, callId),
    ),
    [CALL_METHODS.hangUp]: method(callIdParams, (userId, { callId }, from) =>
      calls.hangUp(userId, from.deviceId, callId),
    ),
    [CALL_METHODS.signal]: method(callSignalParams, (userId, params, from) =>
      calls.signal(userId, from.deviceId, params),
    ),
    [CALL_METHODS.find]: method(callIdParams, (userId, { callId }) => calls.find(userId, callId)),
  };
}
