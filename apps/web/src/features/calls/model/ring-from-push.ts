import {
  CALL_EVENTS,
  type CallEvent,
  CallState,
  ConnectionStatus,
  INCOMING_CALL_PARAM,
  personName,
} from '@volna/contracts';
import { currentInAppPath, navigateInApp } from '../../../shared/lib/app-navigator.ts';
import { fetchChatUser } from '../../../shared/messaging/api/users.ts';
import { useMessagingStatus } from '../../../shared/realtime/messaging.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { signalling } from '../api/signalling.ts';

/** How long a device opened by a call's push waits for its socket before it gives up on the ring. */
const CONNECT_WAIT_MS = 20_000;

function connected(): Promise<boolean> {
  if (useMessagingStatus.getState().status === ConnectionStatus.connected) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      stop();
      resolve(false);
    }, CONNECT_WAIT_MS);
    const stop = useMessagingStatus.subscribe(({ status }) => {
      if (status !== ConnectionStatus.connected) return;
      clearTimeout(timer);
      stop();
      resolve(true);
    });
  });
}

/**
 * The app was opened by a call's notification (issue 35): its ring went to sockets while none was open, so once the
 * socket is up the device asks whether the call still rings for it, and if so shows the incoming-call screen.
 */
export async function ringFromPush(callId: number, ring: (event: CallEvent) => void) {
  if (!(await connected())) return;
  const call = await signalling.find(callId).catch(() => null);
  const me = useSessionStore.getState().session?.userId;
  if (!call || call.state !== CallState.ringing || call.calleeId !== me) return;
  const caller = await fetchChatUser(call.callerId).catch(() => null);
  ring({
    type: CALL_EVENTS.incoming,
    call,
    caller: {
      userId: call.callerId,
      nickName: caller ? personName(caller) : '',
      avatar: caller?.avatar ?? '',
    },
  });
}

/** The call named in the address (a tapped call notification), taken out of it so back or a reload does not ring. */
export function ringFromAddress(ring: (event: CallEvent) => void) {
  const url = new URL(currentInAppPath(), window.location.origin);
  const callId = Number(url.searchParams.get(INCOMING_CALL_PARAM));
  url.searchParams.delete(INCOMING_CALL_PARAM);
  navigateInApp(url.pathname + url.search, { replace: true });
  if (Number.isSafeInteger(callId) && callId > 0) void ringFromPush(callId, ring);
}
