import { DISCOVER_OBJECT_NAME } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { historyOf } from '../chat/chat.test-support.ts';
import { signUp } from '../users/users.test-support.ts';
import { member, publish } from './dating.test-support.ts';

// Issue 32: "Share to chat" on a dating profile posts its card (OL:Discover, kind profile) into the chat picked.

const t = useTestApp();

const share = (token: string, id: number, body: Record<string, unknown>, lang = 'en') =>
  t.call('POST', `/app/jy/userPersonals/${id}/share`, { token, lang, body });

describe('sharing a dating profile into a chat', () => {
  it('posts the profile card (name, avatar, age) that both sides see; a retry posts no second one', async () => {
    const [anna, boris, friend] = [await member(t), await signUp(t), await signUp(t)];
    const profile = await publish(t, anna.token);
    const body = { conversationType: 1, targetId: String(friend.id), clientMsgId: 'share-profile-01' };
    const res = await share(boris.token, profile.id, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const card = {
      kind: 'profile',
      userId: anna.id,
      profileId: profile.id,
      nickName: profile.nickName,
      avatar: profile.avatarCompress || profile.avatar,
      age: profile.age,
    };
    expect(res.body.data).toMatchObject({
      objectName: DISCOVER_OBJECT_NAME,
      senderUserId: boris.id,
      content: card,
    });
    expect((await share(boris.token, profile.id, body)).body.data.msgUid).toBe(res.body.data.msgUid);
    const seen = (await historyOf(t, friend.token, { targetId: boris.id })).filter(
      (m: { objectName: string }) => m.objectName === DISCOVER_OBJECT_NAME,
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ content: card });
  });

  it('refuses a profile that is gone or hidden from the sharer by a block, in his language, and posts nothing', async () => {
    const [anna, boris, friend] = [await member(t), await signUp(t), await signUp(t)];
    const profile = await publish(t, anna.token);
    const body = { conversationType: 1, targetId: String(friend.id) };
    const missing = await share(boris.token, 2_000_000_000, body, 'ru');
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toMatch(/[А-Яа-я]/);
    await t.call('POST', '/app/blockUser', { token: anna.token, body: { blockUserId: boris.id } });
    const blocked = await share(boris.token, profile.id, body);
    expect(blocked.body.success).toBe(false);
    const bad = await share(boris.token, profile.id, { conversationType: 2, targetId: String(friend.id) });
    expect(bad.status).toBe(400);
    expect(await historyOf(t, friend.token, { targetId: boris.id })).toEqual([]);
  });
});
