import { ResultCode } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { signUp } from '../users/users.test-support.ts';
import { conversationsOf, eventsOf, send } from './chat.test-support.ts';

const t = useTestApp();

const toGroup = (groupId: string, text: string, extra = {}) => ({
  conversationType: 3,
  targetId: groupId,
  content: { content: text },
  ...extra,
});

describe('group chats (members given by the group module)', () => {
  it("appends a group message to every member's log, counts unread and mentions per member", async () => {
    const [owner, a, b] = [await signUp(t), await signUp(t), await signUp(t)];
    await t.app.services.chat.joinGroupChat('501', [owner.id, a.id, b.id], 1);
    const res = await send(
      t,
      { token: owner.token },
      toGroup('501', 'hello all', { mentionedUserIds: [a.id] }),
    );
    expect(res.body.code).toBe(200);
    const message = res.body.data;
    expect(message).toMatchObject({ conversationType: 3, targetId: '501', mentionedUserIds: [a.id] });
    for (const user of [owner, a, b])
      expect(await eventsOf(t, user.id)).toEqual([{ type: 'message', message }]);

    const [ofA] = await conversationsOf(t, a.token);
    expect(ofA).toMatchObject({
      conversationType: 3,
      targetId: '501',
      unreadMessageCount: 1,
      unreadMentionedCount: 1,
      hasMentioned: true,
      info: { moduleType: 1 },
    });
    const [ofB] = await conversationsOf(t, b.token);
    expect(ofB).toMatchObject({ unreadMessageCount: 1, hasMentioned: false });
    expect((await conversationsOf(t, owner.token))[0]).toMatchObject({ unreadMessageCount: 0 });
  });

  it('refuses outsiders and removed members with 22406, changing nothing', async () => {
    const [owner, member, outsider] = [await signUp(t), await signUp(t), await signUp(t)];
    await t.app.services.chat.joinGroupChat('502', [owner.id, member.id]);
    const outside = await send(t, { token: outsider.token, lang: 'en' }, toGroup('502', 'let me in'));
    expect(outside.body).toMatchObject({
      code: ResultCode.notInGroup,
      msg: 'You are not in the group or it was dissolved',
    });
    const history = await t.call('GET', '/app/chat/message/history', {
      token: outsider.token,
      query: { conversationType: 3, targetId: '502' },
    });
    expect(history.body.code).toBe(ResultCode.notInGroup);

    await t.app.services.chat.leaveGroupChat('502', [member.id]);
    const removed = await send(t, { token: member.token }, toGroup('502', 'still here?'));
    expect(removed.body.code).toBe(ResultCode.notInGroup);
    expect(await eventsOf(t, owner.id)).toEqual([]);
    expect(await conversationsOf(t, member.token)).toEqual([]);
  });

  it('sums unread per chat-list tab (wallet = module types 7 and 8) and adds the newest customer-service group', async () => {
    const [me, other] = [await signUp(t), await signUp(t)];
    const chat = t.app.services.chat;
    const groups: [string, number, number][] = [
      ['601', 1, 1],
      ['602', 7, 1],
      ['603', 8, 1],
      ['604', 6, 3],
      ['605', 6, 1],
    ];
    for (const [groupId, moduleType] of groups)
      await chat.joinGroupChat(groupId, [me.id, other.id], moduleType);
    for (const [groupId, , count] of groups)
      for (let i = 0; i < count; i++) {
        t.clock.advance(1_000);
        expect((await send(t, { token: other.token }, toGroup(groupId, `${groupId}-${i}`))).body.code).toBe(
          200,
        );
      }
    for (const text of ['a', 'b'])
      await send(t, { token: other.token }, { targetId: me.id, content: { content: text } });
    const summary = await t.call('GET', '/app/chat/unread', { token: me.token });
    expect(summary.body.data).toEqual({ messages: 2, dating: 1, wallet: 2, customerService: 1, total: 6 });

    await t.call('DELETE', '/app/chat/conversation', {
      token: me.token,
      query: { conversationType: 3, targetId: '601' },
    });
    expect((await t.call('GET', '/app/chat/unread', { token: me.token })).body.data).toMatchObject({
      dating: 0,
      total: 5,
    });
    expect((await t.call('GET', '/app/chat/unread', { token: other.token })).body.data.total).toBe(0);
  });
});
