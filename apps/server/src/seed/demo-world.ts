import { SYSTEM_CONFIG_KEYS, type SystemConfigKey } from '@volna/contracts';
import type { Config } from '../config.ts';
import { AppError } from '../http/errors.ts';
import type { Services } from '../services.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount, loginOf } from './demo-accounts.ts';
import { seedDemoCalls } from './demo-calls.ts';
import { seedDemoDating } from './demo-dating.ts';
import { seedDemoDna } from './demo-dna.ts';
import { seedDemoFitness } from './demo-fitness.ts';
import { seedDemoFriends } from './demo-friends.ts';
import { seedDemoGroup } from './demo-group.ts';
import { seedDemoInvites } from './demo-invites.ts';
import { seedDemoListingOrders } from './demo-listing-orders.ts';
import { seedDemoListings } from './demo-listings.ts';
import { seedDemoTaskReferrals } from './demo-task-referrals.ts';
import { seedDemoExchange } from './demo-exchange.ts';
import { seedDemoP2p } from './demo-p2p.ts';
import { seedDemoSurveys } from './demo-surveys.ts';
import { seedDemoVipBlindBox } from './demo-vip-blind-box.ts';
import { seedDemoWallet } from './demo-wallet.ts';
import { initialsAvatar } from './initials-avatar.ts';

/**
 * Platform settings every install starts with, at their registry defaults (`SYSTEM_CONFIG_KEYS`); an operator's later
 * edits are kept (added only when missing). The app version is not stored: it comes from the build unless staff set it.
 */
const SEEDED_CONFIG_KEYS = [
  'support.email',
  'policies.version',
  'sys.account.captchaEnabled',
  'app.update.downloadUrl',
] as const satisfies readonly SystemConfigKey[];
export const DEFAULT_CONFIG = SEEDED_CONFIG_KEYS.map((key) => ({
  key,
  value: SYSTEM_CONFIG_KEYS[key].defaultValue,
  description: SYSTEM_CONFIG_KEYS[key].description,
}));

export type SeedOptions = { config: Config; log: (line: string) => void };

async function findAccount(services: Services, account: DemoAccount) {
  if (account.email) return services.users.findByEmail(account.email);
  return services.users.findByPhone(account.areaCode ?? '', account.phone ?? '');
}

/** Creates one demo user with names, language, staff role and a drawn avatar (stored with its compressed copy). */
async function createDemoUser(services: Services, account: DemoAccount) {
  const user = await services.users.createAccount({
    areaCode: account.areaCode,
    phone: account.phone,
    email: account.email,
    password: DEMO_PASSWORD,
    avatarColorCode: account.avatarColorCode,
    language: account.language,
  });
  const avatar = await services.files.upload(user.id, {
    data: await initialsAvatar(account.initials, account.avatarColorCode),
    filename: 'avatar.png',
    kind: 'avatar',
  });
  await services.users.updateProfile(user.id, {
    firstName: account.firstName,
    lastName: account.lastName,
    gender: account.gender as 0 | 1 | 2,
    avatar: avatar.url,
    avatarCompress: avatar.urlCompress,
  });
  if (account.staffRole) await services.users.setStaffRole(user.id, account.staffRole);
}

/**
 * The small world a newcomer finds after `npm start`: default settings, then demo users (two +7, one +86, one
 * e-mail), a customer-service account and a platform administrator, and a group chat of the four users, who are
 * also friends of each other. Safe to run on every start: what exists is
 * left alone. Never seeds the demo users in production, where their published password would be an open door.
 */
export async function seedDemoWorld(services: Services, { config, log }: SeedOptions) {
  await services.system.addMissingConfig(DEFAULT_CONFIG);
  if (config.isProduction) return { created: 0 };

  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    if (await findAccount(services, account)) continue;
    try {
      await createDemoUser(services, account);
      created++;
    } catch (error) {
      // Another instance starting at the same moment made it first.
      if (error instanceof AppError && error.codeName === 'accountExists') continue;
      throw error;
    }
  }
  if (created) log(`Demo world: created ${created} account(s).`);
  // The ordinary demo users (not staff) share one group chat.
  const memberIds: number[] = [];
  for (const account of DEMO_ACCOUNTS.filter((a) => !a.staffRole)) {
    const user = await findAccount(services, account);
    if (user) memberIds.push(user.id);
  }
  // ...and are friends of each other: first, since only friends are added to a group without an invitation.
  const friendships = await seedDemoFriends(services, memberIds);
  if (friendships) log(`Demo world: made ${friendships} friendship(s) among the demo users.`);
  if (await seedDemoGroup(services, memberIds)) log('Demo world: created the demo group chat.');
  // ...and have money in their wallets.
  if (await seedDemoWallet(services, memberIds))
    log("Demo world: credited the demo users' starting balances.");
  // ...and some of that money is offered for P2P withdrawal, so the P2P list has requests to take.
  const p2pRequests = await seedDemoP2p(services, memberIds);
  if (p2pRequests) log(`Demo world: published ${p2pRequests} P2P withdrawal request(s).`);
  // ...and exchange ads, so the exchange list has offers to take.
  const exchangeAds = await seedDemoExchange(services, memberIds);
  if (exchangeAds) log(`Demo world: published ${exchangeAds} exchange ad(s).`);
  // ...and the marketplace and the boards have listings in every category.
  const listings = await seedDemoListings(services, memberIds);
  if (listings) log(`Demo world: published ${listings} listing(s).`);
  // ...and the paid task that pays referrals has applicants: one referred and accepted (his referrer paid), one waiting.
  const applications = await seedDemoTaskReferrals(services, memberIds).catch((error: Error) => {
    log(`Demo world: task applications not seeded (${error.message}).`);
    return 0;
  });
  if (applications) log(`Demo world: made ${applications} paid-task application(s).`);
  // ...and some of them are bought: orders in every state, one under appeal for the console.
  const orders = await seedDemoListingOrders(services, memberIds);
  if (orders) log(`Demo world: made ${orders} marketplace order(s).`);
  // ...and the dating tab shows a living feed.
  const daters = await seedDemoDating(services);
  if (daters) log(`Demo world: published ${daters} dating profile(s).`);
  // ...with blind-box cards to draw and a VIP request for staff to see.
  const vipBlindBox = await seedDemoVipBlindBox(services);
  if (vipBlindBox.cards) log(`Demo world: made ${vipBlindBox.cards} blind-box card(s).`);
  if (vipBlindBox.request) log('Demo world: submitted a demo VIP dating request.');
  // ...a week of steps on the fitness page, and invites that paid their inviters (issue 15).
  const fitnessDays = await seedDemoFitness(services, memberIds);
  if (fitnessDays) log(`Demo world: recorded ${fitnessDays} day(s) of steps.`);
  const invites = await seedDemoInvites(services, memberIds);
  if (invites) log(`Demo world: bound ${invites} invited user(s) to their inviters.`);
  // ...DNA matching orders in each state, for the service page and the console (issue 15).
  const dnaOrders = await seedDemoDna(services, memberIds);
  if (dnaOrders) log(`Demo world: placed ${dnaOrders} DNA matching order(s).`);
  // ...paid surveys from the platform, already answered by some of them (issue 15).
  const surveys = await seedDemoSurveys(services, memberIds);
  if (surveys) log(`Demo world: published ${surveys} paid survey(s) with replies.`);
  // ...and call records in their private chats (issue 16).
  const calls = await seedDemoCalls(services, memberIds);
  if (calls) log(`Demo world: recorded ${calls} past call(s).`);
  log(`Demo logins (password ${DEMO_PASSWORD} for all; see docs/demo-logins.md):`);
  for (const account of DEMO_ACCOUNTS)
    log(
      `  ${loginOf(account).padEnd(32)} ${`${account.firstName} ${account.lastName}`.trim().padEnd(20)} ${account.role}`,
    );
  return { created };
}
