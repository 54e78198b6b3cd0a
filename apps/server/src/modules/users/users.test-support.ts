import type { TestApp } from '../../../test/harness.ts';
import type { NewAccount } from './users.service.ts';

export const PASSWORD = 'correct-horse-1';

let sequence = 0;
/** A distinct valid +7 mobile number (national form) per call. */
export const nextPhone = () => `916${String(1_000_000 + sequence++).slice(-7)}`;

/** A signed-up user with a live session, made through the service the auth routes use. */
export async function signUp(t: TestApp, account: Partial<NewAccount> = {}) {
  const input: NewAccount =
    account.phone || account.email
      ? { password: PASSWORD, ...account }
      : { areaCode: '+7', phone: nextPhone(), password: PASSWORD, ...account };
  const user = await t.app.services.users.createAccount(input);
  const { token } = await t.app.services.sessions.start(user.id, { userAgent: 't', ip: '1' });
  return { user, token, id: user.id };
}

/** The stored row, straight from the service, to prove a refused request changed nothing. */
export const rowOf = async (t: TestApp, id: number) => (await t.app.services.users.findById(id))!;
