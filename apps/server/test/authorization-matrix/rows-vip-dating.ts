import { CurrencyId, Gender, IDEMPOTENCY_HEADER, ResultCode as C, VipRequestState } from '@volna/contracts';
import { expect } from 'vitest';
import { datingProfiles } from '../../src/modules/dating/dating.tables.ts';
import { type Fixtures, newKey } from './fixtures.ts';
import { business, type Cell, na, ok, own, type Row, staffOnly, parties, ownRow } from './matrix.ts';

// VIP dating (issue 12). A has a VIP profile and submits fresh requests (in a city of their own) that the server
// answers with a fresh candidate: a new user whose dating profile is written straight into the dating table (the
// dating rows publish A, M and S through the dating service; these candidates are nobody else's fixture).

const CITY = 'Matrix VIP city';
const profiled = new WeakSet<Fixtures>();

async function candidate(c: Cell) {
  const p = await c.f.person();
  await c.t.db.insert(datingProfiles).values({
    userId: p.id,
    nickName: 'VIP candidate',
    avatar: '',
    avatarCompress: '',
    gender: Gender.female,
    age: 25,
    height: 170,
    weight: 60,
    location: CITY,
    locationKey: CITY.toLowerCase(),
    labelIds: [],
    brief: 'matrix',
    currencyId: CurrencyId.RUB,
  });
  return p.id;
}

async function vipProfileOfA(c: Cell) {
  if (profiled.has(c.f)) return;
  await c.t.app.services.vipDating.saveProfile(c.f.A.id, {
    nickName: 'Matrix VIP',
    sex: Gender.male,
    age: 30,
    city: CITY,
    height: 180,
    weight: 80,
    brief: '',
  });
  profiled.add(c.f);
}

/** A's fresh request with one proposed candidate. */
async function freshRequest(c: Cell) {
  await vipProfileOfA(c);
  const candidateId = await candidate(c);
  const { vipDating } = c.t.app.services;
  const each = (await vipDating.price()).pricePerCandidate;
  const request = await vipDating.submit(
    c.f.A.id,
    {
      sex: Gender.female,
      ageFrom: 18,
      ageTo: 75,
      city: CITY,
      extraWishes: '',
      candidateCount: 1,
      price: each,
    },
    newKey(),
  );
  return { id: request.id, candidateId };
}

const requirementBody = async (c: Cell) => ({
  sex: Gender.female,
  ageFrom: 20,
  ageTo: 40,
  city: CITY,
  extraWishes: '',
  candidateCount: 1,
  price: (await c.t.app.services.vipDating.price()).pricePerCandidate,
});

/** A's request: nobody else learns it exists. */
const onlyA = parties(ok, na('a VIP request has no second party'));

const noVipProfile = 'only A has a VIP profile: the others are asked to fill theirs first';

export const vipDatingRows: Row[] = [
  { method: 'GET', path: '/app/vip/price', request: () => ({ url: '/app/vip/price' }), expect: own() },
  { method: 'GET', path: '/app/vip/profile', request: () => ({ url: '/app/vip/profile' }), expect: own() },
  ownRow('PUT', '/app/vip/profile', () => ({
    body: { nickName: 'Matrix', sex: Gender.male, age: 30, city: CITY, height: 180, weight: 80, brief: '' },
  })),
  {
    method: 'POST',
    path: '/app/vip/request',
    request: async (c) => {
      await vipProfileOfA(c);
      return {
        url: '/app/vip/request',
        headers: { [IDEMPOTENCY_HEADER]: newKey() },
        body: await requirementBody(c),
      };
    },
    expect: own({
      stranger: business(noVipProfile, C.vipProfileRequired),
      staff: business(noVipProfile, C.vipProfileRequired),
    }),
  },
  ownRow('GET', '/app/vip/request/list'),
  {
    method: 'GET',
    path: '/app/vip/request/:id',
    request: async (c) => ({ url: `/app/vip/request/${(await freshRequest(c)).id}` }),
    expect: onlyA,
  },
  {
    method: 'POST',
    path: '/app/vip/request/pick',
    request: async (c) => {
      const { id, candidateId } = await freshRequest(c);
      return { url: '/app/vip/request/pick', body: { id, userIds: [candidateId] } };
    },
    expect: onlyA,
    verify: { owner: (body) => expect(body.data.state).toBe(VipRequestState.picked) },
  },
  {
    method: 'POST',
    path: '/app/vip/request/cancel',
    request: async (c) => ({ url: '/app/vip/request/cancel', body: { id: (await freshRequest(c)).id } }),
    expect: onlyA,
  },
  {
    method: 'GET',
    path: '/admin/api/vip-dating/requests',
    request: () => ({ url: '/admin/api/vip-dating/requests' }),
    expect: staffOnly(na('no group or shared object'), ok),
  },
  {
    method: 'POST',
    path: '/admin/api/vip-dating/contact',
    scenario: 'A’s fresh request; the staff member answers his customer-service chat',
    request: async (c) => ({
      url: '/admin/api/vip-dating/contact',
      body: { id: (await freshRequest(c)).id },
    }),
    expect: staffOnly(na('no group or shared object'), ok),
  },
  {
    method: 'POST',
    path: '/admin/api/vip-dating/candidates',
    scenario: 'A’s fresh request and a new candidate with a dating profile',
    request: async (c) => {
      const { id } = await freshRequest(c);
      return { url: '/admin/api/vip-dating/candidates', body: { id, userId: await candidate(c) } };
    },
    expect: staffOnly(na('no group or shared object'), ok),
  },
];
