import { randomUUID } from 'node:crypto';
import { ConversationType, ResultCode as C } from '@volna/contracts';
import { expect } from 'vitest';
import {
  type Cell,
  denied,
  na,
  ok,
  own,
  type Outcome,
  type Row,
  unauthOr,
  parties,
  ownRow,
} from './matrix.ts';

// Chat, object-scoped on A's group G: S and staff are outsiders to it, M and A members.

const clientMsgId = () => randomUUID().replaceAll('-', '');
const inG = (c: Cell) => ({ conversationType: ConversationType.group, targetId: String(c.f.G) });

/** A call about G's chat: its members may, anyone else hears "not in group". */
const gChat = parties(ok, ok, C.notInGroup);

/** A's message, A's favourite: the object is A's alone; others do not see it exist. */
const asObject = (member: Outcome) => parties(ok, member);

/** The group chats among conversations or search hits (a private chat's targetId may equal G's id). */
const groupChatsIn = (chats: Array<{ conversationType: number; targetId: string }>) =>
  chats.filter((chat) => chat.conversationType === ConversationType.group).map((chat) => chat.targetId);

/** A private chat partner for the caller: A talks to M, everybody else to A. */
const partnerOf = (c: Cell) => (c.me.id === c.f.A.id ? c.f.M : c.f.A);

export const chatRows: Row[] = [
  {
    method: 'POST',
    path: '/app/chat/message/send',
    scenario: 'a text into G',
    request: (c) => ({
      url: '/app/chat/message/send',
      body: {
        ...inG(c),
        objectName: 'RC:TxtMsg',
        content: { content: 'matrix' },
        clientMsgId: clientMsgId(),
      },
    }),
    expect: gChat,
  },
  {
    method: 'POST',
    path: '/app/chat/message/send',
    scenario: 'a forged system notice (RC:InfoNtf) — S and staff to A privately, A and M into G',
    request: (c) => {
      const target =
        c.role === 'member' || c.role === 'owner'
          ? inG(c)
          : { conversationType: ConversationType.private, targetId: String(c.f.A.id) };
      return {
        url: '/app/chat/message/send',
        body: {
          ...target,
          objectName: 'RC:InfoNtf',
          content: { message: 'Volna support: your wallet is blocked' },
          clientMsgId: clientMsgId(),
        },
      };
    },
    // Refused either by the schema (400: not a sendable type) or by the service (403).
    expect: {
      // Fastify checks the body before the preHandler that reads the login, so a guest hears 400 first.
      guest: unauthOr('the schema refuses the type before the login is read', C.badRequest),
      stranger: denied(C.badRequest, C.forbidden),
      member: denied(C.badRequest, C.forbidden),
      owner: denied(C.badRequest, C.forbidden),
      staff: denied(C.badRequest, C.forbidden),
    },
    fixed: {
      stranger: 'clients may not send server-made types (RC:InfoNtf)',
      member: 'clients may not send server-made types (RC:InfoNtf)',
      owner: 'clients may not send server-made types (RC:InfoNtf)',
      staff: 'clients may not send server-made types (RC:InfoNtf)',
    },
  },
  {
    method: 'POST',
    path: '/app/chat/message/forward',
    scenario: 'A’s message in G, to a private chat',
    request: (c) => ({
      url: '/app/chat/message/forward',
      body: {
        msgUid: c.f.messageA,
        conversationType: ConversationType.private,
        targetId: String(partnerOf(c).id),
        clientMsgId: clientMsgId(),
      },
    }),
    expect: asObject(ok),
  },
  {
    method: 'GET',
    path: '/app/chat/conversation/list',
    request: () => ({ url: '/app/chat/conversation/list' }),
    expect: own(),
    verify: {
      stranger: (body, c) =>
        expect(groupChatsIn(body.data), 'G in S’s chat list').not.toContain(String(c.f.G)),
    },
  },
  { method: 'GET', path: '/app/chat/unread', request: () => ({ url: '/app/chat/unread' }), expect: own() },
  {
    method: 'GET',
    path: '/app/chat/message/history',
    scenario: 'G’s history',
    request: (c) => ({ url: '/app/chat/message/history', query: inG(c) }),
    expect: gChat,
  },
  {
    method: 'GET',
    path: '/app/chat/message/history',
    scenario: 'a newcomer N (A’s friend, added after a message) reads the group’s history',
    request: async (c) => {
      const groupId = await c.f.freshGroup();
      const before = await c.f.freshMessage(groupId, c.f.A, 'said before N joined');
      const newcomer = await c.f.friendOf(c.f.A);
      await c.t.app.services.groups.invite(c.f.A.id, { groupId, memberIds: [newcomer.id] });
      c.scratch.before = before;
      return {
        url: '/app/chat/message/history',
        query: { conversationType: ConversationType.group, targetId: String(groupId) },
        token: newcomer.token,
      };
    },
    expect: {
      guest: na('the newcomer is a member'),
      stranger: na('the newcomer is a member'),
      member: ok,
      owner: na('the newcomer is a member'),
      staff: na('the newcomer is a member'),
    },
    fixed: { member: 'a new member sees history only from his join' },
    verify: {
      member: (body, c) =>
        expect(
          body.data.map((m: { msgUid: string }) => m.msgUid),
          'a message sent before the newcomer joined',
        ).not.toContain(c.scratch.before),
    },
  },
  {
    method: 'GET',
    path: '/app/chat/message/search',
    scenario: 'G’s messages',
    request: (c) => ({ url: '/app/chat/message/search', query: { ...inG(c), keyword: 'matrix' } }),
    expect: gChat,
  },
  {
    method: 'GET',
    path: '/app/chat/message/searchAll',
    request: () => ({ url: '/app/chat/message/searchAll', query: { keyword: 'matrix' } }),
    expect: own(),
    verify: {
      stranger: (body, c) =>
        expect(groupChatsIn(body.rows), 'G’s messages found by S').not.toContain(String(c.f.G)),
    },
  },
  {
    method: 'POST',
    path: '/app/chat/conversation/read',
    scenario: 'G',
    request: (c) => ({ url: '/app/chat/conversation/read', body: inG(c) }),
    expect: gChat,
  },
  {
    method: 'POST',
    path: '/app/chat/message/recall',
    scenario: 'a fresh message of A in G',
    request: async (c) => ({
      url: '/app/chat/message/recall',
      body: { msgUid: await c.f.freshMessage(c.f.G) },
    }),
    // M sees it but may not recall another's message (he is an ordinary member).
    expect: asObject(denied(C.forbidden)),
  },
  {
    method: 'POST',
    path: '/app/chat/message/delete',
    scenario: 'a fresh message of A in G, deleted for the caller only',
    request: async (c) => ({
      url: '/app/chat/message/delete',
      body: { msgUid: await c.f.freshMessage(c.f.G) },
    }),
    expect: asObject(ok),
  },
  {
    method: 'POST',
    path: '/app/chat/conversation/top',
    scenario: 'G',
    request: (c) => ({ url: '/app/chat/conversation/top', body: { ...inG(c), isTop: true } }),
    expect: gChat,
  },
  {
    method: 'DELETE',
    path: '/app/chat/conversation',
    scenario: 'G off the caller’s list',
    request: (c) => ({ url: '/app/chat/conversation', query: inG(c) }),
    expect: gChat,
  },
  {
    method: 'POST',
    path: '/app/messageClean/clean',
    scenario: 'G, nothing old enough to clean',
    request: (c) => ({ url: '/app/messageClean/clean', body: { ...inG(c), msgTimestamp: 1 } }),
    expect: gChat,
  },
  {
    method: 'GET',
    path: '/app/mute/mute',
    scenario: 'G',
    request: (c) => ({ url: '/app/mute/mute', query: inG(c) }),
    expect: gChat,
  },
  {
    method: 'POST',
    path: '/app/mute/mute',
    scenario: 'G',
    request: (c) => ({ url: '/app/mute/mute', body: { ...inG(c), status: 1 } }),
    expect: gChat,
  },
  ownRow('GET', '/app/messageCollect/list'),
  {
    method: 'POST',
    path: '/app/messageCollect',
    scenario: 'A’s message in G',
    request: (c) => ({ url: '/app/messageCollect', body: { msgUid: c.f.messageA } }),
    expect: asObject(ok),
  },
  {
    method: 'PUT',
    path: '/app/messageCollect',
    scenario: 'A’s favourite',
    request: (c) => ({ url: '/app/messageCollect', body: { id: c.f.favouriteA, remark: 'matrix' } }),
    expect: asObject(denied(C.notFound)),
  },
  {
    method: 'DELETE',
    path: '/app/messageCollect/:id',
    scenario: 'a fresh favourite of A',
    request: async (c) => ({ url: `/app/messageCollect/${await c.f.freshFavourite()}` }),
    expect: asObject(denied(C.notFound)),
  },
];
