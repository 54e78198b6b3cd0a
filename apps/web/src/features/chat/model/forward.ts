import type { ConversationKey } from '@volna/contracts';
import { keyOf } from '../../../shared/messaging/model/conversation-key.ts';
import { SEND_SPACING_MS } from './media-rules.ts';

/** How one chat's forward went: sent, or refused with the server's (or the network's) message. */
export type ForwardOutcome = { key: string; ok: true } | { key: string; ok: false; msg: string };

export type ForwardSummary = {
  total: number;
  sent: number;
  failed: Extract<ForwardOutcome, { ok: false }>[];
  state: 'allSent' | 'partlySent' | 'noneSent';
};

export function summarizeForward(outcomes: readonly ForwardOutcome[]): ForwardSummary {
  const failed = outcomes.filter((o): o is Extract<ForwardOutcome, { ok: false }> => !o.ok);
  const sent = outcomes.length - failed.length;
  const state = failed.length === 0 ? 'allSent' : sent === 0 ? 'noneSent' : 'partlySent';
  return { total: outcomes.length, sent, failed, state };
}

type ForwardDeps = {
  /** One forward call; rejects with an error carrying `msg` when refused. */
  send: (chat: ConversationKey, clientMsgId: string) => Promise<unknown>;
  newId: () => string;
  wait: (ms: number) => Promise<void>;
  onOutcome?: (outcome: ForwardOutcome) => void;
};

/**
 * Forwards to each chat in turn, each call with its own clientMsgId (one message per chat, and a retry of the same
 * chat never doubles), paced under the send-rate limit. Every chat gets an outcome; one failure does not stop the rest.
 */
export async function forwardToChats(
  chats: readonly ConversationKey[],
  { send, newId, wait, onOutcome }: ForwardDeps,
): Promise<ForwardOutcome[]> {
  const outcomes: ForwardOutcome[] = [];
  for (const [index, chat] of chats.entries()) {
    if (index > 0) await wait(SEND_SPACING_MS);
    let outcome: ForwardOutcome;
    try {
      await send(chat, newId());
      outcome = { key: keyOf(chat), ok: true };
    } catch (error) {
      const msg = (error as { msg?: unknown })?.msg;
      outcome = { key: keyOf(chat), ok: false, msg: typeof msg === 'string' ? msg : '' };
    }
    outcomes.push(outcome);
    onOutcome?.(outcome);
  }
  return outcomes;
}
