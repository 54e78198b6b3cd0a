// Issue 19, "Speed of the home reads": the chat list, a history page, the friend list, the account list and the
// flow list each answer in one database statement besides the read of the user's data version (the session admitted
// from the session memory), and in that one statement alone while the version is unchanged (the kept answer,
// modules/home-reads/read-cache.ts); they carry an ETag
// of their body, and answer 304 to an If-None-Match of an unchanged list; any change to a list changes its tag,
// and another user's tag never matches.
import { describe, expect, it } from 'vitest';
import { sendText } from '../src/modules/chat/chat.test-support.ts';
import { befriend } from '../src/modules/friends/friends.test-support.ts';
import { signUp } from '../src/modules/users/users.test-support.ts';
import { fund } from '../src/modules/wallet/wallet.test-support.ts';
import { useTestApp } from './harness.ts';
import { statementsDuring } from './statements.ts';

const t = useTestApp();

type Person = Awaited<ReturnType<typeof signUp>>;
const routes = (peer: Person) => [
  { name: 'chat list', url: '/app/chat/conversation/list' },
  { name: 'history page', url: `/app/chat/message/history?conversationType=1&targetId=${peer.id}` },
  { name: 'friend list', url: '/app/friend/list' },
  { name: 'account list', url: '/app/account/list' },
  { name: 'flow list', url: '/app/flow/list' },
];

const get = (token: string, url: string, headers: Record<string, string> = {}) =>
  t.call('GET', url, { token, headers });

/** Two friends with a chat, balances and a transfer each way's flow: every list has something in it. */
async function twoFriends() {
  const me = await signUp(t);
  const peer = await signUp(t);
  await befriend(t, me, peer);
  await sendText(t, peer.token, me.id, 'hello');
  await sendText(t, me.token, peer.id, 'hi');
  await fund(t, me.id, 1, '100');
  await t.app.services.wallet.flows.createFlow({
    userId: me.id,
    type: 1,
    direction: 2,
    status: 2,
    currencyId: 1,
    amount: '5',
    counterpartyId: peer.id,
  });
  return { me, peer };
}

describe('home reads (issue 19)', () => {
  it('answer each list in one statement besides the version, and from memory while it is unchanged', async () => {
    const { me, peer } = await twoFriends();
    for (const route of routes(peer)) {
      await get(me.token, route.url); // the session is now in the session memory
      // Another language is another kept answer: the first read of it is the version and the list.
      const read = () => t.call('GET', route.url, { token: me.token, lang: 'en' });
      const first = await statementsDuring(t, read);
      expect(first.statements, route.name).toBe(2);
      expect(first.result.status, route.name).toBe(200);
      const kept = await statementsDuring(t, read);
      expect(kept.statements, route.name).toBe(1);
      expect(kept.result.raw.body, route.name).toBe(first.result.raw.body);
    }
    const friends = await get(me.token, '/app/friend/list');
    expect(friends.body).toMatchObject({ total: 1, rows: [{ userId: peer.id }] });
    const flows = await get(me.token, '/app/flow/list');
    expect(flows.body.total).toBe(1);
    expect(flows.body.rows[0]).toMatchObject({ counterpartyId: peer.id, amount: '5.0000' });
    expect(flows.body.rows[0].counterpartyName).toEqual(expect.any(String));
    const history = await get(me.token, `/app/chat/message/history?conversationType=1&targetId=${peer.id}`);
    expect(history.body.data.map((m: { content: { content: string } }) => m.content.content)).toEqual([
      'hi',
      'hello',
    ]);
  });

  it('past the last page the total is still counted', async () => {
    const { me } = await twoFriends();
    const friends = await get(me.token, '/app/friend/list?pageNum=3&pageSize=1');
    expect(friends.body).toMatchObject({ total: 1, rows: [] });
    const flows = await get(me.token, '/app/flow/list?pageNum=3&pageSize=1');
    expect(flows.body).toMatchObject({ total: 1, rows: [] });
  });

  it('an unchanged list answers 304 to its ETag; another user never gets a 304 for it', async () => {
    const { me, peer } = await twoFriends();
    const stranger = await signUp(t);
    for (const route of routes(peer)) {
      const first = await get(me.token, route.url);
      const tag = first.raw.headers.etag as string;
      expect(tag, route.name).toMatch(/^W\/".+"$/);
      expect(first.raw.headers['cache-control']).toBe('private, no-cache');
      const again = await get(me.token, route.url, { 'if-none-match': tag });
      expect(again.status, route.name).toBe(304);
      expect(again.raw.body).toBe('');
      expect(again.raw.headers.etag).toBe(tag);
      // Another user's answer carries another tag, and my tag does not match his list.
      const his = await get(stranger.token, route.url, { 'if-none-match': tag });
      expect(his.status, route.name).toBe(200);
      expect(his.raw.headers.etag).not.toBe(tag);
      // Another language changes msg, so the body and its tag.
      const english = await t.call('GET', route.url, {
        token: me.token,
        lang: 'en',
        headers: { 'if-none-match': tag },
      });
      if (english.status === 200) expect(english.raw.headers.etag).not.toBe(tag);
    }
  });

  it('a new message, friend, balance or flow changes the tag of the list it shows in', async () => {
    const { me, peer } = await twoFriends();
    const tagOf = async (url: string) => (await get(me.token, url)).raw.headers.etag as string;
    const [chats, history, friends, accounts, flows] = await Promise.all(
      routes(peer).map((r) => tagOf(r.url)),
    );
    const [chatsUrl, historyUrl, friendsUrl, accountsUrl, flowsUrl] = routes(peer).map((r) => r.url);

    await sendText(t, peer.token, me.id, 'news');
    expect(await tagOf(chatsUrl!)).not.toBe(chats);
    expect(await tagOf(historyUrl!)).not.toBe(history);

    await befriend(t, me, await signUp(t));
    expect(await tagOf(friendsUrl!)).not.toBe(friends);

    await fund(t, me.id, 1, '1');
    expect(await tagOf(accountsUrl!)).not.toBe(accounts);

    await t.app.services.wallet.flows.createFlow({
      userId: me.id,
      type: 1,
      direction: 1,
      status: 2,
      currencyId: 1,
      amount: '1',
      counterpartyId: peer.id,
    });
    expect(await tagOf(flowsUrl!)).not.toBe(flows);
    // The old tag no longer answers 304.
    expect((await get(me.token, flowsUrl!, { 'if-none-match': flows! })).status).toBe(200);
  });

  it('a failed answer carries no ETag and never answers 304', async () => {
    const me = await signUp(t);
    const res = await get(me.token, '/app/chat/message/history?conversationType=3&targetId=999999', {
      'if-none-match': '*',
    });
    expect(res.status).not.toBe(304);
    expect(res.raw.headers.etag).toBeUndefined();
    const anonymous = await t.call('GET', '/app/friend/list', { headers: { 'if-none-match': '*' } });
    expect(anonymous.status).toBe(401);
  });
});
