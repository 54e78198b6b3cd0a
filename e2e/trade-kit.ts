import type { Page } from 'playwright-core';
import { launchBrowser, sharedServer } from './harness.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// What the trade browser tests (P2P, exchange) share: a user's balance read from the API, the pay password typed on
// the sheet, and the staff member who decides a complaint in the console.

type Account = { currencyId: number; balance: string; frozenAmount: string };

/** A trade browser test's start on the shared server: a browser and a world whose keys are its own (`<name>-e2e`). */
export async function tradeWorld(name: string, password: string) {
  const server = sharedServer();
  const browser = await launchBrowser();
  const world = testWorld(server, browser, {
    password,
    idempotencyKeyPrefix: `${name}-e2e`,
    contentLanguage: 'en',
  });
  return { server, browser, world };
}

/** A trader signed up by phone, with his pay password and money from the top-up float when asked. */
export async function trader(
  world: TestWorld,
  phone: string,
  name: string,
  {
    payPassword,
    credit,
  }: { payPassword?: string; credit?: [currencyId: number, amount: string, eventId: string] } = {},
) {
  const who = await world.signUpByPhone(phone, name);
  if (payPassword) await world.setPayPassword(who, payPassword);
  if (credit) await world.credit(who, ...credit);
  return who;
}

/** The available and frozen amounts of one currency of the user's wallet. */
export async function balanceOf(world: TestWorld, who: Session, currencyId: number) {
  const accounts = await world.call<Account[]>('GET', '/app/account/list', undefined, who);
  const account = accounts.find((a) => a.currencyId === currencyId)!;
  return { available: Number(account.balance), frozen: Number(account.frozenAmount) };
}

/** Types the pay password on the open pay-password sheet. */
export async function typePayPassword(page: Page, payPassword: string) {
  await page.getByTestId('pay-password').click();
  await page.keyboard.type(payPassword);
}

/** A staff member made with the dev tools (the console's customer service). */
export async function staffMember(world: TestWorld, email: string, name: string) {
  const staff = await world.signUp(email, name);
  await world.call('POST', '/dev/topup/staff', { userId: staff.userId });
  return staff;
}

/** A P2P order as the other side's screen shows it: he takes it at these terms (issue 28). */
export type ShownP2pOrder = { id: number; payAmount: string; rate: string };

/** `who` publishes a withdrawal through the API: `payAmount` RUB for CNY at 0.08, to be paid to his Tinkoff card. */
export function publishWithdrawal(
  world: TestWorld,
  who: Session,
  {
    payAmount,
    receiveAmount,
    payPassword,
  }: { payAmount: string; receiveAmount: string; payPassword: string },
) {
  return world.call<ShownP2pOrder>(
    'POST',
    '/app/recharge/insert',
    {
      payCurrencyId: 1,
      payAmount,
      receiveCurrencyId: 4,
      receiveAmount,
      rate: '0.08',
      cardNumber: '2200700123456789',
      bank: 'Tinkoff',
      name: 'Wendy W.',
      payPassword,
    },
    who,
  );
}

/** `who` responds to the order at the amount and rate it shows. */
export const respondAt = (world: TestWorld, who: Session, order: ShownP2pOrder) =>
  world.call(
    'POST',
    '/app/recharge/respond',
    { id: order.id, payAmount: order.payAmount, rate: order.rate },
    who,
  );
