import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { groupKey } from '../messaging/api/group.ts';
import { chatKeys } from '../messaging/api/keys.ts';
import { myInfoKey } from '../payments/pay-password-state.ts';
import { walletKeys } from '../payments/wallet-keys.ts';
import { KEPT_CHATS, KEPT_MESSAGES, keptQueries, mergeKept, restoreKept } from './kept-queries.ts';

const message = (n: number) => ({ msgUid: `m${n}`, sentTime: n });
const chat = (i: number) => ({ conversationType: i % 2 ? 3 : 1, targetId: String(100 + i) });

describe('what is kept for offline use', () => {
  it('the list, badges, balances, profile, and the newest messages and names of the recent chats only', () => {
    const client = new QueryClient();
    const chats = Array.from({ length: KEPT_CHATS + 5 }, (_, i) => chat(i));
    client.setQueryData(chatKeys.conversations, chats);
    client.setQueryData(chatKeys.unread, { total: 3 });
    client.setQueryData(walletKeys.accounts, [{ currency: 'RUB', available: '10.5000' }]);
    client.setQueryData(myInfoKey, { userId: 7 });
    for (const c of chats) {
      client.setQueryData(chatKeys.history(c), {
        pages: [Array.from({ length: 99 }, (_, n) => message(1000 - n)), [message(1)]],
        pageParams: [undefined, 901],
      });
      if (c.conversationType === 3)
        client.setQueryData(groupKey(c.targetId), { groupName: `g${c.targetId}` });
      else client.setQueryData(chatKeys.users(Number(c.targetId)), { userId: Number(c.targetId) });
    }
    client.setQueryData(['wallet', 'flows'], { rows: [] });

    const kept = keptQueries(client);
    const keys = kept.map((k) => JSON.stringify(k.queryKey));
    expect(keys).toContain(JSON.stringify(chatKeys.conversations));
    expect(keys).toContain(JSON.stringify(walletKeys.accounts));
    expect(keys).toContain(JSON.stringify(myInfoKey));
    expect(keys).not.toContain(JSON.stringify(['wallet', 'flows']));
    const histories = kept.filter((k) => k.queryKey[1] === 'history');
    expect(histories).toHaveLength(KEPT_CHATS);
    const first = histories[0]!.data as { pages: Array<Array<{ sentTime: number }>>; pageParams: unknown[] };
    expect(first.pages).toHaveLength(1);
    expect(first.pages[0]).toHaveLength(KEPT_MESSAGES);
    expect(first.pages[0]![0]!.sentTime).toBe(1000);
    expect(keys).not.toContain(JSON.stringify(chatKeys.history(chats[KEPT_CHATS]!)));
    expect(kept.filter((k) => k.queryKey[1] === 'group' || k.queryKey[1] === 'user')).toHaveLength(
      KEPT_CHATS,
    );
  });

  it('fills only queries without data, and says which', () => {
    const client = new QueryClient();
    client.setQueryData(chatKeys.unread, { total: 9 });
    const restored = restoreKept(client, [
      { queryKey: chatKeys.unread, data: { total: 1 }, updatedAt: 5 },
      { queryKey: walletKeys.accounts, data: [{ currency: 'RUB' }], updatedAt: 5 },
    ]);
    expect(restored).toEqual([walletKeys.accounts]);
    expect(client.getQueryData(chatKeys.unread)).toEqual({ total: 9 });
    expect(client.getQueryState(walletKeys.accounts)?.dataUpdatedAt).toBe(5);
  });
});

describe('a new snapshot over the last one', () => {
  it('keeps what this page has not read (the balances), and a chat’s messages only while it is recent', () => {
    const chats = [chat(0), chat(1)];
    const old = chat(7);
    const previous = [
      { queryKey: walletKeys.accounts, data: [{ currency: 'RUB' }], updatedAt: 1 },
      { queryKey: chatKeys.history(chats[1]!), data: { pages: [[message(2)]] }, updatedAt: 1 },
      { queryKey: chatKeys.history(old), data: { pages: [[message(1)]] }, updatedAt: 1 },
      { queryKey: ['wallet', 'flows'], data: [], updatedAt: 1 },
    ];
    const current = [
      { queryKey: chatKeys.conversations, data: chats, updatedAt: 2 },
      { queryKey: chatKeys.history(chats[0]!), data: { pages: [[message(3)]] }, updatedAt: 2 },
    ];
    const merged = mergeKept(current, previous).map((q) => JSON.stringify(q.queryKey));
    expect(merged).toEqual(
      [
        chatKeys.conversations,
        chatKeys.history(chats[0]!),
        walletKeys.accounts,
        chatKeys.history(chats[1]!),
      ].map((key) => JSON.stringify(key)),
    );
  });
});
