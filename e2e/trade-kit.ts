import type { Page } from 'playwright-core';
import type { Session, TestWorld } from './world.ts';

// What the trade browser tests (P2P, exchange) share: a user's balance read from the API, the pay password typed on
// the sheet, and the staff member who decides a complaint in the console.

type Account = { currencyId: number; balance: string; frozenAmount: string };

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
