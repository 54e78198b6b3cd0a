import { INVITE_BIND_DAYS, ResultCode } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { countRows, signUpByEmail, signUpByPhone } from '../auth/auth.test-kit.ts';

const t = useTestApp();

const bind = (token: string | undefined, body: Record<string, unknown>) =>
  t.call('POST', '/app/invite/record/bind', { token, body, lang: 'en' });

describe('POST /app/invite/record/bind', () => {
  it('binds me to my inviter once', async () => {
    const inviter = await signUpByPhone(t);
    const me = await signUpByEmail(t);
    const res = await bind(me.token, { inviterId: inviter.userId, type: 2 });
    expect(res.body).toEqual({ success: true, code: 200, msg: 'Success', data: null });
    const rows = await queryRows<{ inviter_id: number; type: number }>(
      t.db,
      sql`select inviter_id, type from invite_records where invitee_id = ${me.userId}`,
    );
    expect(rows).toEqual([{ inviter_id: inviter.userId, type: 2 }]);
    expect(await t.app.services.invites.inviterOf(me.userId)).toEqual({ inviterId: inviter.userId, type: 2 });

    const another = await signUpByPhone(t);
    const again = await bind(me.token, { inviterId: another.userId, type: 1 });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      success: false,
      code: ResultCode.inviteAlreadyBound,
      msg: 'An inviter is already bound',
      data: null,
    });
    expect(await t.app.services.invites.inviterOf(me.userId)).toEqual({ inviterId: inviter.userId, type: 2 });
  });

  it('accepts the launch query values as strings', async () => {
    const inviter = await signUpByPhone(t);
    const me = await signUpByPhone(t);
    expect((await bind(me.token, { inviterId: String(inviter.userId), type: '1' })).body.code).toBe(200);
  });

  it('refuses myself, an unknown inviter, bad values and no login, binding nothing', async () => {
    const me = await signUpByPhone(t);
    const before = await countRows(t, 'invite_records');
    const self = await bind(me.token, { inviterId: me.userId, type: 1 });
    expect(self.body).toMatchObject({
      code: ResultCode.cannotTargetSelf,
      msg: 'You cannot do this to yourself',
    });
    const unknown = await bind(me.token, { inviterId: 999_999, type: 1 });
    expect(unknown.body).toMatchObject({ code: ResultCode.inviteInvalid, msg: 'Invitation not found' });
    const ru = await t.call('POST', '/app/invite/record/bind', {
      token: me.token,
      body: { inviterId: 999_999, type: 1 },
    });
    expect(ru.body.msg).toBe('Приглашение не найдено');
    const bad = await bind(me.token, { inviterId: 'abc', type: 1 });
    expect(bad.body).toMatchObject({ code: ResultCode.badRequest, msg: 'Invalid value of field inviterId' });
    const negative = await bind(me.token, { inviterId: -4, type: 1 });
    expect(negative.body.code).toBe(ResultCode.badRequest);
    const anonymous = await bind(undefined, { inviterId: me.userId, type: 1 });
    expect(anonymous.status).toBe(401);
    expect(await countRows(t, 'invite_records')).toBe(before);
  });

  it('binds once under parallel requests', async () => {
    const a = await signUpByPhone(t);
    const b = await signUpByPhone(t);
    const me = await signUpByEmail(t);
    const answers = await Promise.all([
      bind(me.token, { inviterId: a.userId, type: 1 }),
      bind(me.token, { inviterId: b.userId, type: 1 }),
    ]);
    expect(answers.map((r) => r.body.code).sort((x, y) => x - y)).toEqual([
      200,
      ResultCode.inviteAlreadyBound,
    ]);
  });
});

describe('invites cannot be farmed (issue 28 §6)', () => {
  const DAY = 86_400_000;
  const inviterOf = (userId: number) => t.app.services.invites.inviterOf(userId);

  it('binds an inviter only within 7 days of sign-up, with a translated refusal after', async () => {
    const inviter = await signUpByPhone(t);
    const late = await signUpByPhone(t);
    t.clock.advance(INVITE_BIND_DAYS * DAY + 60_000);
    const refused = await bind(late.token, { inviterId: inviter.userId, type: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: ResultCode.inviteWindowClosed,
      msg: 'An inviter can be set only within 7 days of signing up',
    });
    for (const [lang, word] of [
      ['ru', 'дней'],
      ['zh', '天'],
      ['ja', '日'],
    ] as const) {
      const answer = await t.call('POST', '/app/invite/record/bind', {
        token: late.token,
        lang,
        body: { inviterId: inviter.userId, type: 1 },
      });
      expect(answer.body.msg).toContain(word);
    }
    expect(await inviterOf(late.userId)).toBeNull();
    const fresh = await signUpByPhone(t);
    t.clock.advance(INVITE_BIND_DAYS * DAY - 60_000);
    expect((await bind(fresh.token, { inviterId: inviter.userId, type: 1 })).body.code).toBe(200);
  });

  it('never by the account one invited, nor further down the chain', async () => {
    const a = await signUpByPhone(t);
    const b = await signUpByPhone(t);
    const c = await signUpByPhone(t);
    expect((await bind(b.token, { inviterId: a.userId, type: 1 })).body.code).toBe(200);
    expect((await bind(c.token, { inviterId: b.userId, type: 1 })).body.code).toBe(200);
    const back = await bind(a.token, { inviterId: b.userId, type: 1 });
    expect(back.body).toMatchObject({
      code: ResultCode.inviteCycle,
      msg: 'Someone you invited cannot be your inviter',
    });
    expect((await bind(a.token, { inviterId: c.userId, type: 1 })).body.code).toBe(ResultCode.inviteCycle);
    expect(await inviterOf(a.userId)).toBeNull();
  });

  it('two accounts binding each other at once, 20 times over: never a cycle', async () => {
    for (let round = 0; round < 20; round++) {
      const a = await signUpByPhone(t);
      const b = await signUpByPhone(t);
      const [ab, ba] = await Promise.all([
        bind(a.token, { inviterId: b.userId, type: 1 }),
        bind(b.token, { inviterId: a.userId, type: 1 }),
      ]);
      expect([ab.body.code, ba.body.code].sort()).toEqual([200, ResultCode.inviteCycle].sort());
      const bound = [await inviterOf(a.userId), await inviterOf(b.userId)].filter(Boolean);
      expect(bound).toHaveLength(1);
    }
  });
});
