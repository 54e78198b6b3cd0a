import { CurrencyId } from '@volna/contracts';
import { must } from './api.ts';

// The people of the cluster test, made through the instances directly (set-up is not what is measured): sign-ups
// through the code outbox, friendships, groups, pay passwords and starting money.

export type Person = { index: number; userId: number; token: string; rongToken: string };
export type Group = { groupId: number; members: Person[] };
export type World = {
  chatUsers: Person[];
  /** Private chats: each chat user's partner. */
  partnerOf: Map<number, Person>;
  /** Each chat user's group (10 members each). */
  groupOf: Map<number, Group>;
  moneyUsers: Person[];
  /** Each money user's group, where his red packets go and whose packets he claims. */
  moneyGroupOf: Map<number, Group>;
};

export const PASSWORD = 'cluster-pass-1';
export const PAY_PASSWORD = '205871';
export const START_BALANCE = '1000';
export const CURRENCY = CurrencyId.RUB;

/** Runs `task` over `items` with at most `limit` at a time, in order of start. */
export async function inBatches<T, R>(items: T[], limit: number, task: (item: T, i: number) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await task(items[i]!, i);
      }
    }),
  );
  return results;
}

/** A phone number and a client address of each person's own (the server sends 20 codes an hour to one address). */
async function signUp(api: string, index: number): Promise<Person> {
  const phone = String(9_160_000_000 + index);
  const client = { 'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}` };
  await must(api, 'POST', '/app/sms/send', { body: { areaCode: '+7', phone }, headers: client });
  const [message] = await must<Array<{ code: string }>>(
    api,
    'GET',
    `/dev/outbox?to=${encodeURIComponent(`+7${phone}`)}`,
  );
  const session = await must(api, 'POST', '/app/userPhoneRegister', {
    body: {
      areaCode: '+7',
      phone,
      code: message!.code,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      agreeTerms: true,
    },
    headers: client,
  });
  return { index, userId: session.userId, token: session.token, rongToken: session.rongToken };
}

/** `owner` makes a group of `members` (friends first: only friends are added without an invitation). */
async function makeGroup(api: string, owner: Person, members: Person[], name: string): Promise<Group> {
  for (const member of members) {
    const asked = await must(api, 'POST', '/app/friend', {
      body: { userId: member.userId },
      token: owner.token,
    });
    if (!asked.friends)
      await must(api, 'POST', '/app/friend/request/accept', {
        body: { requestId: asked.request.requestId },
        token: member.token,
      });
  }
  const group = await must(api, 'POST', '/app/group', {
    body: { groupName: name, memberIds: members.map((m) => m.userId) },
    token: owner.token,
  });
  return { groupId: group.groupId, members: [owner, ...members] };
}

export async function buildWorld(
  apis: string[],
  sizes: { chatUsers: number; moneyUsers: number; groupSize: number },
) {
  const total = sizes.chatUsers + sizes.moneyUsers;
  const api = (i: number) => apis[i % apis.length]!;
  const people = await inBatches(
    Array.from({ length: total }, (_, i) => i),
    6,
    (i) => signUp(api(i), i),
  );
  const chatUsers = people.slice(0, sizes.chatUsers);
  const moneyUsers = people.slice(sizes.chatUsers);

  const partnerOf = new Map<number, Person>();
  for (let i = 0; i + 1 < chatUsers.length; i += 2) {
    partnerOf.set(chatUsers[i]!.userId, chatUsers[i + 1]!);
    partnerOf.set(chatUsers[i + 1]!.userId, chatUsers[i]!);
  }
  const chunks = <T>(list: T[]) =>
    Array.from({ length: Math.ceil(list.length / sizes.groupSize) }, (_, i) =>
      list.slice(i * sizes.groupSize, (i + 1) * sizes.groupSize),
    );
  const groupOf = new Map<number, Group>();
  const moneyGroupOf = new Map<number, Group>();
  const groupJobs = [
    ...chunks(chatUsers).map((members, i) => ({ members, name: `Cluster chat ${i + 1}`, into: groupOf })),
    ...chunks(moneyUsers).map((members, i) => ({
      members,
      name: `Cluster money ${i + 1}`,
      into: moneyGroupOf,
    })),
  ];
  await inBatches(groupJobs, 4, async ({ members, name, into }, i) => {
    const group = await makeGroup(api(i), members[0]!, members.slice(1), name);
    for (const member of group.members) into.set(member.userId, group);
  });

  await inBatches(moneyUsers, 6, async (person, i) => {
    await must(api(i), 'PUT', '/app/user/updatePayPwd', {
      body: { password: PASSWORD, payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD },
      token: person.token,
    });
    await must(api(i), 'POST', '/dev/wallet/credit', {
      body: {
        userId: person.userId,
        currencyId: CURRENCY,
        amount: START_BALANCE,
        eventId: `cluster-${person.userId}`,
      },
    });
  });
  return { chatUsers, partnerOf, groupOf, moneyUsers, moneyGroupOf } satisfies World;
}
