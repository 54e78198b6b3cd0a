import { randomUUID } from 'node:crypto';
import { ConversationType } from '@volna/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { newUser, openSocket, socketUrl, type TestSocket } from './socket.test-kit.ts';

// The chat calls over the socket: same checks, codes and answers as REST, and the members hear the result.

const clientMsgId = () => randomUUID().replaceAll('-', '');

describe('socket requests', () => {
  const t = useTestApp();
  let url: string;
  beforeAll(async () => {
    url = await socketUrl(t);
  });

  async function connected(token: string) {
    const ws = await openSocket(`${url}?token=${token}&lang=en`);
    expect((await ws.next()).type).toBe('ready');
    return ws;
  }

  /** The response to the request, skipping events that arrive before it. */
  const call = (ws: TestSocket, method: string, params?: unknown) => ws.request(method, params);

  it('sends a message over the socket: the answer carries it, the other member hears it, a retry makes no second one', async () => {
    const alice = await newUser(t);
    const bob = await newUser(t);
    const a = await connected(alice.rongToken);
    const b = await connected(bob.rongToken);
    const body = {
      conversationType: ConversationType.private,
      targetId: bob.userId,
      objectName: 'RC:TxtMsg',
      content: { content: 'hello over the socket' },
      clientMsgId: clientMsgId(),
    };
    const answer = await call(a, 'chat/message/send', body);
    expect(answer).toMatchObject({ success: true, code: 200, msg: 'Success' });
    const message = answer.data as { msgUid: string; content: unknown };
    expect(message.content).toEqual({ content: 'hello over the socket' });
    const heard = await b.events(1);
    expect(JSON.stringify(heard[0]?.event)).toContain(message.msgUid);
    t.clock.advance(1_000);
    const retry = await call(a, 'chat/message/send', body);
    expect((retry.data as { msgUid: string }).msgUid).toBe(message.msgUid);
    expect(await b.quiet()).toEqual([]);

    const list = await call(b, 'chat/conversation/list');
    expect(list).toMatchObject({ code: 200 });
    expect(list.data).toEqual([expect.objectContaining({ targetId: String(alice.userId) })]);
    const history = await call(b, 'chat/message/history', {
      conversationType: ConversationType.private,
      targetId: String(alice.userId),
    });
    expect((history.data as Array<{ msgUid: string }>).map((m) => m.msgUid)).toEqual([message.msgUid]);
    t.clock.advance(1_000);
    const forwarded = await call(a, 'chat/message/forward', {
      msgUid: message.msgUid,
      conversationType: ConversationType.private,
      targetId: bob.userId,
      clientMsgId: clientMsgId(),
    });
    expect(forwarded).toMatchObject({ code: 200, data: { content: { content: 'hello over the socket' } } });
    expect((await call(b, 'chat/unread')).data).toMatchObject({ messages: 2 });
    expect(
      await call(b, 'chat/conversation/read', { conversationType: 1, targetId: alice.userId }),
    ).toMatchObject({
      code: 200,
      data: null,
    });
    expect((await call(b, 'chat/unread')).data).toMatchObject({ messages: 0 });
    expect(await call(b, 'chat/message/recall', { msgUid: message.msgUid })).toMatchObject({
      success: false,
    });
    const recalled = await call(a, 'chat/message/recall', { msgUid: message.msgUid });
    expect(recalled).toMatchObject({ code: 200, data: { msgUid: message.msgUid, recalled: true } });
    await a.close();
    await b.close();
  });

  it('answers refusals with the REST codes and keeps the socket', async () => {
    const alice = await newUser(t);
    const ws = await connected(alice.rongToken);
    expect(await call(ws, 'chat/nothing')).toMatchObject({ success: false, code: 404, data: null });
    expect(await call(ws, 'constructor')).toMatchObject({ code: 404 });
    expect(await call(ws, 'chat/message/send', { conversationType: 1 })).toMatchObject({
      code: 400,
      msg: 'Invalid value of field targetId',
    });
    t.clock.advance(1_000);
    expect(
      await call(ws, 'chat/message/send', {
        conversationType: 1,
        targetId: alice.userId,
        objectName: 'RC:TxtMsg',
        content: { content: 'to myself' },
        clientMsgId: clientMsgId(),
      }),
    ).toMatchObject({ success: false, code: 10022 });
    await expect
      .poll(async () => (await call(ws, 'chat/presence', { userIds: String(alice.userId) })).data)
      .toEqual([{ userId: alice.userId, online: true, lastActiveTime: null }]);
    expect(await call(ws, 'chat/presence', { userIds: 'x' })).toMatchObject({
      code: 400,
      msg: 'Invalid value of field userIds',
    });
    ws.send({ type: 'request', id: '', method: 'chat/conversation/list' });
    expect(await ws.next()).toMatchObject({ type: 'error', code: 400, msg: 'Invalid value of field id' });
    ws.send({ type: 'ping' });
    expect(await ws.next()).toEqual({ type: 'pong' });
    await ws.close();
  });
});
