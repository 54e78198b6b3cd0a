import { randomUUID } from 'node:crypto';
import {
  BUG_REPORT_FILE_MAX_BYTES,
  ComplaintTargetType,
  ResultCode,
  StaffRole,
  TicketStatus,
} from '@volna/contracts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { userChannel } from '../auth/session.service.ts';
import { befriend } from '../friends/friends.test-support.ts';
import { makeGroup } from '../groups/groups.test-support.ts';
import { signUp } from '../users/users.test-support.ts';

const t = useTestApp();

async function staffMember(role: 1 | 2) {
  const person = await signUp(t);
  await t.app.services.users.setStaffRole(person.id, role);
  return person;
}
const countOf = async (table: string) =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;

async function picture(token: string, name = 'shot.png') {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#36a' } })
    .png()
    .toBuffer();
  const res = await t.upload(png, name, { token, type: 'image/png' });
  expect(res.status).toBe(200);
  return res.body.data.url as string;
}

async function openTicket(token: string, subject = 'Cannot send a photo') {
  const res = await t.call('POST', '/app/support/ticket', {
    token,
    body: { subject, text: 'It spins forever' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; status: number };
}

describe('customer tickets', () => {
  it('the user opens a ticket, sees it in his list and its thread; others get 404', async () => {
    const [user, other] = [await signUp(t), await signUp(t)];
    const ticket = await openTicket(user.token);
    expect(ticket).toMatchObject({
      status: TicketStatus.unreplied,
      messages: [{ text: 'It spins forever' }],
    });
    const list = await t.call('GET', '/app/support/ticket/list', { token: user.token });
    expect(list.body.rows.map((r: { id: number }) => r.id)).toEqual([ticket.id]);
    expect((await t.call('GET', `/app/support/ticket/${ticket.id}`, { token: other.token })).status).toBe(
      404,
    );
    const foreign = await t.call('POST', '/app/support/ticket/message', {
      token: other.token,
      body: { ticketId: ticket.id, text: 'mine now' },
    });
    expect(foreign.status).toBe(404);
    expect((await t.call('GET', '/app/support/ticket/list', { token: other.token })).body.total).toBe(0);
  });

  it('bad input is a 400 and stores nothing', async () => {
    const user = await signUp(t);
    const before = await countOf('support_tickets');
    for (const body of [
      {},
      { subject: '', text: 'x' },
      { subject: 'a'.repeat(101), text: 'x' },
      { subject: 'ok', text: 'a\u0000b' },
    ]) {
      const res = await t.call('POST', '/app/support/ticket', { token: user.token, body, lang: 'en' });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await countOf('support_tickets')).toBe(before);
  });

  it('a staff reply makes it processing, tells the user live and in his system chat, and is audited', async () => {
    const [user, agent] = [await signUp(t), await staffMember(StaffRole.customerService)];
    const ticket = await openTicket(user.token);
    const heard: unknown[] = [];
    const stop = await t.bus.subscribe(userChannel(user.id), (m) => {
      heard.push(m);
    });
    const reply = await t.call('POST', '/admin/api/support/ticket/reply', {
      token: agent.token,
      body: { id: ticket.id, text: 'Please update the app' },
    });
    await stop();
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data).toMatchObject({
      status: TicketStatus.processing,
      assigneeId: agent.id,
      unreadReplies: 1,
    });
    expect(heard).toContainEqual(
      expect.objectContaining({
        event: { type: 'ticket', ticketId: ticket.id, status: TicketStatus.processing },
      }),
    );
    const events = await t.app.services.delivery.since(user.id, 0, 1000);
    // Its card in his system chat: one when he opened it, one for the answer (issue 32).
    const cards = events
      .filter((d) => d.event.type === 'message' && (d.event as any).message?.objectName === 'OL:WorkTickets')
      .map((d) => (d.event as any).message);
    expect(cards.map((m) => [m.conversationType, m.targetId, m.content])).toEqual([
      [
        6,
        'SYSTEM-MESSAGE',
        { ticketId: ticket.id, subject: 'Cannot send a photo', status: 0, event: 'opened' },
      ],
      [
        6,
        'SYSTEM-MESSAGE',
        { ticketId: ticket.id, subject: 'Cannot send a photo', status: 1, event: 'answered' },
      ],
    ]);
    // The user reads the thread: the reply is there and the badge is cleared.
    const thread = await t.call('GET', `/app/support/ticket/${ticket.id}`, { token: user.token });
    expect(thread.body.data.messages.map((m: { fromStaff: boolean }) => m.fromStaff)).toEqual([false, true]);
    expect(
      (await t.call('GET', '/app/support/ticket/list', { token: user.token })).body.rows[0].unreadReplies,
    ).toBe(0);
    const audit = await t.call('GET', '/admin/api/audit', {
      token: agent.token,
      query: { objectType: 'ticket', objectId: String(ticket.id) },
    });
    expect(audit.body.rows[0]).toMatchObject({
      staffId: agent.id,
      action: 'ticket.reply',
      before: { status: TicketStatus.unreplied },
      after: { status: TicketStatus.processing },
    });
  });

  it('staff queue filters, assign to me, close; a processed ticket takes no more messages', async () => {
    const [user, agent] = [await signUp(t), await staffMember(StaffRole.customerService)];
    const ticket = await openTicket(user.token, 'Queue test');
    const unassigned = await t.call('GET', '/admin/api/support/ticket/list', {
      token: agent.token,
      query: { assignee: 'none', userId: user.id },
    });
    expect(unassigned.body.rows.map((r: { id: number }) => r.id)).toEqual([ticket.id]);
    await t.call('POST', '/admin/api/support/ticket/assign', { token: agent.token, body: { id: ticket.id } });
    const mine = await t.call('GET', '/admin/api/support/ticket/list', {
      token: agent.token,
      query: { assignee: 'me', userId: user.id },
    });
    expect(mine.body.total).toBe(1);
    const closed = await t.call('POST', '/admin/api/support/ticket/status', {
      token: agent.token,
      body: { id: ticket.id, status: TicketStatus.processed },
    });
    expect(closed.body.data.status).toBe(TicketStatus.processed);
    const late = await t.call('POST', '/app/support/ticket/message', {
      token: user.token,
      lang: 'en',
      body: { ticketId: ticket.id, text: 'one more thing' },
    });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe(ResultCode.ticketClosed);
    const bad = await t.call('POST', '/admin/api/support/ticket/status', {
      token: agent.token,
      body: { id: ticket.id, status: 9 },
    });
    expect(bad.status).toBe(400);
    expect((await t.call('GET', '/admin/api/support/ticket/list', { token: user.token })).status).toBe(403);
  });
});

describe('bug reports', () => {
  it('a user files one with two of his pictures and sees its status; staff change it', async () => {
    const [user, agent] = [await signUp(t), await staffMember(StaffRole.customerService)];
    const files = [await picture(user.token), await picture(user.token, 'b.png')];
    const res = await t.call('POST', '/app/support/bugReport', {
      token: user.token,
      body: { description: 'The chat freezes', category: 'chat', files, device: { platform: 'android' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ files, status: 0, device: { platform: 'android' } });
    const changed = await t.call('POST', '/admin/api/support/bugReport/status', {
      token: agent.token,
      body: { id: res.body.data.id, status: 2, note: 'fixed in 1.2.7' },
    });
    expect(changed.body.data).toMatchObject({ status: 2, staffNote: 'fixed in 1.2.7' });
    const mine = await t.call('GET', '/app/support/bugReport/list', { token: user.token });
    expect(mine.body.rows[0]).toMatchObject({ id: res.body.data.id, status: 2 });
    const queue = await t.call('GET', '/admin/api/support/bugReport/list', {
      token: agent.token,
      query: { status: 2, category: 'chat' },
    });
    expect(queue.body.rows.map((r: { id: number }) => r.id)).toContain(res.body.data.id);
  });

  it('refuses another user’s upload, an 11th file and a file over 5 MB, storing nothing', async () => {
    const [user, other] = [await signUp(t), await signUp(t)];
    const before = await countOf('bug_reports');
    const theirs = await picture(other.token);
    const foreign = await t.call('POST', '/app/support/bugReport', {
      token: user.token,
      lang: 'en',
      body: { description: 'x', category: 'other', files: [theirs] },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.code).toBe(ResultCode.supportFileInvalid);
    const mine = await picture(user.token);
    const eleven = await t.call('POST', '/app/support/bugReport', {
      token: user.token,
      body: { description: 'x', category: 'other', files: Array(11).fill(mine) },
    });
    expect(eleven.status).toBe(400);
    const big = await t.app.services.files.upload(user.id, {
      data: Buffer.alloc(BUG_REPORT_FILE_MAX_BYTES + 1, 1),
      filename: 'log.txt',
      kind: 'file',
    });
    const tooBig = await t.call('POST', '/app/support/bugReport', {
      token: user.token,
      lang: 'en',
      body: { description: 'x', category: 'other', files: [big.url] },
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toMatchObject({
      code: ResultCode.supportFileTooLarge,
      msg: 'A file is larger than 5 MB',
    });
    const badCategory = await t.call('POST', '/app/support/bugReport', {
      token: user.token,
      body: { description: 'x', category: 'nope' },
    });
    expect(badCategory.status).toBe(400);
    expect(await countOf('bug_reports')).toBe(before);
  });
});

describe('complaints', () => {
  it('a user complains about a user and a group; staff resolve once', async () => {
    const [user, bad, agent] = [
      await signUp(t),
      await signUp(t),
      await staffMember(StaffRole.customerService),
    ];
    const groupId = await makeGroup(t, bad as never, { members: [user as never] });
    const against = async (targetType: number, targetId: string) =>
      t.call('POST', '/app/ol/customerComplaint', {
        token: user.token,
        lang: 'en',
        body: { targetType, targetId, reason: 'fraud', text: 'asked for money' },
      });
    const onUser = await against(ComplaintTargetType.user, String(bad.id));
    expect(onUser.status, JSON.stringify(onUser.body)).toBe(200);
    expect(onUser.body.data).toMatchObject({
      targetType: 1,
      targetId: String(bad.id),
      reason: 'fraud',
      status: 0,
    });
    expect((await against(ComplaintTargetType.group, String(groupId))).status).toBe(200);
    const resolved = await t.call('POST', '/admin/api/support/complaint/resolve', {
      token: agent.token,
      body: { id: onUser.body.data.id, status: 1, note: 'account warned' },
    });
    expect(resolved.body.data).toMatchObject({ status: 1, resolvedBy: agent.id });
    const again = await t.call('POST', '/admin/api/support/complaint/resolve', {
      token: agent.token,
      body: { id: onUser.body.data.id, status: 2 },
    });
    expect(again.status).toBe(409);
    const list = await t.call('GET', '/admin/api/support/complaint/list', {
      token: agent.token,
      query: { targetType: ComplaintTargetType.group },
    });
    expect(list.body.rows.some((r: { targetId: string }) => r.targetId === String(groupId))).toBe(true);
  });

  it('shows staff the reported message with its media and chat, the reported user by name and his history (issue 30)', async () => {
    const [user, bad, agent] = [
      await signUp(t),
      await signUp(t, { firstName: 'Борис' }),
      await staffMember(StaffRole.customerService),
    ];
    const say = (from: typeof user, objectName: string, content: Record<string, unknown>) =>
      t.call('POST', '/app/chat/message/send', {
        token: from.token,
        body: {
          conversationType: 1,
          targetId: String(from === bad ? user.id : bad.id),
          objectName,
          content,
          clientMsgId: randomUUID(),
        },
      });
    await befriend(t, user as never, bad as never);
    await say(user, 'RC:TxtMsg', { content: 'Привет' });
    const rude = await say(bad, 'RC:TxtMsg', { content: 'Переведи мне деньги' });
    expect(rude.body.code, JSON.stringify(rude.body)).toBe(200);
    await say(user, 'RC:TxtMsg', { content: 'Нет' });
    const earlier = await t.app.services.support.reports.complain(user.id, {
      targetType: ComplaintTargetType.user,
      targetId: String(bad.id),
      reason: 'spam',
    });
    const filed = await t.app.services.support.reports.complain(user.id, {
      targetType: ComplaintTargetType.message,
      targetId: rude.body.data.msgUid,
      reason: 'fraud',
    });
    const detail = await t.call('GET', `/admin/api/support/complaint/${filed.id}`, { token: agent.token });
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    const data = detail.body.data;
    expect(data.message).toMatchObject({ text: 'Переведи мне деньги', senderUserId: bad.id, mediaUrl: '' });
    expect(data.reportedUser).toMatchObject({ userId: bad.id, name: 'Борис' });
    expect(data.chat.conversationType).toBe(1);
    expect(data.chat.messages.map((m: { text: string }) => m.text)).toEqual([
      'Привет',
      'Переведи мне деньги',
      'Нет',
    ]);
    expect(data.history.map((c: { id: number }) => c.id)).toEqual([earlier.id]);
    // Users may not read it; an unknown id is 404.
    expect(
      (await t.call('GET', `/admin/api/support/complaint/${filed.id}`, { token: user.token })).status,
    ).toBe(403);
    expect((await t.call('GET', '/admin/api/support/complaint/999999', { token: agent.token })).status).toBe(
      404,
    );
  });

  it('two staff resolving one complaint at once: one wins, the other hears 409, one audit line', async () => {
    const [user, bad, agent, admin] = [
      await signUp(t),
      await signUp(t),
      await staffMember(StaffRole.customerService),
      await staffMember(StaffRole.platformAdmin),
    ];
    const filed = await t.app.services.support.reports.complain(user.id, {
      targetType: ComplaintTargetType.user,
      targetId: String(bad.id),
      reason: 'abuse',
    });
    const answers = await Promise.all(
      [agent, admin, agent, admin].map((who, i) =>
        t.call('POST', '/admin/api/support/complaint/resolve', {
          token: who.token,
          body: { id: filed.id, status: i % 2 ? 1 : 2 },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    const audit = await t.call('GET', '/admin/api/audit', {
      token: agent.token,
      query: { objectType: 'complaint', objectId: String(filed.id) },
    });
    expect(audit.body.total).toBe(1);
  });

  it('an unknown object, oneself, a bad reason or type: refused, nothing stored', async () => {
    const user = await signUp(t);
    const before = await countOf('complaints');
    const tries = [
      [{ targetType: 1, targetId: '2000000000', reason: 'spam' }, 404],
      [{ targetType: 1, targetId: String(user.id), reason: 'spam' }, 404],
      [{ targetType: 3, targetId: 'no-such-message', reason: 'spam' }, 404],
      [{ targetType: 4, targetId: '1', reason: 'spam' }, 404],
      [{ targetType: 9, targetId: '1', reason: 'spam' }, 400],
      [{ targetType: 1, targetId: '1', reason: 'because' }, 400],
      [{ targetType: 1, targetId: '1', reason: 'spam', text: 'x'.repeat(501) }, 400],
    ] as const;
    for (const [body, status] of tries) {
      const res = await t.call('POST', '/app/ol/customerComplaint', { token: user.token, lang: 'en', body });
      expect(res.status, JSON.stringify(body)).toBe(status);
    }
    expect(await countOf('complaints')).toBe(before);
  });
});
