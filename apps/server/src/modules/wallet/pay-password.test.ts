import { PAY_PASSWORD_LOCK_MINUTES } from '@volna/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { PASSWORD, signUp } from '../users/users.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const verify = (userId: number, pwd: string) =>
  t.app.services.wallet.payPassword.verifyPayPassword(userId, pwd).then(
    () => 'ok',
    (e: { codeName?: string; params?: Record<string, unknown> }) =>
      e.params?.left === undefined ? e.codeName : `${e.codeName}:${e.params.left}`,
  );

describe('pay password', () => {
  it('asks to set one first', async () => {
    const a = await signUp(t);
    expect(await verify(a.id, '123456')).toBe('payPasswordNotSet');
  });

  it('5 wrong entries lock payments for 15 minutes, even the right password; then it works again', async () => {
    const a = await signUp(t);
    await t.app.services.users.setPayPassword(a.id, PASSWORD, '123456');
    expect(await verify(a.id, '123456')).toBe('ok');
    expect(await verify(a.id, '000000')).toBe('payPasswordWrong:4');
    expect(await verify(a.id, '000000')).toBe('payPasswordWrong:3');
    // A right entry starts the count again.
    expect(await verify(a.id, '123456')).toBe('ok');
    const wrong = await Promise.all(Array.from({ length: 5 }, () => verify(a.id, '111111')));
    expect(wrong.filter((r) => r === 'payPasswordLocked')).toHaveLength(1);
    expect(await verify(a.id, '123456')).toBe('payPasswordLocked');
    t.clock.advance(PAY_PASSWORD_LOCK_MINUTES * 60_000 - 1000);
    expect(await verify(a.id, '123456')).toBe('payPasswordLocked');
    t.clock.advance(2000);
    expect(await verify(a.id, '999999')).toBe('payPasswordWrong:4');
    expect(await verify(a.id, '123456')).toBe('ok');
  });
});
