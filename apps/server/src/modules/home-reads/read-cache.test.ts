// Issue 19: the home reads are answered from a per-user cache while the user's data version is unchanged. These
// tests read each list once (so it is kept), change what it shows by every way the app has, and read it again: a
// kept answer must never outlive a change, whoever made it and whichever table it touched.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { statementsDuring } from '../../../test/statements.ts';
import { sendText } from '../chat/chat.test-support.ts';
import { befriend } from '../friends/friends.test-support.ts';
import { PASSWORD, signUp } from '../users/users.test-support.ts';
import { fund } from '../wallet/wallet.test-support.ts';

const t = useTestApp();
type Person = Awaited<ReturnType<typeof signUp>>;

const get = async (token: string, url: string) => {
  const res = await t.call('GET', url, { token });
  expect(res.status, url).toBe(200);
  return res.body;
};
const post = async (
  token: string,
  url: string,
  body: Record<string, unknown>,
  method: 'POST' | 'PUT' = 'POST',
) => {
  const res = await t.call(method, url, { token, body });
  expect(res.body, url).toMatchObject({ code: 200 });
  return res.body;
};

const chatList = async (me: Person) => (await get(me.token, '/app/chat/conversation/list')).data as any[];
const chatWith = async (me: Person, peer: Person) =>
  (await chatList(me)).find((c) => c.targetId === String(peer.id));
const history = async (me: Person, peer: Person) =>
  (await get(me.token, `/app/chat/message/history?conversationType=1&targetId=${peer.id}`)).data as any[];
const friendList = async (me: Person) => (await get(me.token, '/app/friend/list')).rows as any[];

async function chatting() {
  const me = await signUp(t);
  const peer = await signUp(t);
  await befriend(t, me, peer);
  await sendText(t, peer.token, me.id, 'hello');
  const mine = await sendText(t, me.token, peer.id, 'hi');
  return { me, peer, mine };
}

describe('home read cache (issue 19)', () => {
  it('a kept list costs one statement, and the same body comes back', async () => {
    const { me } = await chatting();
    const read = () => t.call('GET', '/app/chat/conversation/list', { token: me.token });
    const first = await read();
    // The sends' Web Push lookups run after their answers: let them end, or one lands in the counted window.
    await t.app.services.pushDispatch.idle();
    const { result: again, statements } = await statementsDuring(t, read);
    expect(statements).toBe(1);
    expect(again.raw.body).toBe(first.raw.body);
    expect(again.raw.headers['content-type']).toMatch(/^application\/json/);
    expect(again.raw.headers.etag).toBe(first.raw.headers.etag);
  });

  it('concurrent version reads of many users share statements, and none is answered by a read begun before it', async () => {
    const people = await Promise.all([signUp(t), signUp(t), signUp(t)]);
    const cache = t.app.services.readCache;
    const before = await Promise.all(people.map((p) => cache.versionOf(p.id)));
    // 30 reads at once: the first starts a statement; the 29 that arrive while it runs do not take its answer
    // (it began before them) but wait together for one more.
    const { result, statements } = await statementsDuring(t, () =>
      Promise.all(Array.from({ length: 30 }, (_, i) => cache.versionOf(people[i % 3]!.id))),
    );
    expect(statements).toBe(2);
    expect(result).toEqual(Array.from({ length: 30 }, (_, i) => before[i % 3]));
    await fund(t, people[0]!.id, 1, '1');
    expect(await cache.versionOf(people[0]!.id)).not.toBe(before[0]);
  });

  it('a malformed or foreign If-None-Match is a plain read, never a 304 or an error', async () => {
    const { me } = await chatting();
    const url = '/app/chat/conversation/list';
    const first = await t.call('GET', url, { token: me.token });
    for (const header of ['garbage', '""', 'W/', ',,,', `W/"x", ${'"y",'.repeat(200)}`, '\u0000']) {
      const res = await t.call('GET', url, { token: me.token, headers: { 'if-none-match': header } });
      expect(res.status, header).toBe(200);
      expect(res.raw.body, header).toBe(first.raw.body);
    }
    // Its own tag among others still matches (a list of tags, RFC 9110).
    const listed = await t.call('GET', url, {
      token: me.token,
      headers: { 'if-none-match': `W/"other", ${first.raw.headers.etag}` },
    });
    expect(listed.status).toBe(304);
  });

  it('the chat list follows reads, mutes, pins, removals and the peer reading', async () => {
    const { me, peer } = await chatting();
    expect((await chatWith(me, peer)).unreadMessageCount).toBe(1);
    await post(me.token, '/app/chat/conversation/read', { conversationType: 1, targetId: String(peer.id) });
    expect((await chatWith(me, peer)).unreadMessageCount).toBe(0);

    const peerReadBefore = (await chatWith(me, peer)).peerReadTime;
    t.clock.advance(1000);
    await post(peer.token, '/app/chat/conversation/read', { conversationType: 1, targetId: String(me.id) });
    expect((await chatWith(me, peer)).peerReadTime).toBeGreaterThan(peerReadBefore);

    await post(me.token, '/app/mute/mute', { conversationType: 1, targetId: String(peer.id), status: 0 });
    expect((await chatWith(me, peer)).notificationLevel).not.toBe(
      (await chatWith(peer, me)).notificationLevel,
    );

    await post(me.token, '/app/chat/conversation/top', {
      conversationType: 1,
      targetId: String(peer.id),
      isTop: true,
    });
    expect((await chatWith(me, peer)).isTop).toBe(true);

    const removed = await t.call('DELETE', '/app/chat/conversation', {
      token: me.token,
      query: { conversationType: 1, targetId: String(peer.id) },
    });
    expect(removed.body).toMatchObject({ code: 200 });
    expect(await chatWith(me, peer)).toBeUndefined();
  });

  it('the chat list and history follow a recall, a delete for me and a clean', async () => {
    const { me, peer, mine } = await chatting();
    const reply = await sendText(t, peer.token, me.id, 'soon recalled');
    expect((await chatWith(me, peer)).latestMessage.msgUid).toBe(reply.msgUid);
    expect((await history(me, peer)).map((m) => m.msgUid)).toContain(reply.msgUid);

    await post(peer.token, '/app/chat/message/recall', { msgUid: reply.msgUid });
    expect((await history(me, peer)).find((m) => m.msgUid === reply.msgUid)?.recalled).toBe(true);

    await post(me.token, '/app/chat/message/delete', { msgUid: mine.msgUid });
    expect((await history(me, peer)).map((m) => m.msgUid)).not.toContain(mine.msgUid);

    t.clock.advance(1000);
    await post(me.token, '/app/messageClean/clean', {
      conversationType: 1,
      targetId: String(peer.id),
      msgTimestamp: t.clock.now().getTime(),
    });
    expect(await history(me, peer)).toEqual([]);
  });

  it('the friend list follows a friend renaming himself, a remark, and a friendship ending', async () => {
    const me = await signUp(t);
    const friend = await signUp(t);
    await befriend(t, me, friend);
    expect((await friendList(me)).map((f) => f.userId)).toEqual([friend.id]);

    await post(friend.token, '/app/user', { firstName: 'Renamed' }, 'PUT');
    expect((await friendList(me))[0].firstName).toBe('Renamed');

    await post(me.token, '/app/friend', { userId: friend.id, commentName: 'Best' }, 'PUT');
    expect((await friendList(me))[0].commentName).toBe('Best');

    const ended = await t.call('DELETE', `/app/friend/${me.id}`, { token: friend.token });
    expect(ended.body).toMatchObject({ code: 200 });
    expect(await friendList(me)).toEqual([]);
  });

  it("one's own user info is kept (one statement, no user read) and follows every change to his row", async () => {
    const me = await signUp(t);
    const info = async () => (await get(me.token, '/app/user/info')).data;
    expect((await info()).hasPayPassword).toBe(false);
    const { statements } = await statementsDuring(t, info);
    expect(statements).toBe(1);

    await post(me.token, '/app/user', { firstName: 'Renamed', msgFlag: 0 }, 'PUT');
    expect(await info()).toMatchObject({ firstName: 'Renamed', msgFlag: 0 });
    const setPay = await t.call('PUT', '/app/user/updatePayPwd', {
      token: me.token,
      body: { password: PASSWORD, payPassword: '123456', confirmPayPassword: '123456' },
    });
    expect(setPay.body).toMatchObject({ code: 200 });
    expect((await info()).hasPayPassword).toBe(true);
    // A change made straight in the table (as staff tools do) is seen as well.
    await t.db.execute(sql`update users set language = 'ja' where id = ${me.id}`);
    expect((await info()).language).toBe('ja');
    // Presence and the login counters show nowhere in it: they leave the kept answer (and the home reads) alone.
    await t.db.execute(
      sql`update users set last_active_at = now(), login_attempts = login_attempts + 1 where id = ${me.id}`,
    );
    expect((await statementsDuring(t, info)).statements).toBe(1);
  });

  it('the account and flow lists follow the ledger, a flow status and a currency change', async () => {
    const me = await signUp(t);
    const balance = async () =>
      ((await get(me.token, '/app/account/list')).data as any[]).find((a) => a.currencyId === 1);
    expect((await balance()).balance).toBe('0.0000');
    await fund(t, me.id, 1, '12.5');
    expect((await balance()).balance).toBe('12.5000');

    const { flows } = t.app.services.wallet;
    const flowId = await flows.createFlow({
      userId: me.id,
      type: 1,
      direction: 1,
      status: 1,
      currencyId: 1,
      amount: '3',
    });
    const flowList = async () => (await get(me.token, '/app/flow/list')).rows as any[];
    expect((await flowList()).find((f) => f.id === flowId)?.status).toBe(1);
    await flows.updateFlowStatus({ id: flowId }, 2);
    expect((await flowList()).find((f) => f.id === flowId)?.status).toBe(2);

    const symbol = (await balance()).symbol;
    await t.db.execute(sql`update currencies set symbol = 'R$' where id = 1`);
    try {
      expect((await balance()).symbol).toBe('R$');
    } finally {
      await t.db.execute(sql`update currencies set symbol = ${symbol} where id = 1`);
    }
  });

  it('superseded change marks are swept; the sweep leaves a new version, never an earlier one', async () => {
    const me = await signUp(t);
    await fund(t, me.id, 1, '1');
    await fund(t, me.id, 1, '2');
    const cache = t.app.services.readCache;
    const before = await cache.versionOf(me.id);
    await cache.sweep();
    const marks = await t.db.execute(
      sql`select count(*)::int as n from list_changes where user_id = ${me.id}`,
    );
    // His newest mark stays, and the sweep adds one.
    expect((marks as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(2);
    expect(await cache.versionOf(me.id)).not.toBe(before);
    expect(((await get(me.token, '/app/account/list')).data as any[])[0].balance).toBe('3.0000');
  });

  it('a user with many marks has them swept as soon as his version is read, and the list stays right', async () => {
    const me = await signUp(t);
    const marks = async () =>
      (
        (await t.db.execute(
          sql`select count(*)::int as n from list_changes where user_id = ${me.id}`,
        )) as unknown as { rows: Array<{ n: number }> }
      ).rows[0]!.n;
    await t.db.execute(sql`insert into list_changes (user_id) select ${me.id} from generate_series(1, 40)`);
    const cache = t.app.services.readCache;
    const before = await cache.versionOf(me.id);
    await cache.settled(); // the sweep the read started
    expect(await marks()).toBe(2);
    expect(await cache.versionOf(me.id)).not.toBe(before);
    await fund(t, me.id, 1, '5');
    expect(((await get(me.token, '/app/account/list')).data as any[])[0].balance).toBe('5.0000');
  });

  it('a mark that appears below the newest one still changes the version', async () => {
    const me = await signUp(t);
    await fund(t, me.id, 1, '1');
    const before = await t.app.services.readCache.versionOf(me.id);
    // What a transaction that took its id before the newest mark, and committed after it, leaves behind.
    await t.db.execute(sql`insert into list_changes (id, user_id) values (${-me.id}, ${me.id})`);
    expect(await t.app.services.readCache.versionOf(me.id)).not.toBe(before);
  });

  // Marks take their ids when written: one written first may commit after a newer one. Only PostgreSQL runs two
  // transactions at once (PGlite has one connection), so this case needs DATABASE_URL (the CI's PostgreSQL pass).
  it.runIf(Boolean(process.env.DATABASE_URL))(
    'a change that commits after a newer one is still seen (PostgreSQL)',
    async () => {
      const me = await signUp(t);
      const { flows } = t.app.services.wallet;
      const flowId = await flows.createFlow({
        userId: me.id,
        type: 1,
        direction: 1,
        status: 1,
        currencyId: 1,
        amount: '3',
      });
      const status = async () =>
        ((await get(me.token, '/app/flow/list')).rows as any[]).find((f) => f.id === flowId)?.status;
      expect(await status()).toBe(1);
      let written!: () => void;
      const markWritten = new Promise<void>((resolve) => (written = resolve));
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const late = t.db.transaction(async (tx) => {
        await flows.updateFlowStatus({ id: flowId }, 2, undefined, tx as never);
        written();
        await held;
      });
      await markWritten;
      await fund(t, me.id, 1, '1'); // a newer mark, committed first
      expect(await status()).toBe(1); // the late change is not committed yet
      release();
      await late;
      expect(await status()).toBe(2);
    },
  );
});
