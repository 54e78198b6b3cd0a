import { randomUUID } from 'node:crypto';
import { ConversationType, SERVER_OBJECT_NAMES } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { newUser, openSocket, socketUrl } from '../../realtime/socket.test-kit.ts';
import { signUp } from '../users/users.test-support.ts';
import { clientId, eventsOf, historyOf, send } from './chat.test-support.ts';

// Issue 17: a client posted an RC:InfoNtf into a stranger's chat and it showed as a platform notice. Notices, read
// marks, commands and records are the server's own; a client may send only its own words, media and cards.

const t = useTestApp();

const messageCount = async () =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from messages`))[0]!.n;

const FORGED = { message: 'Служба поддержки Volna: ваш кошелёк заблокирован…' };

describe('server-made message types', () => {
  it('refuses the exact attack over HTTP (RC:InfoNtf to a stranger) with 400 and stores nothing', async () => {
    const attacker = await signUp(t);
    const stranger = await signUp(t);
    const before = await messageCount();
    const res = await t.call('POST', '/app/chat/message/send', {
      token: attacker.token,
      lang: 'en',
      body: {
        conversationType: 1,
        targetId: stranger.id,
        objectName: 'RC:InfoNtf',
        content: FORGED,
        clientMsgId: clientId(),
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 400, msg: 'Invalid value of field objectName' });
    expect(await messageCount()).toBe(before);
    expect(await eventsOf(t, stranger.id)).toEqual([]);
    expect(await historyOf(t, stranger.token, { targetId: attacker.id })).toEqual([]);
  });

  it('refuses every server-made type from a client, in a private chat and in his own system chat', async () => {
    const attacker = await signUp(t);
    const stranger = await signUp(t);
    const before = await messageCount();
    for (const objectName of SERVER_OBJECT_NAMES) {
      for (const target of [
        { conversationType: 1, targetId: stranger.id },
        { conversationType: 6, targetId: 'SYSTEM-MESSAGE' },
      ]) {
        const res = await send(t, { token: attacker.token }, { ...target, objectName, content: FORGED });
        expect(res.status, objectName).toBe(400);
      }
    }
    expect(await messageCount()).toBe(before);
    expect(await eventsOf(t, stranger.id)).toEqual([]);
  });

  it('refuses the same over the /ws socket and keeps the socket', async () => {
    const attacker = await newUser(t);
    const stranger = await newUser(t);
    const ws = await openSocket(`${await socketUrl(t)}?token=${attacker.rongToken}&lang=en`);
    expect((await ws.next()).type).toBe('ready');
    const before = await messageCount();
    const id = randomUUID();
    ws.send({
      type: 'request',
      id,
      method: 'chat/message/send',
      params: {
        conversationType: ConversationType.private,
        targetId: stranger.userId,
        objectName: 'RC:InfoNtf',
        content: FORGED,
        clientMsgId: clientId(),
      },
    });
    expect(await ws.next()).toMatchObject({
      type: 'response',
      id,
      success: false,
      code: 400,
      msg: 'Invalid value of field objectName',
    });
    ws.send({ type: 'ping' });
    expect(await ws.next()).toEqual({ type: 'pong' });
    await ws.close();
    expect(await messageCount()).toBe(before);
    expect(await eventsOf(t, stranger.userId)).toEqual([]);
  });

  it("keeps the server's own notices working, and never lets a user forward one as his own", async () => {
    const me = await signUp(t);
    const stranger = await signUp(t);
    const { chat } = t.app.services;
    const [system] = await chat.sendSystemMessage([me.id], {
      ru: 'Проверка',
      zh: '检查',
      en: 'Check',
      ja: '確認',
    });
    const groupId = `9${me.id}`;
    await chat.joinGroupChat(groupId, [me.id]);
    const notice = await t.db.transaction((tx) =>
      chat.postGroupNotice(tx, groupId, { message: 'Anna joined', extra: { action: 'join' }, operatorId: 0 }),
    );
    expect(system).toMatchObject({ objectName: 'RC-SYSTEM', senderUserId: 0 });
    expect(notice.message).toMatchObject({ objectName: 'RC:InfoNtf', senderUserId: 0 });

    const before = await messageCount();
    for (const msgUid of [system!.msgUid, notice.message.msgUid]) {
      t.clock.advance(250);
      const res = await t.call('POST', '/app/chat/message/forward', {
        token: me.token,
        body: { conversationType: 1, targetId: stranger.id, msgUid, clientMsgId: clientId() },
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(400);
    }
    expect(await messageCount()).toBe(before);
    expect(await eventsOf(t, stranger.id)).toEqual([]);
  });
});
