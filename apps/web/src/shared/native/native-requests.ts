import { NativeCommand } from '@volna/contracts';
import { sendNative } from './native-bridge.ts';

/**
 * Requests to the native shell that expect an answer (issue 15), over the same bridge as commands 1000–1008: the app
 * sends `{ type, data: { requestId, … } }`, and the shell answers by calling `window.volnaNativeReply(reply)` with
 * `{ type, requestId, data }` (an object or its JSON text). A reply that matches no pending request is ignored, so a
 * stray call cannot settle anything; no reply within the timeout counts as "no answer" and the caller falls back to
 * what a browser does.
 */
type Reply = { type?: number; requestId?: string; data?: unknown };
type HostWindow = Window & { volnaNativeReply?: (reply: Reply | string) => void };

const pending = new Map<string, (data: unknown) => void>();
let sequence = 0;

function listen() {
  const w = window as HostWindow;
  if (w.volnaNativeReply) return;
  w.volnaNativeReply = (raw) => {
    let reply: Reply;
    try {
      reply = typeof raw === 'string' ? (JSON.parse(raw) as Reply) : raw;
    } catch {
      return;
    }
    const settle = reply?.requestId ? pending.get(reply.requestId) : undefined;
    if (!settle) return;
    pending.delete(reply.requestId!);
    settle(reply.data);
  };
}

/** What the shell answered, or null without a shell, on a send failure or after `timeoutMs` without an answer. */
export function requestNative(
  type: (typeof NativeCommand)[keyof typeof NativeCommand],
  data: Record<string, unknown> = {},
  timeoutMs = 5000,
): Promise<unknown> {
  listen();
  sequence += 1;
  const requestId = `r${Date.now().toString(36)}${sequence}`;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      pending.delete(requestId);
      resolve(null);
    }, timeoutMs);
    pending.set(requestId, (answer) => {
      clearTimeout(timer);
      resolve(answer);
    });
    if (!sendNative(type, { ...data, requestId })) {
      clearTimeout(timer);
      pending.delete(requestId);
      resolve(null);
    }
  });
}

/** Today's steps from the device's pedometer (command 1009), or null when there is no shell or no usable answer. */
export async function deviceStepsToday(timeoutMs?: number): Promise<number | null> {
  const answer = (await requestNative(NativeCommand.stepCount, {}, timeoutMs)) as { steps?: unknown } | null;
  const steps = answer?.steps;
  return typeof steps === 'number' && Number.isInteger(steps) && steps >= 0 ? steps : null;
}
