import type { ConversationKey } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { forwardToChats, summarizeForward } from './forward.ts';
import { SEND_SPACING_MS } from './media-rules.ts';

const chats: ConversationKey[] = [
  { conversationType: 1, targetId: '11' },
  { conversationType: 3, targetId: '7' },
  { conversationType: 1, targetId: '12' },
];

describe('forward fan-out', () => {
  it('calls once per chat, each with its own id, paced under the send-rate limit', async () => {
    const calls: [string, string][] = [];
    const waits: number[] = [];
    let next = 0;
    const outcomes = await forwardToChats(chats, {
      send: async (chat, id) => void calls.push([`${chat.conversationType}:${chat.targetId}`, id]),
      newId: () => `client-id-${++next}`,
      wait: async (ms) => void waits.push(ms),
    });
    expect(calls).toEqual([
      ['1:11', 'client-id-1'],
      ['3:7', 'client-id-2'],
      ['1:12', 'client-id-3'],
    ]);
    expect(waits).toEqual([SEND_SPACING_MS, SEND_SPACING_MS]);
    expect(SEND_SPACING_MS).toBeGreaterThanOrEqual(200);
    expect(summarizeForward(outcomes)).toEqual({ total: 3, sent: 3, failed: [], state: 'allSent' });
  });

  it('keeps going after a refusal and reports each chat', async () => {
    const heard: string[] = [];
    const outcomes = await forwardToChats(chats, {
      send: async (chat) => {
        if (chat.targetId === '7') throw Object.assign(new Error('refused'), { msg: 'Not in the group' });
      },
      newId: () => 'client-id-x',
      wait: async () => {},
      onOutcome: (o) => heard.push(`${o.key}:${o.ok}`),
    });
    expect(heard).toEqual(['1:11:true', '3:7:false', '1:12:true']);
    const summary = summarizeForward(outcomes);
    expect(summary.state).toBe('partlySent');
    expect(summary.sent).toBe(2);
    expect(summary.failed).toEqual([{ key: '3:7', ok: false, msg: 'Not in the group' }]);
  });

  it('says when nothing went out', async () => {
    const outcomes = await forwardToChats(chats.slice(0, 2), {
      send: () => Promise.reject(new Error('offline')),
      newId: () => 'client-id-y',
      wait: async () => {},
    });
    expect(summarizeForward(outcomes)).toMatchObject({ total: 2, sent: 0, state: 'noneSent' });
    expect(outcomes.every((o) => !o.ok && o.msg === '')).toBe(true);
  });
});
