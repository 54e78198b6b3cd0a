import { ONLINE_WINDOW_MS, PRESENCE_TOUCH_THROTTLE_MS } from '@volna/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { users } from '../modules/users/users.tables.ts';
import { newUser } from './socket.test-kit.ts';

describe('presence', () => {
  const t = useTestApp();

  const presence = (token: string, userIds: string) =>
    t.call('GET', '/app/chat/presence', { token, query: { userIds }, lang: 'en' });

  it('online within the window, then a while ago; the exact last-seen only for viewers with adPermissions', async () => {
    const viewer = await newUser(t);
    const admin = await newUser(t);
    await t.db.update(users).set({ adPermissions: 1 }).where(eq(users.id, admin.userId));
    const seen = await newUser(t);
    const never = await newUser(t);
    await t.app.services.presence.active(seen.userId);
    const activeAt = t.clock.now().getTime();
    const ids = `${seen.userId},${never.userId},999999`;

    expect((await presence(viewer.token, ids)).body.data).toEqual([
      { userId: seen.userId, online: true, lastActiveTime: null },
      { userId: never.userId, online: false, lastActiveTime: null },
    ]);
    expect((await presence(admin.token, ids)).body.data).toEqual([
      { userId: seen.userId, online: true, lastActiveTime: activeAt },
      { userId: never.userId, online: false, lastActiveTime: null },
    ]);
    t.clock.advance(ONLINE_WINDOW_MS);
    expect((await presence(viewer.token, `${seen.userId}`)).body.data).toEqual([
      { userId: seen.userId, online: false, lastActiveTime: null },
    ]);
    expect((await presence(admin.token, `${seen.userId}`)).body.data).toEqual([
      { userId: seen.userId, online: false, lastActiveTime: activeAt },
    ]);
  });

  it('writes activity at most once per throttle window per user, and never moves it back', async () => {
    const user = await newUser(t);
    const lastActive = async () => (await t.app.services.users.lastActiveOf([user.userId])).get(user.userId);
    await t.app.services.presence.active(user.userId);
    const first = t.clock.now();
    t.clock.advance(PRESENCE_TOUCH_THROTTLE_MS - 1);
    await t.app.services.presence.active(user.userId);
    expect(await lastActive()).toEqual(first);
    t.clock.advance(1);
    await t.app.services.presence.active(user.userId);
    expect(await lastActive()).toEqual(t.clock.now());
    await t.app.services.users.touchActive(user.userId);
    const latest = t.clock.now();
    t.clock.advance(-10_000);
    await t.app.services.users.touchActive(user.userId);
    expect(await lastActive()).toEqual(latest);
    t.clock.advance(10_000);
  });

  it('refuses bad id lists with 400 naming userIds, and asks for a login', async () => {
    const viewer = await newUser(t);
    for (const userIds of ['', 'a,b', '1,,2', '0', Array.from({ length: 201 }, (_, i) => i + 1).join(',')]) {
      const res = await presence(viewer.token, userIds);
      expect(res.body).toMatchObject({ code: 400, msg: 'Invalid value of field userIds' });
    }
    expect((await t.call('GET', '/app/chat/presence', { query: { userIds: '1' } })).body.code).toBe(401);
  });
});
