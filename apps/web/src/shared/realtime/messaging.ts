import { ConnectionStatus, type TypingEvent, type UserEvent } from '@volna/contracts';
import { create } from 'zustand';
import { type SessionEndCode, sessionEvents } from '../api/session-events.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { useSessionStore } from '../session/session-store.ts';
import { createDisconnectNotice, type ShellNotice } from './disconnect-notice.ts';
import { type ConnectionStatusValue, createRealtimeClient, type RealtimeClient } from './realtime-client.ts';
import { socketUrlOf } from './socket-url.ts';

/** Stored events that arrived together (a catch-up after a reconnect comes as one batch). */
export type EventBatchListener = (events: UserEvent[]) => void;
export type LiveListener = (event: TypingEvent | UserEvent) => void;

/** Connection state of spec §4 for screens that show it (1 connecting, 2 connected, 3 disconnected, 4 suspended). */
export const useMessagingStatus = create<{ status: ConnectionStatusValue }>(() => ({
  status: ConnectionStatus.disconnected,
}));

const batchListeners = new Set<EventBatchListener>();
const shellListeners = new Set<(notice: ShellNotice) => void>();
/** True while the app itself closes the connection (logout, another user): not a drop to tell the shell about. */
let stopping = false;
const liveListeners = new Set<LiveListener>();
let client: RealtimeClient | null = null;
let clientUserId: number | null = null;
/** When the current connection was started (0: none): see reread-missed.ts. */
let clientStartedAt = 0;
let pending: UserEvent[] = [];

const seqKey = (userId: number) => `volna.lastSeq.${userId}`;

function storedSeq(userId: number) {
  const value = Number(localStorage.getItem(seqKey(userId)));
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}

function flush() {
  const events = pending;
  pending = [];
  for (const listener of batchListeners) listener(events);
}

function endSession(code: SessionEndCode) {
  if (!useSessionStore.getState().session) return;
  useSessionStore.getState().clear();
  sessionEvents.emit(code);
}

/**
 * The signed-in user's one messaging connection: stored events go to the batch listeners (each once, in order, and
 * the sequence is kept per user so a reload resumes where it stopped); live ones (typing) to the live listeners.
 */
export const messaging = {
  /** Connects as the session's user; a different user's connection is closed first. Safe to call again. */
  start(userId: number) {
    if (client && clientUserId === userId) return;
    messaging.stop();
    clientUserId = userId;
    clientStartedAt = Date.now();
    const disconnectNotice = createDisconnectNotice((notice) => {
      for (const listener of shellListeners) listener(notice);
    });
    client = createRealtimeClient({
      url: socketUrlOf(window.location, currentLanguage()),
      token: () => useSessionStore.getState().session?.rongToken,
      lastSeq: storedSeq(userId),
      onEvent: (seq, event) => {
        localStorage.setItem(seqKey(userId), String(seq));
        if (pending.length === 0) setTimeout(flush, 0);
        pending.push(event);
      },
      // Started at the newest event: an empty batch makes the listeners read the current state again.
      onSynced: (seq) => {
        localStorage.setItem(seqKey(userId), String(seq));
        setTimeout(flush, 0);
      },
      onLive: (event) => {
        for (const listener of liveListeners) listener(event);
      },
      onStatus: (status) => {
        useMessagingStatus.setState({ status });
        disconnectNotice(status, stopping);
      },
      // Spec §8: a messaging connection failure is a warning with its code; the user sees no message for it.
      onFailure: (code) => console.warn(`messaging connection failed: ${code}`),
      onForcedOffline: () => endSession(4003),
      onSessionEnded: endSession,
    });
    client.start();
  },
  stop() {
    stopping = true;
    try {
      client?.stop();
    } finally {
      stopping = false;
    }
    client = null;
    clientUserId = null;
    clientStartedAt = 0;
  },
  /** When the current connection was started (ms since the epoch; 0 when there is none). */
  startedAt() {
    return clientStartedAt;
  },
  /** The network came back: reconnect now rather than after the backoff. */
  retryNow() {
    client?.retryNow();
  },
  typing(conversationType: number, targetId: string) {
    client?.typing(conversationType, targetId);
  },
  /** A socket request (call signalling): the server's answer, or null when there is no connection or no answer. */
  request(method: string, params: unknown) {
    return client ? client.request(method, params) : Promise.resolve(null);
  },
  onEvents(listener: EventBatchListener) {
    batchListeners.add(listener);
    return () => void batchListeners.delete(listener);
  },
  /** Spec §4 state 3: the native shell is to be logged out (once per drop) and given the token back on reconnect. */
  onShellNotice(listener: (notice: ShellNotice) => void) {
    shellListeners.add(listener);
    return () => void shellListeners.delete(listener);
  },
  onLive(listener: LiveListener) {
    liveListeners.add(listener);
    return () => void liveListeners.delete(listener);
  },
};
