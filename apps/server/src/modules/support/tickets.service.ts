import {
  type AdminTicketListQuery,
  type AdminTicketReplyBody,
  type AdminTicketStatusBody,
  TICKET_EVENT_TYPE,
  type TicketCreateBody,
  type TicketDetailVo,
  type TicketEvent,
  type PageQuery,
  type TicketListQuery,
  type TicketMessageBody,
  TicketStatus,
  type TicketStatusValue,
  type TicketVo,
  WORK_TICKET_OBJECT_NAME,
  type WorkTicketCardContent,
  type WorkTicketEvent,
} from '@volna/contracts';
import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import type { Delivered, Delivery } from '../../realtime/delivery.ts';
import type { AuditService } from '../admin/audit.service.ts';
import type { ChatService } from '../chat/chat.service.ts';
import { supportTicketMessages, supportTickets } from './support.tables.ts';
import { orderOf } from '../../db/sorting.ts';

type TicketRow = typeof supportTickets.$inferSelect;
type Deps = { chat: ChatService; delivery: Delivery; audit: AuditService };

const present = (row: TicketRow): TicketVo => ({
  id: row.id,
  userId: row.userId,
  subject: row.subject,
  status: row.status,
  assigneeId: row.assigneeId,
  unreadReplies: row.unreadReplies,
  createTime: row.createdAt.toISOString(),
  updateTime: row.updatedAt.toISOString(),
});

/** What an audit line keeps of a ticket. */
const auditState = (row: TicketRow) => ({ status: row.status, assigneeId: row.assigneeId });

/**
 * Customer tickets (spec §4): the user opens one and adds to it while it is not processed; staff take it, reply
 * (→ processing, the user told live and in his system chat) and change its status. Another user's ticket is 404.
 */
export function createTicketsService({ database, clock }: AppDeps, { chat, delivery, audit }: Deps) {
  const { db } = database;

  /** The ticket's card (OL:WorkTickets) in its owner's system chat, in the caller's transaction. */
  async function postCard(tx: Db, row: TicketRow, event: WorkTicketEvent) {
    const content: WorkTicketCardContent = {
      ticketId: row.id,
      subject: row.subject,
      status: row.status as TicketStatusValue,
      event,
    };
    const posted = await chat.postSystemCard(tx, row.userId, WORK_TICKET_OBJECT_NAME, content);
    return posted.delivered;
  }

  async function lock(tx: Db, id: number) {
    const [row] = await tx.select().from(supportTickets).where(eq(supportTickets.id, id)).for('update');
    return row ?? fail('notFound');
  }

  async function detail(row: TicketRow): Promise<TicketDetailVo> {
    const messages = await db
      .select()
      .from(supportTicketMessages)
      .where(eq(supportTicketMessages.ticketId, row.id))
      .orderBy(asc(supportTicketMessages.id));
    return {
      ...present(row),
      messages: messages.map((m) => ({
        id: m.id,
        ticketId: m.ticketId,
        authorId: m.authorId,
        fromStaff: m.fromStaff === 1,
        text: m.text,
        createTime: m.createdAt.toISOString(),
      })),
    };
  }

  async function paged(
    where: SQL | undefined,
    query: PageQuery,
    order: SQL[] = [desc(supportTickets.updatedAt)],
  ) {
    const [rows, [{ total } = { total: 0 }]] = await Promise.all([
      db
        .select()
        .from(supportTickets)
        .where(where)
        .orderBy(...order, desc(supportTickets.id))
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize),
      db.select({ total: count() }).from(supportTickets).where(where),
    ]);
    return { rows: rows.map(present), total };
  }

  /** A staff change: the ticket locked, changed, audited and its owner's event stored in one transaction. */
  async function staffChange(
    staffId: number,
    id: number,
    action: string,
    work: (tx: Db, row: TicketRow) => Promise<Partial<TicketRow>>,
    card?: WorkTicketEvent,
  ) {
    const { row, delivered } = await db.transaction(async (tx) => {
      const before = await lock(tx, id);
      const patch = await work(tx, before);
      const [after] = await tx
        .update(supportTickets)
        .set({ ...patch, updatedAt: clock.now() })
        .where(eq(supportTickets.id, id))
        .returning();
      await audit.record(tx, {
        staffId,
        action,
        objectType: 'ticket',
        objectId: id,
        before: auditState(before),
        after: { ...auditState(after!), ...(patch.unreadReplies !== undefined && { replied: true }) },
      });
      const event: TicketEvent = {
        type: TICKET_EVENT_TYPE,
        ticketId: id,
        status: after!.status as TicketStatusValue,
      };
      const delivered = await delivery.append(tx, [after!.userId], event);
      if (card) delivered.push(...(await postCard(tx, after!, card)));
      return { row: after!, delivered };
    });
    await delivery.publish(delivered as Delivered[]);
    return row;
  }

  return {
    async create(userId: number, body: TicketCreateBody): Promise<TicketDetailVo> {
      const now = clock.now();
      const { row, delivered } = await db.transaction(async (tx) => {
        const [ticket] = await tx
          .insert(supportTickets)
          .values({
            userId,
            subject: body.subject,
            status: TicketStatus.unreplied,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await tx
          .insert(supportTicketMessages)
          .values({ ticketId: ticket!.id, authorId: userId, fromStaff: 0, text: body.text, createdAt: now });
        return { row: ticket!, delivered: await postCard(tx, ticket!, 'opened') };
      });
      await delivery.publish(delivered);
      return detail(row);
    },

    listMine: (userId: number, query: TicketListQuery) =>
      paged(
        and(
          eq(supportTickets.userId, userId),
          query.status === undefined ? undefined : eq(supportTickets.status, query.status),
        ),
        query,
      ),

    /** The user's own ticket with its thread; opening it clears the reply badge. */
    async mine(userId: number, id: number): Promise<TicketDetailVo> {
      const [row] = await db
        .update(supportTickets)
        .set({ unreadReplies: 0 })
        .where(and(eq(supportTickets.id, id), eq(supportTickets.userId, userId)))
        .returning();
      return detail(row ?? fail('notFound'));
    },

    /** The user adds to his ticket while it is not processed; it waits for a reply again. */
    async addMessage(userId: number, body: TicketMessageBody): Promise<TicketDetailVo> {
      const row = await db.transaction(async (tx) => {
        const ticket = await lock(tx, body.ticketId);
        if (ticket.userId !== userId) fail('notFound');
        if (ticket.status === TicketStatus.processed) fail('ticketClosed');
        const now = clock.now();
        await tx
          .insert(supportTicketMessages)
          .values({ ticketId: ticket.id, authorId: userId, fromStaff: 0, text: body.text, createdAt: now });
        const [changed] = await tx
          .update(supportTickets)
          .set({ status: TicketStatus.unreplied, updatedAt: now })
          .where(eq(supportTickets.id, ticket.id))
          .returning();
        return changed!;
      });
      return detail(row);
    },

    staffList: (staffId: number, query: AdminTicketListQuery) =>
      paged(
        and(
          query.status === undefined ? undefined : eq(supportTickets.status, query.status),
          query.userId === undefined ? undefined : eq(supportTickets.userId, query.userId),
          query.assignee === 'me' ? eq(supportTickets.assigneeId, staffId) : undefined,
          query.assignee === 'none' ? isNull(supportTickets.assigneeId) : undefined,
        ),
        query,
        orderOf(
          { id: supportTickets.id, status: supportTickets.status, updateTime: supportTickets.updatedAt },
          query,
          supportTickets.updatedAt,
        ),
      ),

    async staffDetail(id: number): Promise<TicketDetailVo> {
      const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, id));
      return detail(row ?? fail('notFound'));
    },

    async assign(staffId: number, id: number) {
      return detail(await staffChange(staffId, id, 'ticket.assign', async () => ({ assigneeId: staffId })));
    },

    /** A staff reply: the ticket is processing (unless closed), its owner is told live and by its card in his system chat. */
    async reply(staffId: number, body: AdminTicketReplyBody) {
      const row = await staffChange(
        staffId,
        body.id,
        'ticket.reply',
        async (tx, ticket) => {
          if (ticket.status === TicketStatus.processed) fail('ticketClosed');
          await tx.insert(supportTicketMessages).values({
            ticketId: ticket.id,
            authorId: staffId,
            fromStaff: 1,
            text: body.text,
            createdAt: clock.now(),
          });
          return {
            status: TicketStatus.processing,
            assigneeId: ticket.assigneeId ?? staffId,
            unreadReplies: sql`${supportTickets.unreadReplies} + 1` as unknown as number,
          };
        },
        'answered',
      );
      return detail(row);
    },

    async setStatus(staffId: number, body: AdminTicketStatusBody) {
      return detail(
        await staffChange(staffId, body.id, 'ticket.status', async () => ({ status: body.status })),
      );
    },
  };
}

export type TicketsService = ReturnType<typeof createTicketsService>;
