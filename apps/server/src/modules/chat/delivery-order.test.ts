import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { signUp } from '../users/users.test-support.ts';
import { clientId, eventsOf } from './chat.test-support.ts';

const t = useTestApp();

describe('concurrent sends (really parallel on PostgreSQL)', () => {
  it("puts every message exactly once in each member's log, each chat in sentTime order, without deadlock", async () => {
    const people = [await signUp(t), await signUp(t), await signUp(t), await signUp(t)];
    await t.app.services.chat.joinGroupChat(
      '900',
      people.map((p) => p.id),
    );
    t.clock.advance(5_000);
    // Everyone sends to everyone else and to the group at once: crossing private chats lock the same rows from both ends.
    const sends = people.flatMap((from, i) =>
      [
        ...people.filter((p) => p !== from).map((p) => ({ type: 1, target: String(p.id) })),
        { type: 3, target: '900' },
      ]
        .slice(0, 4)
        .map((to, n) =>
          t.call('POST', '/app/chat/message/send', {
            token: from.token,
            body: {
              conversationType: to.type,
              targetId: to.target,
              objectName: 'RC:TxtMsg',
              content: { content: `${i}-${n}` },
              clientMsgId: clientId(),
            },
          }),
        ),
    );
    const answers = await Promise.all(sends);
    expect(answers.map((a) => a.body.code)).toEqual(answers.map(() => 200));
    const sent = answers.map((a) => a.body.data);

    for (const person of people) {
      const events = (await eventsOf(t, person.id)).filter((e) => e.type === 'message');
      const uids = events.map((e) => e.message.msgUid);
      const expected = sent.filter(
        (m) => m.conversationType === 3 || m.senderUserId === person.id || m.targetId === String(person.id),
      );
      expect(new Set(uids).size).toBe(uids.length);
      expect(uids.sort()).toEqual(expected.map((m) => m.msgUid).sort());
      const byChat = new Map<string, number[]>();
      for (const e of events) {
        const chat = `${e.message.conversationType}:${e.message.targetId}`;
        byChat.set(chat, [...(byChat.get(chat) ?? []), e.message.sentTime]);
      }
      for (const times of byChat.values()) expect(times).toEqual([...times].sort((a, b) => a - b));
    }
  });
});
