// How a group notice (an RC:InfoNtf message's extra) is read, apart from the schemas in groups.ts (issue 19).

/** What an RC:InfoNtf group notice's `extra` (a JSON string) names; clients render it per language. */
export const GROUP_NOTICE_ACTIONS = [
  'create',
  'join',
  'invite',
  'quit',
  'remove',
  'ownerChange',
  'adminAdd',
  'adminRemove',
  'mute',
  'unmute',
  'muteAll',
  'unmuteAll',
  'edit',
  'nickname',
  'dismiss',
  'cancel',
] as const;
export type GroupNoticeAction = (typeof GROUP_NOTICE_ACTIONS)[number];

export type GroupNoticeExtra = {
  type: 'group';
  action: GroupNoticeAction;
  groupId: number;
  /** Who did it (0: the platform). */
  operatorId: number;
  /** Whom it was done to, if anyone. */
  userIds: number[];
  /** edit: the fields that changed. */
  fields?: string[];
};

const isInteger = (value: unknown): value is number => Number.isInteger(value);

/**
 * The group notice an extra (already parsed from JSON) names, or null when it is not one. Plain code rather than a
 * zod schema (and in a file without schemas): only the server writes these, and the chat list reads them on the
 * app's first screen, whose code carries no schema library (issue 19).
 */
export function readGroupNoticeExtra(value: unknown): GroupNoticeExtra | null {
  if (typeof value !== 'object' || value === null) return null;
  const { type, action, groupId, operatorId, userIds, fields } = value as Record<string, unknown>;
  if (type !== 'group' || !(GROUP_NOTICE_ACTIONS as readonly unknown[]).includes(action)) return null;
  if (!isInteger(groupId) || !isInteger(operatorId)) return null;
  if (!Array.isArray(userIds) || !userIds.every(isInteger)) return null;
  if (fields !== undefined && !(Array.isArray(fields) && fields.every((field) => typeof field === 'string')))
    return null;
  return {
    type,
    action: action as GroupNoticeAction,
    groupId,
    operatorId,
    userIds,
    ...(fields === undefined ? {} : { fields }),
  };
}
