import type { GroupNoticeAction, GroupNoticeExtra } from '@volna/contracts';
import type { GroupNotice } from '../chat/chat.service.ts';

/** Display names by user id, read before the change's transaction (the users module has its own connection use). */
export type Names = Map<number, string>;

// The notice's `message` is only a fallback (Russian, the default language): clients read `extra` and render it in
// the reader's language, with names as the reader knows them.
const NAMES_SHOWN = 3;

function list(names: Names, userIds: number[]) {
  const shown = userIds.slice(0, NAMES_SHOWN).map((id) => names.get(id) || `#${id}`);
  const more = userIds.length - shown.length;
  return more > 0 ? `${shown.join(', ')} и ещё ${more}` : shown.join(', ');
}

const texts: Record<GroupNoticeAction, (operator: string, users: string) => string> = {
  create: (op) => `${op} создаёт группу`,
  join: (op) => `${op} вступает в группу`,
  invite: (op, users) => `${op} приглашает: ${users}`,
  quit: (op) => `${op} покидает группу`,
  remove: (op, users) => `${op} удаляет из группы: ${users}`,
  ownerChange: (_, users) => `Новый владелец группы: ${users}`,
  adminAdd: (op, users) => `${op} назначает администратором: ${users}`,
  adminRemove: (op, users) => `${op} снимает администратора: ${users}`,
  mute: (op, users) => `${op} запрещает писать: ${users}`,
  unmute: (op, users) => `${op} разрешает писать: ${users}`,
  muteAll: (op) => `${op} включает режим «пишут только администраторы»`,
  unmuteAll: (op) => `${op} выключает режим «пишут только администраторы»`,
  edit: (op) => `${op} меняет данные группы`,
  nickname: (op) => `${op} меняет имя в группе`,
  dismiss: () => 'Группа распущена',
  cancel: () => 'Группа сервиса закрыта',
};

/** An RC:InfoNtf notice of one group change: `extra` names the action and the users, `message` says it in words. */
export function groupNotice(
  groupId: number,
  action: GroupNoticeAction,
  operatorId: number,
  userIds: number[],
  names: Names,
  fields?: string[],
): GroupNotice {
  const extra: GroupNoticeExtra = { type: 'group', action, groupId, operatorId, userIds };
  if (fields) extra.fields = fields;
  const operator = names.get(operatorId) || `#${operatorId}`;
  return { message: texts[action](operator, list(names, userIds)), extra, operatorId };
}
