import { ConnectionStatus } from '@volna/contracts';
import type { ConnectionStatusValue } from './realtime-client.ts';

/** What the native shell is told about the messaging connection (spec §4). */
export type ShellNotice = 'logout' | 'restore';

/**
 * Spec §4: messaging state 3 (disconnected) logs out the native shell, and the connection comes back by itself while
 * a token exists. The shell is told once per disconnect — failed reconnect attempts (connecting → disconnected again)
 * say nothing more — and gets the token back (`restore`) when the connection is up again. A disconnect the app made
 * itself (logout, another user) is not a drop: its own flow tells the shell.
 */
export function createDisconnectNotice(notify: (notice: ShellNotice) => void) {
  let shellLoggedOut = false;
  return (status: ConnectionStatusValue, deliberate: boolean) => {
    if (status === ConnectionStatus.connected) {
      if (shellLoggedOut) {
        shellLoggedOut = false;
        notify('restore');
      }
      return;
    }
    if (status !== ConnectionStatus.disconnected || deliberate || shellLoggedOut) return;
    shellLoggedOut = true;
    notify('logout');
  };
}
