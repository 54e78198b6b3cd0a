import { describe, expect, it } from 'vitest';
import { ResultCode } from './codes.ts';
import {
  categoryOf,
  findCategory,
  LISTING_ACTIONS,
  LISTING_CATEGORY_TREE,
  LISTING_KINDS,
  LISTING_TRANSITIONS,
  ListingState,
  listingPublishBody,
  listingTransition,
} from './listings.ts';
import { resultMessages } from './index.ts';

const goods = {
  categoryPath: ['goods', 'vehicles', 'bicycles'],
  country: 'RU',
  city: 'Казань',
  title: 'Велосипед Stels',
  price: '12000',
  body: {
    kind: 'goods',
    condition: 'used',
    contactName: 'Иван',
    contactAreaCode: '+7',
    contactPhone: '9161234567',
  },
};

/** The first issue's message (the result code name the server answers). */
const refusal = (input: unknown) => {
  const parsed = listingPublishBody.safeParse(input);
  return parsed.success ? 'ok' : parsed.error.issues[0]!.message;
};

describe('listing contracts', () => {
  it('accepts a goods ad and refuses each bad field with its own code', () => {
    expect(refusal(goods)).toBe('ok');
    expect(refusal({ ...goods, price: '-1' })).toBe('listingPriceInvalid');
    expect(refusal({ ...goods, price: '1.23456' })).toBe('listingPriceInvalid');
    expect(refusal({ ...goods, photos: Array.from({ length: 11 }, (_, i) => `/files/p${i}.png`) })).toBe(
      'listingTooManyPhotos',
    );
    expect(refusal({ ...goods, categoryPath: ['events'] })).toBe('listingCategoryInvalid');
    expect(refusal({ ...goods, categoryPath: ['goods', 'flats'] })).toBe('listingCategoryInvalid');
    expect(refusal({ ...goods, body: { ...goods.body, contactPhone: '123' } })).toBe(
      'listingContactPhoneInvalid',
    );
    expect(refusal({ ...goods, body: { ...goods.body, condition: 'broken' } })).toBe(
      'listingConditionInvalid',
    );
    expect(refusal({ ...goods, body: { ...goods.body, kind: 'spaceship' } })).toBe('listingKindInvalid');
    expect(refusal({ ...goods, price: null })).toBe('listingPriceInvalid');
  });

  it('takes price 0 as a free event, bond 0 as none, and caps the remittance fee at 1 %', () => {
    const event = {
      ...goods,
      categoryPath: ['events', 'culture', 'concerts'],
      price: '0',
      body: {
        kind: 'event',
        eventName: 'Jazz',
        organizer: 'Club',
        date: '2026-12-01',
        time: '19:30',
        place: 'Hall',
      },
    };
    expect(refusal(event)).toBe('ok');
    expect(refusal({ ...event, body: { ...event.body, date: '2026-02-30' } })).toBe('listingDateInvalid');
    const rental = {
      ...goods,
      categoryPath: ['rentals', 'flats'],
      body: { ...goods.body, kind: 'rental', address: 'ул. Баумана, 1', leaseTermMonths: 12, bond: '0' },
    };
    expect(refusal(rental)).toBe('ok');
    expect(refusal({ ...rental, body: { ...rental.body, bond: '-5' } })).toBe('listingBondInvalid');
    const remittance = {
      ...goods,
      categoryPath: ['remittance', 'cn-to-ru'],
      price: '5000',
      body: {
        kind: 'remittance',
        from: 'Guangzhou',
        to: 'Moscow',
        payerType: 'company',
        payeeType: 'person',
        basis: 'Contract 12',
        contact: 'WeChat li88',
        name: 'Li Wei',
        email: 'li@example.cn',
        feeRate: '0.01',
      },
    };
    expect(refusal(remittance)).toBe('ok');
    expect(refusal({ ...remittance, body: { ...remittance.body, feeRate: '0.011' } })).toBe(
      'listingFeeTooHigh',
    );
    expect(refusal({ ...remittance, body: { ...remittance.body, email: 'li@' } })).toBe(
      'listingEmailInvalid',
    );
  });

  it('has a tree of at most three levels whose roots are the kinds, one each', () => {
    expect(LISTING_CATEGORY_TREE.map((r) => r.kind).sort()).toEqual([...LISTING_KINDS].sort());
    expect(categoryOf(['goods', 'electronics', 'phones'])?.kind).toBe('goods');
    expect(findCategory('phones')).toEqual(['goods', 'electronics', 'phones']);
    const codes = new Set<string>();
    const walk = (nodes: { code: string; children?: unknown[] }[], depth: number) => {
      for (const node of nodes) {
        expect(depth).toBeLessThanOrEqual(3);
        expect(codes.has(node.code)).toBe(false);
        codes.add(node.code);
        walk((node.children ?? []) as never, depth + 1);
      }
    };
    walk(LISTING_CATEGORY_TREE, 1);
  });

  it('lets the owner edit, remove and re-list, staff revoke, and nobody leave revoked', () => {
    expect(listingTransition(ListingState.onShelf, 'remove', 'owner')?.next).toBe(ListingState.removed);
    expect(listingTransition(ListingState.removed, 'relist', 'owner')?.next).toBe(ListingState.onShelf);
    expect(listingTransition(ListingState.onShelf, 'revoke', 'staff')?.next).toBe(ListingState.revoked);
    expect(listingTransition(ListingState.onShelf, 'revoke', 'owner')).toBeUndefined();
    expect(listingTransition(ListingState.onShelf, 'relist', 'owner')).toBeUndefined();
    for (const action of LISTING_ACTIONS) {
      expect(LISTING_TRANSITIONS[ListingState.revoked][action]).toBeUndefined();
    }
  });

  it('has a message in four languages for every listing code', () => {
    for (const name of Object.keys(ResultCode).filter((k) => k.startsWith('listing'))) {
      const messages = resultMessages[name as keyof typeof resultMessages];
      for (const lang of ['ru', 'zh', 'en', 'ja'] as const) expect(messages[lang]).toBeTruthy();
    }
  });
});
