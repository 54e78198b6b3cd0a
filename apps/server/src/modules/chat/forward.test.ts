import { ResultCode } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { signUp } from '../users/users.test-support.ts';
import { clientId, eventsOf, historyOf, send, sendText } from './chat.test-support.ts';

const t = useTestApp();

const forward = (token: string, body: Record<string, unknown>) => {
  t.clock.advance(250);
  return t.call('POST', '/app/chat/message/forward', {
    token,
    body: { conversationType: 1, clientMsgId: clientId(), ...body },
  });
};

describe('forward', () => {
  it('sends a copy of a message I can see to another chat, once per clientMsgId', async () => {
    const me = await signUp(t);
    const from = await signUp(t);
    const to = await signUp(t);
    const image = await send(
      t,
      { token: from.token },
      { targetId: me.id, objectName: 'RC:ImgMsg', content: { imageUri: '/files/file/202611/p.png' } },
    );
    const clientMsgId = clientId();
    const res = await forward(me.token, { msgUid: image.body.data.msgUid, targetId: to.id, clientMsgId });
    expect(res.body.data).toMatchObject({
      senderUserId: me.id,
      targetId: String(to.id),
      objectName: 'RC:ImgMsg',
      content: { imageUri: '/files/file/202611/p.png' },
    });
    const again = await forward(me.token, { msgUid: image.body.data.msgUid, targetId: to.id, clientMsgId });
    expect(again.body.data.msgUid).toBe(res.body.data.msgUid);
    expect(await historyOf(t, to.token, { targetId: me.id })).toHaveLength(1);
    expect((await eventsOf(t, to.id)).map((e) => e.message.msgUid)).toEqual([res.body.data.msgUid]);
  });

  it('refuses a message of a chat I am not in (notFound), a recalled one, and the rules of a send', async () => {
    const me = await signUp(t);
    const peer = await signUp(t);
    const stranger = await signUp(t);
    const theirs = await sendText(t, peer.token, stranger.id, 'between them');
    expect((await forward(me.token, { msgUid: theirs.msgUid, targetId: peer.id })).body.code).toBe(
      ResultCode.notFound,
    );
    const mine = await sendText(t, me.token, peer.id, 'soon gone');
    await t.call('POST', '/app/chat/message/recall', { token: me.token, body: { msgUid: mine.msgUid } });
    expect((await forward(me.token, { msgUid: mine.msgUid, targetId: stranger.id })).body.code).toBe(
      ResultCode.badRequest,
    );
    const kept = await sendText(t, peer.token, me.id, 'forward me');
    await t.app.services.users.block(stranger.id, me.id);
    expect((await forward(me.token, { msgUid: kept.msgUid, targetId: stranger.id })).body.code).toBe(
      ResultCode.blockedByUser,
    );
    expect((await forward(me.token, { msgUid: kept.msgUid, targetId: me.id })).body.code).toBe(
      ResultCode.cannotTargetSelf,
    );
    expect(await historyOf(t, stranger.token, { targetId: me.id })).toEqual([]);
  });
});
