import { ResultCode } from '@volna/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { historyOf, send, sendText } from '../chat/chat.test-support.ts';
import { befriend } from '../friends/friends.test-support.ts';
import { sendPacket } from '../red-packets/red-packet.test-support.ts';
import { balanceOf, expectLedgerIntact } from '../transfers/transfer.test-support.ts';
import { member, pay, profileBody, publish } from './dating.test-support.ts';

const t = useTestApp();
afterAll(() => expectLedgerIntact(t));

const text = (token: string, targetId: number, content: string) =>
  send(t, { token, lang: 'en' }, { targetId, content: { content } });

/** Everything in the private chat of `viewer` with `peer`, as texts. */
const texts = async (token: string, peer: number) =>
  (
    (await historyOf(t, token, { conversationType: 1, targetId: peer })) as Array<{
      content: { content?: string };
    }>
  )
    .map((m) => m.content.content)
    .filter(Boolean);

describe('paid chat: a stranger pays before writing to a dating profile with a chat price', () => {
  it('refuses the stranger’s text and red packet, stores nothing and charges nothing', async () => {
    const owner = await member(t);
    await publish(t, owner.token);
    const stranger = await member(t);
    const refused = await text(stranger.token, owner.id, 'Hi there');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(ResultCode.datingChatNotPaid);
    expect(refused.body.msg).toContain('pay for the chat');
    const packet = await sendPacket(t, stranger, {
      conversationType: 1,
      targetId: String(owner.id),
      amount: '1',
    });
    expect(packet.body.code).toBe(ResultCode.datingChatNotPaid);
    expect(await balanceOf(t, stranger.id)).toEqual({ available: 1000, frozen: 0 });
    expect(await texts(owner.token, stranger.id)).toEqual([]);
  });

  it('lets the buyer write once the chat is paid, and the owner answer', async () => {
    const owner = await member(t);
    const profile = await publish(t, owner.token);
    const buyer = await member(t);
    await publish(t, buyer.token);
    expect((await pay(t, buyer.token, 'chat', profile.id)).body.code).toBe(200);
    await sendText(t, buyer.token, owner.id, 'Paid and writing');
    await sendText(t, owner.token, buyer.id, 'Hello!');
    expect((await texts(owner.token, buyer.id)).sort()).toEqual(['Hello!', 'Paid and writing']);
  });

  it('lets a stranger answer when the owner wrote first', async () => {
    const owner = await member(t);
    await publish(t, owner.token);
    const stranger = await member(t);
    await sendText(t, owner.token, stranger.id, 'I saw your card');
    await sendText(t, stranger.token, owner.id, 'Thanks!');
  });

  it('is free both ways after a mutual like, and for friends', async () => {
    const a = await member(t);
    const aProfile = await publish(t, a.token);
    const b = await member(t);
    const bProfile = await publish(t, b.token);
    expect((await text(a.token, b.id, 'Not yet')).body.code).toBe(ResultCode.datingChatNotPaid);
    for (const [who, profile] of [
      [a, bProfile],
      [b, aProfile],
    ] as const)
      expect(
        (await t.call('POST', '/app/jy/like', { token: who.token, body: { personalId: profile.id } })).body
          .code,
      ).toBe(200);
    await sendText(t, a.token, b.id, 'We matched');

    const owner = await member(t);
    await publish(t, owner.token);
    const friend = await member(t);
    await befriend(t, friend, owner);
    await sendText(t, friend.token, owner.id, 'Friends write freely');
  });

  it('does not apply to a profile without a chat price, nor after the profile is deleted', async () => {
    const free = await member(t);
    const freeProfile = await t.call('POST', '/app/jy/userPersonals', {
      token: free.token,
      body: { ...(await profileBody(t, free.token)), chatPrice: null },
    });
    expect(freeProfile.body.code).toBe(200);
    const owner = await member(t);
    const profile = await publish(t, owner.token);
    const stranger = await member(t);
    await sendText(t, stranger.token, free.id, 'Free to write');
    expect((await text(stranger.token, owner.id, 'Before')).body.code).toBe(ResultCode.datingChatNotPaid);
    const deleted = await t.call('DELETE', '/app/jy/userPersonals/del', {
      token: owner.token,
      query: { id: profile.id },
    });
    expect(deleted.body.code).toBe(200);
    await sendText(t, stranger.token, owner.id, 'After');
  });
});
