import { randomUUID } from 'node:crypto';
import { ResultCode as C } from '@volna/contracts';
import { anonymousRepository } from '../../src/modules/anonymous/anonymous.repository.ts';
import { business, type Cell, denied, ok, own, type Row, unauth, parties } from './matrix.ts';

// Anonymous chat (issue 16). A's chat with M is theirs alone: S and staff do not learn it exists (404). Searching and
// the profile are the caller's own; searching can find the caller already matched by an earlier cell (409).

/** A fresh anonymous chat between A and M (through the module's repository: the queue is shared by every cell). */
async function chatOfAandM(c: Cell) {
  const chat = await anonymousRepository.createChat(c.t.db, c.f.A.id, c.f.M.id, c.t.clock.now());
  return chat.id;
}

const bothParties = parties(ok, ok);
const mayBeMatched = business('an earlier cell may have matched or queued the caller', C.anonWrongState);
const leaveQueue = async (c: Cell) => anonymousRepository.dequeue(c.t.db, [c.me.id]);

export const anonymousRows: Row[] = [
  { method: 'GET', path: '/app/anon/profile', request: () => ({ url: '/app/anon/profile' }), expect: own() },
  {
    method: 'PUT',
    path: '/app/group/anonEdit',
    scenario: 'the caller’s anonymous-chat profile (no groupId)',
    request: () => ({ url: '/app/group/anonEdit', body: { nickName: 'Matrix cat', brief: '' } }),
    expect: own(),
  },
  { method: 'GET', path: '/app/anon/current', request: () => ({ url: '/app/anon/current' }), expect: own() },
  {
    method: 'POST',
    path: '/app/anon/search',
    request: () => ({ url: '/app/anon/search' }),
    expect: own({ stranger: mayBeMatched, owner: mayBeMatched, staff: mayBeMatched }),
    after: leaveQueue,
  },
  {
    method: 'POST',
    path: '/app/anon/cancel',
    scenario: 'cancel a search the caller just started',
    request: async (c) => {
      await anonymousRepository.enqueue(c.t.db, c.me.id, null, c.t.clock.now());
      return { url: '/app/anon/cancel' };
    },
    expect: own({ stranger: mayBeMatched, owner: mayBeMatched, staff: mayBeMatched }),
    after: leaveQueue,
  },
  {
    method: 'POST',
    path: '/app/anon/action',
    scenario: 'propose a personal chat in A and M’s anonymous chat',
    request: async (c) => ({
      url: '/app/anon/action',
      body: { chatId: await chatOfAandM(c), action: 'propose' },
    }),
    expect: bothParties,
  },
  {
    method: 'POST',
    path: '/app/anon/message',
    request: async (c) => ({
      url: '/app/anon/message',
      body: { chatId: await chatOfAandM(c), text: 'matrix', clientMsgId: randomUUID() },
    }),
    expect: bothParties,
  },
  {
    method: 'GET',
    path: '/app/anon/messages',
    request: async (c) => ({ url: '/app/anon/messages', query: { chatId: await chatOfAandM(c) } }),
    expect: bothParties,
  },
  {
    method: 'POST',
    path: '/app/anon/report',
    request: async (c) => ({
      url: '/app/anon/report',
      body: { chatId: await chatOfAandM(c), reason: 'spam', text: 'matrix' },
    }),
    expect: bothParties,
  },
  { method: 'GET', path: '/app/anon/blocks', request: () => ({ url: '/app/anon/blocks' }), expect: own() },
  {
    method: 'DELETE',
    path: '/app/anon/blocks/:id',
    scenario: 'lift A’s block of an anonymous partner: only A may (issue 28 §5)',
    request: async (c) => {
      const stranger = await c.f.person();
      await anonymousRepository.addBlock(c.t.db, c.f.A.id, stranger.id, c.t.clock.now());
      const [latest] = await anonymousRepository.blocksBy(c.t.db, c.f.A.id);
      return { url: `/app/anon/blocks/${latest!.id}` };
    },
    expect: {
      guest: unauth,
      stranger: denied(C.notFound),
      member: denied(C.notFound),
      owner: ok,
      staff: denied(C.notFound),
    },
  },
];
