import { GroupRole, ResultCode } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { clientId, conversationsOf, send } from '../chat/chat.test-support.ts';
import {
  expectRefused,
  groupCall,
  inviteAndJoin,
  makeGroup,
  noticesOf,
  signUp,
  type TestUser,
} from './groups.test-support.ts';

// Issue 17: a new member reads a group only from his join on — history, search in the chat, search of all chats,
// the chat list's preview and counters, and every call that names a message — unless the owner or an admin lets new
// members see the history. The switch counts at the moment someone joins.

const t = useTestApp();

const say = async (user: TestUser, groupId: number, text: string) => {
  const res = await send(
    t,
    { token: user.token },
    { conversationType: 3, targetId: groupId, content: { content: text } },
  );
  expect(res.body.code).toBe(200);
  return res.body.data;
};

/** Everything a member can read of the group's messages, as texts (notices by their `message`). */
async function whatHeReads(user: TestUser, groupId: number, keyword: string) {
  const text = (m: any) => m.content.content ?? m.content.message;
  const history = await t.call('GET', '/app/chat/message/history', {
    token: user.token,
    query: { conversationType: 3, targetId: groupId, count: 99 },
  });
  const search = await t.call('GET', '/app/chat/message/search', {
    token: user.token,
    query: { conversationType: 3, targetId: groupId, keyword },
  });
  const searchAll = await t.call('GET', '/app/chat/message/searchAll', {
    token: user.token,
    query: { keyword },
  });
  const chat = (await conversationsOf(t, user.token)).find((c) => c.targetId === String(groupId));
  return {
    history: (history.body.data as any[]).map(text).reverse(),
    search: (search.body.rows as any[]).map(text),
    searchAll: (searchAll.body.rows as any[]).flatMap((r) => r.messages.map(text)),
    preview: chat?.latestMessage ? text(chat.latestMessage) : null,
    unread: chat?.unreadMessageCount,
  };
}

const toggle = (user: TestUser, groupId: number, historyVisible: boolean) =>
  groupCall(t, 'PUT', '/app/group', user, { groupId, historyVisible });

describe('history for members who join later', () => {
  it('by default shows a newcomer nothing sent before his join: history, search, searchAll, list, counters', async () => {
    const [owner, member, newcomer] = [await signUp(t), await signUp(t), await signUp(t)];
    const groupId = await makeGroup(t, owner, { members: [member] });
    const secret = await say(owner, groupId, 'secret: the old plan');
    await say(member, groupId, 'secret reply');

    await inviteAndJoin(t, groupId, owner, newcomer);
    // right after the join: only his own "join" notice, which he caused, so nothing unread
    const first = await whatHeReads(newcomer, groupId, 'secret');
    expect(first).toMatchObject({ search: [], searchAll: [], unread: 0 });
    expect(first.history).toHaveLength(1);
    expect(first.preview).toBe(first.history[0]);

    await say(member, groupId, 'secret: the new plan');
    expect(await whatHeReads(newcomer, groupId, 'secret')).toMatchObject({
      history: [first.history[0], 'secret: the new plan'],
      search: ['secret: the new plan'],
      searchAll: ['secret: the new plan'],
      preview: 'secret: the new plan',
      unread: 1,
    });
    // those who were there read it all
    expect((await whatHeReads(member, groupId, 'secret')).search).toEqual([
      'secret: the new plan',
      'secret reply',
      'secret: the old plan',
    ]);

    // a message from before his join cannot be named either: forwarded, saved or quoted
    const forward = await t.call('POST', '/app/chat/message/forward', {
      token: newcomer.token,
      body: {
        msgUid: secret.msgUid,
        conversationType: 1,
        targetId: String(owner.id),
        clientMsgId: clientId(),
      },
    });
    expect(forward.body.code).toBe(ResultCode.notFound);
    const save = await t.call('POST', '/app/messageCollect', {
      token: newcomer.token,
      body: { msgUid: secret.msgUid },
    });
    expect(save.body.code).toBe(ResultCode.notFound);
    const quoting = await send(
      t,
      { token: newcomer.token },
      {
        conversationType: 3,
        targetId: groupId,
        content: { content: 'what plan?' },
        quote: { msgUid: secret.msgUid },
      },
    );
    expect(quoting.body).toMatchObject({ code: ResultCode.badRequest });
    expect(quoting.body.msg).toContain('quote.msgUid');
  });

  it('lets the owner or an admin show the history to new members; an ordinary member may not switch it', async () => {
    const [owner, admin, member, newcomer] = [
      await signUp(t),
      await signUp(t),
      await signUp(t),
      await signUp(t),
    ];
    const groupId = await makeGroup(t, owner, { admins: [admin], members: [member] });
    await say(owner, groupId, 'secret: welcome pack');
    await expectRefused(t, groupId, () => toggle(member, groupId, true), ResultCode.groupNoRights);

    const on = await toggle(admin, groupId, true);
    expect(on.body.data).toMatchObject({ historyVisible: true, role: GroupRole.admin });
    expect((await noticesOf(t, owner.id, groupId)).at(-1)).toMatchObject({
      action: 'edit',
      operatorId: admin.id,
      fields: ['historyVisible'],
    });

    await inviteAndJoin(t, groupId, member, newcomer);
    const seen = await whatHeReads(newcomer, groupId, 'secret');
    expect(seen).toMatchObject({
      search: ['secret: welcome pack'],
      searchAll: ['secret: welcome pack'],
      // what came before his join is there to read, but none of it counts as unread for him
      unread: 0,
    });
    expect(seen.history).toContain('secret: welcome pack');
    expect((await groupCall(t, 'GET', `/app/group/${groupId}`, newcomer)).body.data.historyVisible).toBe(
      true,
    );
  });

  it('counts the switch at the moment of joining: turning it on later does not open an earlier joiner’s past', async () => {
    const [owner, member, early, late] = [await signUp(t), await signUp(t), await signUp(t), await signUp(t)];
    const groupId = await makeGroup(t, owner, { members: [member] });
    await say(owner, groupId, 'secret: before everyone');
    await inviteAndJoin(t, groupId, owner, early);
    expect((await toggle(owner, groupId, true)).body.code).toBe(200);
    await inviteAndJoin(t, groupId, owner, late);
    expect((await whatHeReads(early, groupId, 'secret')).search).toEqual([]);
    expect((await whatHeReads(late, groupId, 'secret')).search).toEqual(['secret: before everyone']);

    // off again: the next newcomer starts from his join
    await toggle(owner, groupId, false);
    const next = await signUp(t);
    await inviteAndJoin(t, groupId, owner, next);
    expect((await whatHeReads(next, groupId, 'secret')).search).toEqual([]);
  });

  it('starts a member who left and came back from his new join', async () => {
    const [owner, a, b] = [await signUp(t), await signUp(t), await signUp(t)];
    const groupId = await makeGroup(t, owner, { members: [a, b] });
    await say(owner, groupId, 'secret: while b was in');
    await groupCall(t, 'DELETE', '/app/groupMeb/quit', b, { groupId });
    await say(owner, groupId, 'secret: after b left');
    await inviteAndJoin(t, groupId, a, b);
    expect((await whatHeReads(b, groupId, 'secret')).search).toEqual([]);
  });
});
