import { CallMedia, PUSH_SUBSCRIPTIONS_PER_USER_MAX } from '@volna/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { useTestApp } from '../../../test/harness.ts';
import { newUser, openSocket, socketUrl } from '../../realtime/socket.test-kit.ts';
import { sendText } from '../chat/chat.test-support.ts';
import { createPushTransport } from './push-transport.ts';
import { pushSubscriptions } from './push.tables.ts';
import { browserKeys, decryptPush, startFakePushService, verifyVapid } from './push.test-kit.ts';

describe('Web Push', () => {
  const t = useTestApp({ PUSH_ALLOW_PRIVATE_ENDPOINTS: '1' });
  let service: Awaited<ReturnType<typeof startFakePushService>>;
  let device = 0;
  beforeAll(async () => {
    service = await startFakePushService();
  });
  afterAll(() => service.close());

  /** A user whose browser subscribed at a path of the fake push service of its own. */
  async function subscribedUser(lang = 'en') {
    const user = await newUser(t);
    await t.call('PUT', '/app/user', { token: user.token, body: { language: lang } });
    const keys = browserKeys();
    const path = `/push/device-${++device}`;
    const res = await t.call('POST', '/app/push/subscription', {
      token: user.token,
      body: {
        endpoint: `${service.origin}${path}`,
        expirationTime: null,
        keys: { p256dh: keys.p256dh, auth: keys.auth },
      },
    });
    expect(res.body).toMatchObject({ code: 200 });
    return { ...user, keys, path };
  }
  const named = async (token: string, firstName: string) =>
    expect((await t.call('PUT', '/app/user', { token, body: { firstName } })).body).toMatchObject({
      code: 200,
    });
  const pushed = async () => t.app.services.pushDispatch.idle();

  it('a message to a user without a socket makes one push that decrypts to the sender and the words', async () => {
    const anna = await newUser(t);
    await named(anna.token, 'Anna');
    const boris = await subscribedUser('en');
    const { publicKey } = (await t.call('GET', '/app/push/publicKey')).body.data;
    expect(publicKey).toBe(t.app.services.push.publicKey().publicKey);

    await sendText(t, anna.token, boris.userId, 'Are you coming tonight?');
    await pushed();

    const pushes = service.to(boris.path);
    expect(pushes).toHaveLength(1);
    const [push] = pushes;
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    await verifyVapid(push!, publicKey, service.origin);
    expect(decryptPush(push!, boris.keys)).toMatchObject({
      kind: 'messages',
      title: 'Anna',
      body: 'Are you coming tonight?',
      tag: `chat:1:${anna.userId}`,
      chat: { conversationType: 1, targetId: String(anna.userId) },
    });
    // Nothing for the sender's own copy of the message.
    expect(service.received.filter((r) => r.path === boris.path)).toHaveLength(1);
  });

  it('nothing while the user has a socket open; a push again once it closed', async () => {
    const anna = await newUser(t);
    const boris = await subscribedUser();
    const socket = await openSocket(`${await socketUrl(t)}?token=${boris.rongToken}`);
    expect((await socket.next()).type).toBe('ready');
    await sendText(t, anna.token, boris.userId, 'seen live');
    await socket.events(1);
    await pushed();
    expect(service.to(boris.path)).toHaveLength(0);

    await socket.close();
    // Every instance's subscription of his channel is gone (with Redis, the unsubscribe lands a moment later).
    await expect
      .poll(async () => (await t.bus.subscriberCounts([`user:${boris.userId}`])).get(`user:${boris.userId}`))
      .toBe(0);
    await sendText(t, anna.token, boris.userId, 'after closing');
    await pushed();
    expect(service.to(boris.path).map((p) => decryptPush(p, boris.keys).body)).toEqual(['after closing']);
  });

  it('a muted chat makes none; the words hidden by the privacy setting; kinds and quiet hours respected', async () => {
    const anna = await newUser(t);
    await named(anna.token, 'Anna');
    const boris = await subscribedUser('ru');
    const mute = (status: 0 | 1) =>
      t.call('POST', '/app/mute/mute', {
        token: boris.token,
        body: { conversationType: 1, targetId: String(anna.userId), status },
      });
    await sendText(t, anna.token, boris.userId, 'first');
    // Pushed before the mute: mute is read when the push is decided.
    await pushed();
    expect(service.to(boris.path)).toHaveLength(1);
    expect((await mute(0)).body).toMatchObject({ code: 200 });
    await sendText(t, anna.token, boris.userId, 'while muted');
    await pushed();
    expect(service.to(boris.path)).toHaveLength(1);
    await mute(1);

    const settings = (body: object) => t.call('PUT', '/app/push/settings', { token: boris.token, body });
    expect((await settings({ hidePreview: true })).body.data).toMatchObject({
      hidePreview: true,
      messages: true,
    });
    await sendText(t, anna.token, boris.userId, 'a secret');
    await pushed();
    const hidden = decryptPush(service.to(boris.path)[1]!, boris.keys);
    expect(hidden).toMatchObject({ title: 'Anna', body: 'Новое сообщение' });
    expect(JSON.stringify(hidden)).not.toContain('secret');

    await settings({ messages: false });
    await sendText(t, anna.token, boris.userId, 'messages are off');
    await pushed();
    await settings({
      messages: true,
      doNotDisturb: true,
      doNotDisturbFrom: '11:00',
      doNotDisturbTo: '13:00',
    });
    // The test clock reads 09:00 UTC: 12:00 in Moscow, inside the quiet hours; 10:00 in London, outside them.
    await sendText(t, anna.token, boris.userId, 'quiet hours');
    await pushed();
    expect(service.to(boris.path)).toHaveLength(2);
    await settings({ timeZone: 'Europe/London' });
    await sendText(t, anna.token, boris.userId, 'morning in London');
    await pushed();
    expect(decryptPush(service.to(boris.path)[2]!, boris.keys).body).toBe('Новое сообщение');
    expect((await t.call('GET', '/app/push/settings', { token: boris.token })).body.data).toEqual({
      messages: true,
      mentions: true,
      calls: true,
      orders: true,
      hidePreview: true,
      doNotDisturb: true,
      doNotDisturbFrom: '11:00',
      doNotDisturbTo: '13:00',
      timeZone: 'Europe/London',
    });
  });

  it('a 410 from the push service removes the subscription; so does a login that ended', async () => {
    const anna = await newUser(t);
    const boris = await subscribedUser();
    service.answer(boris.path, 410);
    await sendText(t, anna.token, boris.userId, 'to a forgotten browser');
    await pushed();
    expect(service.to(boris.path)).toHaveLength(1);
    expect(await t.app.services.push.deviceCount(boris.userId)).toBe(0);
    await sendText(t, anna.token, boris.userId, 'nobody hears this');
    await pushed();
    expect(service.to(boris.path)).toHaveLength(1);

    const clara = await subscribedUser();
    // A login elsewhere ends the session the subscription was made in.
    await t.app.services.sessions.start(clara.userId, { userAgent: 'other', ip: '127.0.0.1' });
    await sendText(t, anna.token, clara.userId, 'to the old device');
    await pushed();
    expect(service.to(clara.path)).toHaveLength(0);
    expect(await t.app.services.push.deviceCount(clara.userId)).toBe(0);
  });

  it('a call to a user without a socket pushes the ring with the call; an unanswered one then says missed', async () => {
    const anna = await newUser(t);
    await named(anna.token, 'Anna');
    const boris = await subscribedUser();
    const session = await t.app.services.calls.invite(anna.userId, 'anna-phone', {
      calleeId: boris.userId,
      mediaType: CallMedia.video,
    });
    await pushed();
    const ring = decryptPush(service.to(boris.path)[0]!, boris.keys);
    expect(ring).toMatchObject({
      kind: 'calls',
      title: 'Anna',
      body: 'Incoming video call',
      tag: `call:${session.call.callId}`,
      call: { callId: session.call.callId, mediaType: CallMedia.video, caller: { userId: anna.userId } },
    });
    expect(Number(service.to(boris.path)[0]!.headers.ttl)).toBeLessThanOrEqual(45);
    expect(service.to(boris.path)[0]!.headers.urgency).toBe('high');

    // Opened by the push, his device asks whether the call still rings; nobody else may ask.
    const socket = await openSocket(`${await socketUrl(t)}?token=${boris.rongToken}`);
    expect((await socket.request('call/find', { callId: session.call.callId })).data).toMatchObject({
      callId: session.call.callId,
      state: 1,
      callerId: anna.userId,
    });
    await socket.close();
    const stranger = await newUser(t);
    const prying = await openSocket(`${await socketUrl(t)}?token=${stranger.rongToken}`);
    expect((await prying.request('call/find', { callId: session.call.callId })).code).toBe(404);
    await prying.close();

    await t.app.services.calls.cancel(anna.userId, 'anna-phone', session.call.callId);
    await pushed();
    expect(decryptPush(service.to(boris.path)[1]!, boris.keys)).toMatchObject({
      kind: 'calls',
      body: 'Missed video call',
      tag: `call:${session.call.callId}`,
    });
  });

  it('a mention in a group says who mentioned the user, with the words', async () => {
    const anna = await newUser(t);
    await named(anna.token, 'Anna');
    const boris = await subscribedUser();
    await t.app.services.chat.joinGroupChat('90501', [anna.userId, boris.userId]);
    await pushed();
    const before = service.to(boris.path).length;
    const res = await t.call('POST', '/app/chat/message/send', {
      token: anna.token,
      body: {
        conversationType: 3,
        targetId: '90501',
        objectName: 'RC:TxtMsg',
        clientMsgId: `m${Date.now()}`,
        content: { content: '@Boris look' },
        mentionedUserIds: [boris.userId],
      },
    });
    expect(res.body).toMatchObject({ code: 200 });
    await pushed();
    const pushes = service.to(boris.path).slice(before);
    expect(pushes).toHaveLength(1);
    expect(decryptPush(pushes[0]!, boris.keys)).toMatchObject({
      kind: 'mentions',
      body: 'Anna mentioned you: @Boris look',
      chat: { conversationType: 3, targetId: '90501' },
    });
  });

  it('refuses bad subscriptions with 400 naming the field and changes nothing; another user’s endpoint stays', async () => {
    const boris = await subscribedUser();
    const mallory = await newUser(t);
    const keys = browserKeys();
    const bad = [
      { endpoint: 'ftp://push.example/x', keys },
      { endpoint: `${service.origin}/x`, keys: { p256dh: 'abc', auth: keys.auth } },
      { endpoint: `${service.origin}/x`, keys: { p256dh: keys.p256dh, auth: 'short' } },
      { endpoint: `${service.origin}/${'x'.repeat(3000)}`, keys },
      { keys },
    ];
    for (const body of bad) {
      const res = await t.call('POST', '/app/push/subscription', { token: mallory.token, body });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(400);
    }
    expect(await t.app.services.push.deviceCount(mallory.userId)).toBe(0);
    const res = await t.call('DELETE', '/app/push/subscription', {
      token: mallory.token,
      query: { endpoint: `${service.origin}${boris.path}` },
    });
    expect(res.body).toMatchObject({ code: 200 });
    expect(await t.app.services.push.deviceCount(boris.userId)).toBe(1);
    expect((await t.call('POST', '/app/push/subscription', { body: bad[0] })).status).toBe(401);
    for (const body of [
      { doNotDisturbFrom: '25:00' },
      { timeZone: 'Mars/Olympus' },
      { messages: 'yes' },
      { x: 1 },
    ]) {
      const res = await t.call('PUT', '/app/push/settings', { token: boris.token, body });
      expect(res.status).toBe(400);
    }
  });

  it('twenty devices subscribing at once keep the newest five; unsubscribing removes one', async () => {
    const user = await newUser(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const keys = browserKeys();
        return t.call('POST', '/app/push/subscription', {
          token: user.token,
          body: {
            endpoint: `${service.origin}/burst/${user.userId}/${i}`,
            keys: { p256dh: keys.p256dh, auth: keys.auth },
          },
        });
      }),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const rows = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.userId));
    expect(rows).toHaveLength(PUSH_SUBSCRIPTIONS_PER_USER_MAX);
    const res = await t.call('DELETE', '/app/push/subscription', {
      token: user.token,
      query: { endpoint: rows[0]!.endpoint },
    });
    expect(res.body).toMatchObject({ code: 200 });
    expect(await t.app.services.push.deviceCount(user.userId)).toBe(PUSH_SUBSCRIPTIONS_PER_USER_MAX - 1);
  });
});

describe('push endpoints a production server posts to', () => {
  const vapid = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'x'.repeat(24),
    DATA_DIR: '/tmp/volna-push-cfg',
  }).vapid;
  const strict = createPushTransport(vapid, false);

  it('only public HTTPS push services', () => {
    expect(strict.acceptable('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(strict.acceptable('https://updates.push.services.mozilla.com/wpush/v2/abc')).toBe(true);
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/x',
      'https://10.1.2.3/x',
      'https://[::1]/x',
      'https://[::ffff:192.168.0.1]/x',
      'https://169.254.169.254/latest',
      'https://localhost/x',
      'https://user:pass@push.example/x',
      'not a url',
    ])
      expect(strict.acceptable(endpoint), endpoint).toBe(false);
  });

  it('a name that resolves to a private address is refused when posting', async () => {
    const outcome = await strict.send(
      { endpoint: 'https://localhost.localdomain.test.invalid/x', ...browserKeysFlat() },
      '{}',
      { ttlSeconds: 60, urgency: 'normal' },
    );
    expect(outcome.status).toBe(0);
  });

  it('refuses PUSH_ALLOW_PRIVATE_ENDPOINTS in production, and half a VAPID pair', () => {
    const base = { JWT_SECRET: 'x'.repeat(24), DATA_DIR: '/tmp/volna-push-cfg', ALLOW_OUTBOX: '1' };
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', PUSH_ALLOW_PRIVATE_ENDPOINTS: '1' })).toThrow(
      /PUSH_ALLOW_PRIVATE_ENDPOINTS/,
    );
    expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: vapid.publicKey })).toThrow(/VAPID/);
    expect(() => loadConfig({ ...base, VAPID_SUBJECT: 'someone' })).toThrow(/VAPID_SUBJECT/);
    expect(loadConfig(base).vapid.publicKey).toBe(vapid.publicKey);
  });
});

function browserKeysFlat() {
  const { p256dh, auth } = browserKeys();
  return { p256dh, auth };
}
