import { useEffect } from 'react';
import { callLauncher } from '../../shared/calls/call-launcher.ts';
import { CallScreen } from './components/CallScreen.tsx';
import { startCall, startCallEvents } from './model/call-controller.ts';

/** Mounted with the signed-in services: takes the chat's call buttons, hears incoming calls, shows the call screen. */
export function CallService() {
  useEffect(() => startCallEvents(), []);
  useEffect(() => callLauncher.register((request) => void startCall(request)), []);
  return <CallScreen />;
}
