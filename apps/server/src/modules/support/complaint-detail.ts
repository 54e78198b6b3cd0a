import {
  type AdminComplaintDetailVo,
  type ChatMessage,
  type ComplaintMessageVo,
  ComplaintTargetType,
  displayName,
} from '@volna/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import type { ChatService } from '../chat/chat.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { presentComplaint } from './reports.service.ts';
import { complaints } from './support.tables.ts';

/** Messages shown on each side of the reported one. */
const AROUND = 5;
/** Earlier complaints against the same person, newest first. */
const HISTORY_MAX = 20;

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** A message as the desk reads it: its words, and the address of the picture, video, voice or file it carries. */
export function complaintMessageOf(message: ChatMessage): ComplaintMessageVo {
  const c = message.content;
  return {
    msgUid: message.msgUid,
    senderUserId: message.senderUserId,
    objectName: message.objectName,
    text: message.recalled ? '' : str(c.content) || str(c.name) || str(c.message),
    mediaUrl: message.recalled
      ? ''
      : str(c.imageUri) || str(c.sightUrl) || str(c.remoteUrl) || str(c.fileUrl) || str(c.voiceUrl),
    sentTime: message.sentTime,
    recalled: message.recalled,
  };
}

/**
 * One complaint as the staff console's drawer shows it (issue 30): what was reported in full (a message's words and
 * media, its chat with the messages around it, the group's or the two people's names), who was reported by name,
 * and every complaint against him so far (about him or about a message he wrote).
 */
export function createComplaintDetail(deps: AppDeps, others: { users: UsersService; chat: ChatService }) {
  const { db } = deps.database;
  const { users, chat } = others;

  const namesOf = async (staffId: number, ids: number[]) =>
    new Map((await users.presentByIds(staffId, ids)).map((vo) => [vo.userId, vo]));

  const groupName = async (groupId: string) => {
    if (!/^\d{1,10}$/.test(groupId)) return '';
    const [row] = await queryRows<{ name: string }>(
      db,
      sql`select name from groups where id = ${Number(groupId)}`,
    );
    return row?.name ?? '';
  };

  /** Complaints about the user himself or about a message he wrote, newest first (this one left out). */
  const againstUser = async (userId: number, exceptId: number) => {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select c.id from complaints c
          left join messages m on c.target_type = ${ComplaintTargetType.message} and m.msg_uid = c.target_id
          where c.id <> ${exceptId}
            and ((c.target_type = ${ComplaintTargetType.user} and c.target_id = ${String(userId)})
              or m.sender_user_id = ${userId})
          order by c.id desc limit ${HISTORY_MAX}`,
    );
    if (rows.length === 0) return [];
    const found = await db
      .select()
      .from(complaints)
      .where(
        sql`${complaints.id} in (${sql.join(
          rows.map((r) => sql`${r.id}`),
          sql`, `,
        )})`,
      )
      .orderBy(desc(complaints.id));
    return found.map(presentComplaint);
  };

  return async function complaintDetail(staffId: number, id: number): Promise<AdminComplaintDetailVo> {
    const [row] = await db.select().from(complaints).where(eq(complaints.id, id));
    if (!row) return fail('notFound');
    const found =
      row.targetType === ComplaintTargetType.message
        ? await chat.messageInContext(row.targetId, AROUND)
        : null;
    const reportedId =
      row.targetType === ComplaintTargetType.user
        ? Number(row.targetId)
        : (found?.message.senderUserId ?? null);
    const people = await namesOf(staffId, [...(reportedId ? [reportedId] : []), ...(found?.partyIds ?? [])]);
    const reported = reportedId ? people.get(reportedId) : undefined;
    const chatName = found
      ? found.groupId
        ? await groupName(found.groupId)
        : found.partyIds.map((p) => (people.get(p) ? displayName(people.get(p)!) : `#${p}`)).join(' — ')
      : '';
    return {
      complaint: presentComplaint(row),
      reportedUser: reported
        ? { userId: reported.userId, name: displayName(reported), avatar: reported.avatar ?? '' }
        : null,
      message: found ? complaintMessageOf(found.message) : null,
      chat: found
        ? {
            conversationType: found.conversationType,
            name: chatName,
            messages: found.nearby.map(complaintMessageOf),
          }
        : null,
      history: reportedId ? await againstUser(reportedId, row.id) : [],
    };
  };
}
