import { IDEMPOTENCY_HEADER, ResultCode as C, ListingState, listingPublishBody } from '@volna/contracts';
import { expect } from 'vitest';
import { newKey } from './fixtures.ts';
import { business, type Cell, denied, na, ok, own, ownRow, parties, type Row, staffOnly } from './matrix.ts';

// Listings (issue 14). A publishes fresh goods ads (no deposit) through the service; anyone signed in sees and keeps
// one on the shelf, only A edits, removes and re-lists it, and only A sees it once removed; staff list and revoke.

const goods = {
  categoryPath: ['goods', 'electronics', 'phones'],
  country: 'RU',
  city: 'Matrix city',
  title: 'Matrix phone',
  price: '100',
  body: {
    kind: 'goods',
    condition: 'new',
    contactName: 'A',
    contactAreaCode: '+7',
    contactPhone: '9161234567',
  },
};

async function freshListing(c: Cell, removed = false) {
  const { listings } = c.t.app.services;
  const listing = await listings.publish(c.f.A.id, listingPublishBody.parse(goods), newKey());
  if (removed) await listings.remove(c.f.A.id, listing.id);
  return listing.id;
}

/** A's listing: nobody else learns it exists. */
const onlyA = parties(ok, na('a listing has no second party'));
const publicListing = own({ member: na('a listing on the shelf is public: M is one more signed-in user') });

export const listingRows: Row[] = [
  ownRow('GET', '/app/listings/categories'),
  ownRow('GET', '/app/listings/deposit', () => ({ query: { kind: 'task' } })),
  ownRow('GET', '/app/listings/list', () => ({ query: { keyword: 'matrix', sort: 'cheapest' } })),
  ownRow('GET', '/app/listings/mine'),
  ownRow('GET', '/app/listings/favourites'),
  {
    method: 'POST',
    path: '/app/listings/favourite',
    request: async (c) => ({ url: '/app/listings/favourite', body: { id: await freshListing(c) } }),
    expect: publicListing,
  },
  {
    method: 'POST',
    path: '/app/listings/favourite',
    scenario: 'A’s removed listing: the others are told it does not exist, A that it is off the shelf',
    request: async (c) => ({ url: '/app/listings/favourite', body: { id: await freshListing(c, true) } }),
    expect: { ...onlyA, owner: business('a removed listing cannot be kept', C.listingWrongState) },
  },
  {
    method: 'DELETE',
    path: '/app/listings/favourite',
    request: async (c) => ({ url: '/app/listings/favourite', query: { id: await freshListing(c) } }),
    expect: own(),
  },
  {
    method: 'GET',
    path: '/app/listings/:id',
    request: async (c) => ({ url: `/app/listings/${await freshListing(c)}` }),
    expect: publicListing,
  },
  {
    method: 'GET',
    path: '/app/listings/:id',
    scenario: 'A’s removed listing',
    request: async (c) => ({ url: `/app/listings/${await freshListing(c, true)}` }),
    expect: onlyA,
    verify: { owner: (body) => expect(body.data.state).toBe(ListingState.removed) },
  },
  {
    method: 'POST',
    path: '/app/listings/:id/share',
    scenario: 'A’s listing on the shelf, into the caller’s private chat with someone new',
    request: async (c) => ({
      url: `/app/listings/${await freshListing(c)}/share`,
      body: { conversationType: 1, targetId: String((await c.f.person()).id) },
    }),
    expect: publicListing,
  },
  {
    method: 'POST',
    path: '/app/listings/:id/share',
    scenario: 'A’s removed listing: nobody may share it, A neither',
    request: async (c) => ({
      url: `/app/listings/${await freshListing(c, true)}/share`,
      body: { conversationType: 1, targetId: String((await c.f.person()).id) },
    }),
    expect: {
      ...onlyA,
      stranger: denied(C.listingNotShareable),
      staff: denied(C.listingNotShareable),
      owner: business('a removed listing is not shared', C.listingNotShareable),
    },
  },
  ownRow('POST', '/app/listings', () => ({ headers: { [IDEMPOTENCY_HEADER]: newKey() }, body: goods })),
  {
    method: 'PUT',
    path: '/app/listings',
    request: async (c) => ({
      url: '/app/listings',
      body: { ...goods, id: await freshListing(c), price: '90' },
    }),
    expect: onlyA,
  },
  {
    method: 'POST',
    path: '/app/listings/remove',
    request: async (c) => ({ url: '/app/listings/remove', body: { id: await freshListing(c) } }),
    expect: onlyA,
  },
  {
    method: 'POST',
    path: '/app/listings/relist',
    request: async (c) => ({ url: '/app/listings/relist', body: { id: await freshListing(c, true) } }),
    expect: onlyA,
  },
  {
    method: 'GET',
    path: '/admin/api/listings',
    request: () => ({ url: '/admin/api/listings', query: { state: ListingState.onShelf } }),
    expect: staffOnly(na('no group or shared object'), ok),
  },
  {
    method: 'POST',
    path: '/admin/api/listings/revoke',
    scenario: 'A’s fresh listing, revoked with a reason',
    request: async (c) => ({
      url: '/admin/api/listings/revoke',
      body: { id: await freshListing(c), reason: 'matrix: breaks the rules' },
    }),
    expect: staffOnly(na('no group or shared object'), ok),
  },
];
