import { ResultCode as C } from '@volna/contracts';
import { expect } from 'vitest';
import { PASSWORD, PAY_PASSWORD } from './fixtures.ts';
import { type Cell, denied, na, ok, own, type Row, unauth, ownRow } from './matrix.ts';

// Users, blocks, friends, presence and the realtime socket.

/** The other side of a "look at A" request: A himself looks at M. */
const otherThanMe = (c: Cell) => (c.me.id === c.f.A.id ? c.f.M : c.f.A);

/** With A's default privacy (contacts), a stranger sees neither his phone nor his e-mail. */
const hidesPrivateFieldsOfA = (user: any, c: Cell) => {
  expect(user.userId).toBe(c.f.A.id);
  expect(user.userPhone, 'A’s phone shown to a stranger').toBeUndefined();
  expect(user.email, 'A’s e-mail shown to a stranger').toBeUndefined();
};

export const peopleRows: Row[] = [
  { method: 'GET', path: '/app/user/info', request: () => ({ url: '/app/user/info' }), expect: own() },
  {
    method: 'GET',
    path: '/app/user/batchInfo',
    scenario: 'A’s profile',
    request: (c) => ({ url: '/app/user/batchInfo', query: { userIds: String(c.f.A.id) } }),
    expect: { guest: unauth, stranger: ok, member: ok, owner: ok, staff: ok },
    verify: { stranger: (body, c) => hidesPrivateFieldsOfA(body.data[0], c) },
  },
  ownRow('GET', '/app/user/search', () => ({ query: { keyword: 'nobody-matches-this' } })),
  {
    method: 'GET',
    path: '/app/user/list',
    scenario: 'the directory lists only people the caller may see',
    request: () => ({ url: '/app/user/list', query: { keyword: 'matrixdirectory' } }),
    expect: own(),
    fixed: { stranger: 'GET /app/user/list must not list strangers (A and M are strangers to S)' },
    verify: {
      stranger: (body, c) => {
        const ids = body.rows.map((r: { userId: number }) => r.userId);
        expect(ids, 'strangers listed in S’s directory').not.toContain(c.f.A.id);
        expect(ids, 'strangers listed in S’s directory').not.toContain(c.f.M.id);
      },
      owner: (body, c) =>
        expect(
          body.rows.map((r: { userId: number }) => r.userId),
          'A’s friend M',
        ).toContain(c.f.M.id),
    },
  },
  ownRow('GET', '/app/user/isCustomer'),
  {
    method: 'GET',
    path: '/app/user/:id',
    scenario: 'A’s profile',
    request: (c) => ({ url: `/app/user/${c.f.A.id}` }),
    expect: { guest: unauth, stranger: ok, member: ok, owner: ok, staff: ok },
    verify: { stranger: (body, c) => hidesPrivateFieldsOfA(body.data, c) },
  },
  {
    method: 'PUT',
    path: '/app/user',
    scenario: 'the caller’s own profile',
    request: () => ({ url: '/app/user', body: { firstName: 'Matrix' } }),
    expect: own(),
  },
  {
    method: 'PUT',
    path: '/app/user/updatePayPwd',
    scenario: 'the caller’s own pay password (set to the same)',
    request: () => ({
      url: '/app/user/updatePayPwd',
      body: { password: PASSWORD, payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD },
    }),
    expect: own(),
  },
  ownRow('GET', '/app/blockUser/list'),
  {
    method: 'POST',
    path: '/app/blockUser',
    scenario: 'the caller blocks a fresh user',
    request: async (c) => ({ url: '/app/blockUser', body: { blockUserId: (await c.f.person()).id } }),
    expect: own(),
  },
  {
    method: 'DELETE',
    path: '/app/blockUser/:id',
    scenario: 'the caller lifts his own block',
    request: async (c) => {
      const blocked = await c.f.person();
      await c.t.app.services.users.block(c.me.id, blocked.id);
      return { url: `/app/blockUser/${blocked.id}` };
    },
    expect: own(),
  },
  {
    method: 'POST',
    path: '/app/blockUser/checkHaveBeenBlocked',
    request: (c) => ({ url: '/app/blockUser/checkHaveBeenBlocked', body: { userId: otherThanMe(c).id } }),
    expect: own(),
  },
  {
    method: 'GET',
    path: '/ws',
    scenario: 'the realtime socket with the caller’s messaging token',
    transport: 'ws',
    request: () => ({ url: '/ws' }),
    expect: own(),
  },
  {
    method: 'GET',
    path: '/app/chat/presence',
    scenario: 'A’s presence',
    request: (c) => ({ url: '/app/chat/presence', query: { userIds: String(c.f.A.id) } }),
    expect: { guest: unauth, stranger: ok, member: ok, owner: ok, staff: ok },
  },

  // friends
  { method: 'GET', path: '/app/friend/list', request: () => ({ url: '/app/friend/list' }), expect: own() },
  ownRow('GET', '/app/friend/search', () => ({ query: { keyword: 'matrix' } })),
  {
    method: 'POST',
    path: '/app/friend',
    scenario: 'a request to a fresh user',
    request: async (c) => ({ url: '/app/friend', body: { userId: (await c.f.person()).id } }),
    expect: own(),
  },
  {
    method: 'PUT',
    path: '/app/friend',
    scenario: 'a remark on A (A: on his friend M)',
    request: (c) => ({ url: '/app/friend', body: { userId: otherThanMe(c).id, commentName: 'Matrix' } }),
    expect: {
      guest: unauth,
      stranger: denied(C.notFriends),
      member: ok,
      owner: ok,
      staff: denied(C.notFriends),
    },
  },
  {
    method: 'DELETE',
    path: '/app/friend/:id',
    scenario: 'ending A’s friendship with a fresh friend F',
    request: async (c) => ({ url: `/app/friend/${(await c.f.friendOf(c.f.A)).id}` }),
    expect: {
      guest: unauth,
      stranger: denied(C.notFriends),
      member: na('the friendship is A’s and F’s; F ending it is the owner’s case seen from the other side'),
      owner: ok,
      staff: denied(C.notFriends),
    },
  },
  ownRow('GET', '/app/friend/request/list'),
  ...(['accept', 'decline'] as const).map(
    (answer): Row => ({
      method: 'POST',
      path: `/app/friend/request/${answer}`,
      scenario: 'a fresh request to A',
      request: async (c) => ({
        url: `/app/friend/request/${answer}`,
        body: { requestId: await c.f.freshFriendRequest(await c.f.person(), c.f.A) },
      }),
      expect: {
        guest: unauth,
        stranger: denied(C.notFound),
        member: na('a friend request has no third party'),
        owner: ok,
        staff: denied(C.notFound),
      },
    }),
  ),
  ownRow('GET', '/app/friend/request/sent'),
  {
    method: 'POST',
    path: '/app/friend/request/cancel',
    scenario: 'a fresh request from A',
    request: async (c) => ({
      url: '/app/friend/request/cancel',
      body: { requestId: await c.f.freshFriendRequest(c.f.A, await c.f.person()) },
    }),
    expect: {
      guest: unauth,
      stranger: denied(C.notFound),
      member: na('a friend request has no third party'),
      owner: ok,
      staff: denied(C.notFound),
    },
  },
];
