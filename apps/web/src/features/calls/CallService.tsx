import { type CallEvent, INCOMING_CALL_PARAM } from '@volna/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { callLauncher } from '../../shared/calls/call-launcher.ts';
import { messaging } from '../../shared/realtime/messaging.ts';

// The chat list's first load carries only this listener (issue 19 budgets): the call screen, WebRTC and the
// controller load with the first call, placed or received.
const CallScreen = lazy(() => import('./components/CallScreen.tsx').then((m) => ({ default: m.CallScreen })));
let controller: Promise<typeof import('./model/call-controller.ts')> | null = null;
const loadController = () => {
  controller ??= import('./model/call-controller.ts');
  return controller;
};

/** Mounted with the signed-in services: takes the chat's call buttons, hears incoming calls, shows the call screen. */
export function CallService() {
  const [used, setUsed] = useState(false);
  const { search } = useLocation();
  // Opened by a call's notification (issue 35): the address names the call; its screen shows while it still rings.
  useEffect(() => {
    if (!search.includes(INCOMING_CALL_PARAM)) return;
    setUsed(true);
    void Promise.all([import('./model/ring-from-push.ts'), loadController()]).then(([push, c]) =>
      push.ringFromAddress(c.onCallEvent),
    );
  }, [search]);
  useEffect(() => {
    // Every event goes through the one import promise, so they reach the controller in the order they came.
    const stopListening = messaging.onLive((event) => {
      if (typeof event.type !== 'string' || !event.type.startsWith('call.')) return;
      setUsed(true);
      void loadController().then((c) => c.onCallEvent(event as unknown as CallEvent));
    });
    const unregister = callLauncher.register((request) => {
      setUsed(true);
      void loadController().then((c) => c.startCall(request));
    });
    return () => {
      stopListening();
      unregister();
      void controller?.then((c) => c.stopCalls());
    };
  }, []);
  return used ? (
    <Suspense fallback={null}>
      <CallScreen />
    </Suspense>
  ) : null;
}
