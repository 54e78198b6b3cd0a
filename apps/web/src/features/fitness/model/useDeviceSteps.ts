import { useEffect, useState } from 'react';
import { hasNativeShell } from '../../../shared/native/native-bridge.ts';
import { deviceStepsToday } from '../../../shared/native/native-requests.ts';

export type DeviceSteps =
  /** A plain browser: the user types the count. */
  | { state: 'browser' }
  | { state: 'reading' }
  | { state: 'read'; steps: number }
  /** Inside the shell, but it gave no count (no permission, no pedometer, no answer): the user types it. */
  | { state: 'unavailable' };

/** Inside the native shell, today's count from the device (bridge command 1009), asked once when `enabled`. */
export function useDeviceSteps(enabled: boolean): DeviceSteps {
  const inShell = hasNativeShell();
  const [result, setResult] = useState<DeviceSteps>(inShell ? { state: 'reading' } : { state: 'browser' });
  useEffect(() => {
    if (!inShell || !enabled) return;
    let live = true;
    void deviceStepsToday().then((steps) => {
      if (live) setResult(steps === null ? { state: 'unavailable' } : { state: 'read', steps });
    });
    return () => {
      live = false;
    };
  }, [inShell, enabled]);
  return result;
}
