import { randomUUID } from 'node:crypto';
import { ConversationType } from '@volna/contracts';
import type { Services } from '../services.ts';

/** The demo group's name: what `npm start` shows in the demo users' chat lists. */
export const DEMO_GROUP_NAME = 'Волна — демо';

/**
 * One group of the four demo users, owned by the first, with the last as admin and a greeting, so a fresh start shows
 * a group chat. Made again only when the owner has no group of that name (running twice duplicates nothing).
 */
export async function seedDemoGroup(services: Services, userIds: number[]) {
  const [ownerId, ...others] = userIds;
  if (ownerId === undefined || !others.length) return false;
  const { groups, chat } = services;
  const mine = await groups.list(ownerId, { pageNum: 1, pageSize: 999 });
  if (mine.rows.some((g) => g.groupName === DEMO_GROUP_NAME)) return false;
  const group = await groups.create(ownerId, {
    groupName: DEMO_GROUP_NAME,
    ruGroupName: DEMO_GROUP_NAME,
    memberIds: others,
  });
  await groups.setAdmin(ownerId, { groupId: group.groupId, userId: others.at(-1)! }, true);
  await groups.edit(ownerId, {
    groupId: group.groupId,
    jyRemark: 'Демо-группа: пишите, зовите друзей, пробуйте.',
  });
  await chat.send(ownerId, {
    conversationType: ConversationType.group,
    targetId: String(group.groupId),
    objectName: 'RC:TxtMsg',
    clientMsgId: `seed-${randomUUID()}`,
    content: { content: 'Добро пожаловать в Волну! 大家好! Hello everyone!' },
  });
  return true;
}
