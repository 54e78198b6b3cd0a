import { ConnectionStatus } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { createDisconnectNotice, type ShellNotice } from './disconnect-notice.ts';

const { connecting, connected, disconnected, suspended } = ConnectionStatus;

function tracker() {
  const notices: ShellNotice[] = [];
  return { notices, feed: createDisconnectNotice((notice) => notices.push(notice)) };
}

describe('messaging state 3 → native shell (spec §4)', () => {
  it('logs the shell out once per drop, however often the reconnect fails, and restores it when back', () => {
    const { notices, feed } = tracker();
    feed(connecting, false);
    feed(connected, false);
    expect(notices).toEqual([]);
    feed(disconnected, false);
    // Flapping: attempts that fail again say nothing more.
    feed(connecting, false);
    feed(disconnected, false);
    feed(connecting, false);
    feed(disconnected, false);
    expect(notices).toEqual(['logout']);
    feed(connecting, false);
    feed(connected, false);
    expect(notices).toEqual(['logout', 'restore']);
    // A second drop is a new disconnect.
    feed(disconnected, false);
    expect(notices).toEqual(['logout', 'restore', 'logout']);
  });

  it('says nothing for a disconnect the app made itself (logout, another user)', () => {
    const { notices, feed } = tracker();
    feed(connected, false);
    feed(disconnected, true);
    expect(notices).toEqual([]);
  });

  it('does not restore a shell it never logged out, nor react to suspended (no token)', () => {
    const { notices, feed } = tracker();
    feed(connected, false);
    feed(suspended, false);
    feed(connected, false);
    expect(notices).toEqual([]);
  });
});
