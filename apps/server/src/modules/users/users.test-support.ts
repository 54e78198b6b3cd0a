import type { TestApp } from '../../../test/harness.ts';
import type { NewAccount } from './users.service.ts';

export const PASSWORD = 'correct-horse-1';

let sequence = 0;
/** A distinct valid +7 mobile number (national form) per call. */
export const nextPhone = () => `916${String(1_000_000 + sequence++).slice(-7)}`;

/** A signed-up user with a live session, made through the service the auth routes use. */
/** A private address unique to the user id. */
export const testAddressOf = (id: number) => `10.${(id >> 16) & 255}.${(id >> 8) & 255}.${id & 255}`;

export async function signUp(t: TestApp, account: Partial<NewAccount> = {}) {
  const input: NewAccount =
    account.phone || account.email
      ? { password: PASSWORD, ...account }
      : { areaCode: '+7', phone: nextPhone(), password: PASSWORD, ...account };
  const user = await t.app.services.users.createAccount(input);
  // Each test user logs in from an address of his own: a shared one links accounts (cashback, issue 28).
  const { token } = await t.app.services.sessions.start(user.id, {
    userAgent: 't',
    ip: testAddressOf(user.id),
  });
  return { user, token, id: user.id };
}

/** The stored row, straight from the service, to prove a refused request changed nothing. */
export const rowOf = async (t: TestApp, id: number) => (await t.app.services.users.findById(id))!;
