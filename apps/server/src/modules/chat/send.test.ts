import { MESSAGE_MAX_BYTES, ResultCode } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { signUp } from '../users/users.test-support.ts';
import { clientId, eventsOf, historyOf, send, sendText } from './chat.test-support.ts';

const t = useTestApp();

const messageCount = async () =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from messages`))[0]!.n;

/** Sends the body and expects the given code with nothing stored and no event appended. */
async function refused(token: string, body: Record<string, unknown>, code: number, status = 400) {
  const before = await messageCount();
  const res = await send(t, { token, lang: 'en' }, body);
  expect(res.body.code).toBe(code);
  expect(res.status).toBe(status);
  expect(res.body.success).toBe(false);
  expect(await messageCount()).toBe(before);
  return res;
}

describe('sending a private message', () => {
  it('stores it with the server fields and appends it to the log of both members, each naming the other', async () => {
    const me = await signUp(t);
    const peer = await signUp(t);
    const clientMsgId = clientId();
    const message = await sendText(t, me.token, peer.id, 'Привет', { clientMsgId });
    expect(message).toMatchObject({
      clientMsgId,
      conversationType: 1,
      targetId: String(peer.id),
      senderUserId: me.id,
      objectName: 'RC:TxtMsg',
      content: { content: 'Привет' },
      sentTime: t.clock.now().getTime(),
      mentionedUserIds: [],
      quote: null,
      recalled: false,
    });
    expect(message.msgUid).toMatch(/^[0-9a-f-]{36}$/);

    const mine = await eventsOf(t, me.id);
    const theirs = await eventsOf(t, peer.id);
    expect(mine).toEqual([{ type: 'message', message }]);
    expect(theirs).toEqual([{ type: 'message', message: { ...message, targetId: String(me.id) } }]);
    expect((await historyOf(t, peer.token, { targetId: me.id }))[0]).toEqual({
      ...message,
      targetId: String(me.id),
    });
  });

  it('answers a retried send (10 at once, same clientMsgId) with the first message and stores one', async () => {
    const me = await signUp(t);
    const peer = await signUp(t);
    const body = { conversationType: 1, targetId: peer.id, objectName: 'RC:TxtMsg', clientMsgId: clientId() };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.call('POST', '/app/chat/message/send', {
          token: me.token,
          body: { ...body, content: { content: `try ${i}` } },
        }),
      ),
    );
    const uids = new Set(answers.map((a) => a.body.data?.msgUid));
    expect(answers.every((a) => a.body.code === 200)).toBe(true);
    expect(uids.size).toBe(1);
    expect(await historyOf(t, me.token, { targetId: peer.id })).toHaveLength(1);
    expect(await eventsOf(t, peer.id)).toHaveLength(1);
    expect(await eventsOf(t, me.id)).toHaveLength(1);

    t.clock.advance(5_000);
    const later = await t.call('POST', '/app/chat/message/send', {
      token: me.token,
      body: { ...body, content: { content: 'again' } },
    });
    expect(later.body.data.msgUid).toBe([...uids][0]);
    expect(await eventsOf(t, peer.id)).toHaveLength(1);
  });

  it('refuses content over 128 KB with 30016 and stores nothing', async () => {
    const me = await signUp(t);
    const peer = await signUp(t);
    const text = 'x'.repeat(MESSAGE_MAX_BYTES);
    const res = await refused(
      me.token,
      { targetId: peer.id, content: { content: text } },
      ResultCode.messageTooLarge,
      413,
    );
    expect(res.body.msg).toBe('Message exceeds 128 KB');
    // Just under the limit is fine: the 128 KB are the content's JSON.
    const fits = 'y'.repeat(MESSAGE_MAX_BYTES - '{"content":""}'.length);
    expect(
      (await send(t, { token: me.token }, { targetId: peer.id, content: { content: fits } })).body.code,
    ).toBe(200);
  });

  it('refuses an empty or blank text, a text of the wrong type, an unknown type and a short voice', async () => {
    const me = await signUp(t);
    const peer = await signUp(t);
    const to = { targetId: peer.id };
    const empty = await refused(me.token, { ...to, content: { content: '  \n ' } }, ResultCode.emptyMessage);
    expect(empty.body.msg).toBe('An empty message cannot be sent');
    await refused(me.token, { ...to, content: {} }, ResultCode.emptyMessage);
    const wrongType = await refused(me.token, { ...to, content: { content: 5 } }, ResultCode.badRequest);
    expect(wrongType.body.msg).toContain('content.content');
    const unknown = await refused(
      me.token,
      { ...to, objectName: 'RC:Unknown', content: { content: 'hi' } },
      ResultCode.badRequest,
    );
    expect(unknown.body.msg).toContain('objectName');
    await refused(me.token, { ...to, content: 'hi' }, ResultCode.badRequest);
    await refused(me.token, { ...to, content: { content: 'hi' }, clientMsgId: 'x' }, ResultCode.badRequest);
    const voice = { ...to, objectName: 'RC:HQVCMsg' };
    const short = await refused(
      me.token,
      { ...voice, content: { remoteUrl: '/files/file/202611/a.ogg', duration: 0 } },
      ResultCode.recordTooShort,
    );
    expect(short.body.msg).toBe('Record too short');
    // Under the one-second minimum the app itself refuses (VOICE_MESSAGE_MIN_SECONDS).
    await refused(
      me.token,
      { ...voice, content: { remoteUrl: '/files/file/202611/a.ogg', duration: 0.6 } },
      ResultCode.recordTooShort,
    );
    await refused(
      me.token,
      { ...voice, content: { remoteUrl: '/files/file/202611/a.ogg' } },
      ResultCode.recordTooShort,
    );
    expect(
      (
        await send(
          t,
          { token: me.token },
          { ...voice, content: { remoteUrl: '/files/file/202611/a.ogg', duration: 2 } },
        )
      ).body.code,
    ).toBe(200);
  });

  it('takes images only from this server', async () => {
    const me = await signUp(t);
    const peer = await signUp(t);
    const image = { targetId: peer.id, objectName: 'RC:ImgMsg' };
    const foreign = await refused(
      me.token,
      { ...image, content: { imageUri: 'https://evil.example/x.png' } },
      ResultCode.badRequest,
    );
    expect(foreign.body.msg).toContain('content.imageUri');
    await refused(
      me.token,
      { ...image, content: { imageUri: '/files/file/a.png', imageUriCompress: 'http://x/y.png' } },
      ResultCode.badRequest,
    );
    const res = await send(
      t,
      { token: me.token },
      {
        ...image,
        content: { imageUri: '/files/file/202611/a.png', imageUriCompress: '/files/file/202611/a_c.webp' },
      },
    );
    expect(res.body.data.content).toMatchObject({ imageUri: '/files/file/202611/a.png' });
  });

  it('refuses a sixth message within one second (20604), then sends again a second later', async () => {
    const me = await signUp(t);
    const peer = await signUp(t);
    t.clock.advance(2_000);
    for (let i = 0; i < 5; i++) {
      const res = await send(
        t,
        { token: me.token, spacing: 0 },
        { targetId: peer.id, content: { content: `${i}` } },
      );
      expect(res.body.code).toBe(200);
    }
    const sixth = await refused(
      me.token,
      { targetId: peer.id, content: { content: '6' } },
      ResultCode.sendingTooFast,
      429,
    );
    expect(sixth.body.msg).toBe('Messages are sent too fast');
    // another sender is not slowed by it
    const other = await signUp(t);
    expect(
      (await send(t, { token: other.token, spacing: 0 }, { targetId: peer.id, content: { content: 'o' } }))
        .body.code,
    ).toBe(200);
    t.clock.advance(1_000);
    expect(
      (await send(t, { token: me.token, spacing: 0 }, { targetId: peer.id, content: { content: '7' } })).body
        .code,
    ).toBe(200);
  });

  it('refuses a user who blocked me (blockedByUser), one I blocked, myself and an unknown user', async () => {
    const me = await signUp(t);
    const blocker = await signUp(t);
    const blocked = await signUp(t);
    await t.app.services.users.block(blocker.id, me.id);
    await t.app.services.users.block(me.id, blocked.id);
    const res = await refused(
      me.token,
      { targetId: blocker.id, content: { content: 'hi' } },
      ResultCode.blockedByUser,
    );
    expect(res.body.msg).toBe('This user has blocked you');
    await refused(me.token, { targetId: blocked.id, content: { content: 'hi' } }, ResultCode.forbidden, 403);
    await refused(me.token, { targetId: me.id, content: { content: 'hi' } }, ResultCode.cannotTargetSelf);
    await refused(
      me.token,
      { targetId: 99_999_999, content: { content: 'hi' } },
      ResultCode.userNotFound,
      404,
    );
    await refused(me.token, { targetId: 'abc', content: { content: 'hi' } }, ResultCode.userNotFound, 404);
    await refused(
      me.token,
      { conversationType: 3, targetId: '12', content: { content: 'hi' } },
      ResultCode.notInGroup,
    );
    await refused(
      me.token,
      { conversationType: 6, targetId: 'SYSTEM-MESSAGE', content: { content: 'hi' } },
      ResultCode.forbidden,
      403,
    );
    await refused(me.token, { conversationType: 2, targetId: blocker.id, content: { content: 'hi' } }, 400);
    expect(await eventsOf(t, blocker.id)).toEqual([]);
  });

  it('refuses a contact card of nobody, and a quote from another chat', async () => {
    const me = await signUp(t);
    const peer = await signUp(t);
    const stranger = await signUp(t);
    await refused(
      me.token,
      { targetId: peer.id, objectName: 'OL:Card', content: { userId: 99_999_999 } },
      ResultCode.userNotFound,
      404,
    );
    const card = await send(
      t,
      { token: me.token },
      { targetId: peer.id, objectName: 'OL:Card', content: { userId: stranger.id } },
    );
    expect(card.body.code).toBe(200);
    const elsewhere = await sendText(t, stranger.token, peer.id, 'elsewhere');
    const quote = await refused(
      me.token,
      { targetId: peer.id, content: { content: 'q' }, quote: { msgUid: elsewhere.msgUid } },
      ResultCode.badRequest,
    );
    expect(quote.body.msg).toContain('quote.msgUid');
    const original = await sendText(t, peer.token, me.id, 'original');
    const reply = await sendText(t, me.token, peer.id, 'reply', { quote: { msgUid: original.msgUid } });
    expect(reply.quote).toEqual({
      msgUid: original.msgUid,
      senderUserId: peer.id,
      objectName: 'RC:TxtMsg',
      content: { content: 'original' },
    });
  });

  it('answers odd input with 400, never 500', async () => {
    const me = await signUp(t);
    const peer = await signUp(t);
    await refused(me.token, { targetId: peer.id, content: { content: 'x', title: 'a\u0000b' } }, 400);
    await refused(me.token, { targetId: peer.id, content: { content: 'a\u0000b' } }, 400);
    await refused(me.token, { targetId: 'a'.repeat(65), content: { content: 'x' } }, 400);
    await refused(me.token, { targetId: '1; drop table messages', content: { content: 'x' } }, 400);
    await refused(me.token, { targetId: peer.id, content: { content: 'x' }, mentionedUserIds: ['x'] }, 400);
    await refused(me.token, { targetId: peer.id, content: { content: 'x' }, quote: { msgUid: 'nope' } }, 400);
    for (const query of [
      { conversationType: 1, targetId: peer.id, beforeSentTime: '1e30' },
      { conversationType: 1, targetId: peer.id, count: 0 },
      { conversationType: 'x', targetId: peer.id },
      { conversationType: 1, targetId: '' },
    ] as Record<string, string | number>[]) {
      const res = await t.call('GET', '/app/chat/message/history', { token: me.token, query });
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
    const clean = await t.call('POST', '/app/messageClean/clean', {
      token: me.token,
      body: { conversationType: 1, targetId: peer.id, msgTimestamp: 1e300 },
    });
    expect(clean.status).toBe(400);
    const remark = await t.call('PUT', '/app/messageCollect', {
      token: me.token,
      body: { id: 1, remark: 'a\u0000' },
    });
    expect(remark.status).toBe(400);
  });

  it('is described in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/app/chat/message/send',
      '/app/chat/message/forward',
      '/app/chat/conversation/list',
      '/app/chat/message/history',
      '/app/mute/mute',
      '/app/messageClean/clean',
      '/app/messageCollect/list',
    ])
      expect(paths).toContain(path);
  });

  it('needs a login', async () => {
    const res = await t.call('POST', '/app/chat/message/send', {
      body: {
        conversationType: 1,
        targetId: 1,
        objectName: 'RC:TxtMsg',
        content: { content: 'x' },
        clientMsgId: clientId(),
      },
    });
    expect(res.status).toBe(401);
  });
});

describe('system messages', () => {
  it("puts RC-SYSTEM text per language into each user's SYSTEM-MESSAGE chat and logs it for him", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const texts = { ru: 'Привет', zh: '你好', en: 'Hello', ja: 'こんにちは' };
    const sent = await t.app.services.chat.sendSystemMessage([a.id, b.id, a.id], texts);
    expect(sent).toHaveLength(2);
    const history = await historyOf(t, a.token, { conversationType: 6, targetId: 'SYSTEM-MESSAGE' });
    expect(history).toEqual([
      expect.objectContaining({
        objectName: 'RC-SYSTEM',
        senderUserId: 0,
        content: { content: texts },
        conversationType: 6,
      }),
    ]);
    expect((await eventsOf(t, b.id)).map((e) => e.message.objectName)).toEqual(['RC-SYSTEM']);
    const [chat] = (await t.call('GET', '/app/chat/conversation/list', { token: a.token })).body.data;
    expect(chat).toMatchObject({ conversationType: 6, targetId: 'SYSTEM-MESSAGE', unreadMessageCount: 1 });
    const other = await historyOf(t, a.token, { conversationType: 6, targetId: 'SOMEONE' }).catch(
      () => 'refused',
    );
    expect(other).toBe('refused');
  });
});
