import { readGroupNoticeExtra } from '@volna/contracts';
import type { Translate } from './list-preview.ts';

/** A group notice's extra as sent (an object, or its JSON text); null when it is not one. */
export function parseNoticeExtra(extra: unknown): unknown {
  if (typeof extra !== 'string') return extra;
  try {
    return JSON.parse(extra) as unknown;
  } catch {
    return null;
  }
}

/** The ids a group notice names (operator first), so their names can be looked up before it is worded. */
export function groupNoticeUserIds(extra: unknown): number[] {
  const notice = readGroupNoticeExtra(parseNoticeExtra(extra));
  return notice ? [notice.operatorId, ...notice.userIds] : [];
}

/** The users a message names when it is a group notice (RC:InfoNtf), so a preview of it can name them too. */
export function noticeUserIdsOf(
  message: { objectName: string; content: Record<string, unknown> } | null | undefined,
) {
  return message?.objectName === 'RC:InfoNtf' ? groupNoticeUserIds(message.content.extra) : [];
}

/**
 * A group notice in the reader's language, from its structured extra; null when the extra is not a notice (the
 * caller then shows the server's own text). `nameOf` answers '' for a user not known yet.
 */
export function groupNoticeText(
  extra: unknown,
  ctx: { t: Translate; myUserId: number | undefined; nameOf: (userId: number) => string },
): string | null {
  const notice = readGroupNoticeExtra(parseNoticeExtra(extra));
  if (!notice) return null;
  const { t, myUserId } = ctx;
  const nameOf = (id: number) =>
    id === myUserId ? t('conversation:you') : ctx.nameOf(id) || t('conversation:someone');
  const operator = notice.operatorId === 0 ? t('conversation:platform') : nameOf(notice.operatorId);
  const firstThree = notice.userIds.slice(0, 3).map(nameOf).join(', ');
  const more = notice.userIds.length - 3;
  const users = more > 0 ? t('conversation:andMore', { names: firstThree, count: more }) : firstThree;
  // My own actions have their own wording: "Вы создали группу", not the third person with "Вы".
  const wording = notice.operatorId === myUserId ? 'groupNoticeByMe' : 'groupNotice';
  return t(`conversation:${wording}.${notice.action}`, { operator, users });
}
