import { ListingState, type ListingVo } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { dealSteps, orderButtons } from './order-view.ts';
import { draftOf, emptyDraft, requestOf } from './listing-draft.ts';
import { ownerActions } from './owner-actions.ts';
import { pickPhotos } from './photo-items.ts';
import { priceWording } from './price.ts';

const PHOTO = '/files/u/1/a.jpg';

describe('the listing form against the contracts schema', () => {
  it('a new listing names its missing fields, each with the contract message where there is one', () => {
    const check = requestOf(emptyDraft('goods'), []);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(Object.keys(check.errors)).toEqual(
      expect.arrayContaining(['categoryPath', 'title', 'city', 'price', 'contactName']),
    );
    expect(check.errors.price).toBe('listingPriceInvalid');
  });

  it('a filled goods ad passes and keeps the +7 area code with the phone', () => {
    const draft = emptyDraft('goods', ['goods', 'electronics', 'phones']);
    draft.title = 'Телефон';
    draft.city = 'Москва';
    draft.price = '15000';
    Object.assign(draft.body, { contactName: 'Анна', contactPhone: '9161234567', condition: 'used' });
    const check = requestOf(draft, [PHOTO]);
    expect(check.ok).toBe(true);
    if (check.ok)
      expect(check.request.body).toMatchObject({ kind: 'goods', contactAreaCode: '+7', condition: 'used' });
  });

  it('a wrong contact phone is refused with its own code', () => {
    const draft = emptyDraft('service', ['services', 'paid-services', 'translation']);
    Object.assign(draft, { title: 'Перевод', city: 'Пекин', country: 'CN' });
    Object.assign(draft.body, { address: 'Пекин', contactName: 'Li', contactPhone: '12' });
    const check = requestOf(draft, []);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.errors.contactPhone).toBe('listingContactPhoneInvalid');
  });

  it('a negotiable paid task has no price; a reward is 0 unless referrals are allowed', () => {
    const draft = emptyDraft('task', ['tasks', 'online-tasks']);
    Object.assign(draft, { title: 'Task', city: 'Москва', price: '500' });
    Object.assign(draft.body, {
      location: 'online',
      negotiable: true,
      deadline: '2027-01-10',
      requirements: 'Быстро',
      referralReward: '50',
    });
    const check = requestOf(draft, []);
    expect(check.ok).toBe(true);
    if (check.ok) {
      expect(check.request.price).toBeNull();
      expect(check.request.body).toMatchObject({ referralAllowed: false, referralReward: '0' });
    }
  });

  it('the remittance fee is typed in percent and sent as a fraction; over 1 % is refused', () => {
    const draft = emptyDraft('remittance', ['remittance', 'cn-to-ru']);
    Object.assign(draft, { title: 'Перевод', city: 'Харбин', price: '10000' });
    Object.assign(draft.body, {
      from: 'Харбин',
      to: 'Москва',
      basis: 'Контракт',
      contact: '@li',
      name: 'Li',
      email: 'li@example.com',
      feeRate: '0.5',
    });
    const check = requestOf(draft, []);
    expect(check.ok).toBe(true);
    if (check.ok) expect(check.request.body).toMatchObject({ feeRate: '0.005' });
    const tooHigh = requestOf({ ...draft, body: { ...draft.body, feeRate: '1.5' } }, []);
    expect(tooHigh.ok).toBe(false);
    if (!tooHigh.ok) expect(tooHigh.errors.feeRate).toBe('listingFeeTooHigh');
  });

  it('an information item needs a photo', () => {
    const draft = emptyDraft('information', ['information', 'news']);
    Object.assign(draft, { title: 'Новость', city: 'Москва', price: '0' });
    draft.body.place = 'Москва';
    const check = requestOf(draft, []);
    expect(!check.ok && check.errors.photos).toBe('listingPhotoRequired');
    expect(requestOf(draft, [PHOTO]).ok).toBe(true);
  });

  it('editing starts from what the listing says (4-decimal prices trimmed, fee back in percent)', () => {
    const listing = {
      id: 1,
      kind: 'remittance',
      categoryPath: ['remittance', 'cn-to-ru'],
      country: 'CN',
      city: 'Харбин',
      title: 'x',
      description: '',
      price: '10000.5000',
      currencyId: 4,
      body: { kind: 'remittance', feeRate: '0.0050', payerType: 'company' },
    } as unknown as ListingVo;
    const draft = draftOf(listing);
    expect(draft).toMatchObject({ price: '10000.5', country: 'CN', currencyId: 4 });
    expect(draft.body).toMatchObject({ feeRate: '0.5', payerType: 'company' });
  });
});

describe('model helpers', () => {
  it("the owner's buttons come from the listing's transition table", () => {
    expect(ownerActions(ListingState.onShelf)).toEqual(['edit', 'remove']);
    expect(ownerActions(ListingState.removed)).toEqual(['edit', 'relist']);
    expect(ownerActions(ListingState.revoked)).toEqual([]);
  });

  it('price 0 is a free event, none is negotiable', () => {
    expect(priceWording('event', '0.0000')).toBe('listings:price.freeEvent');
    expect(priceWording('goods', '0')).toBe('listings:price.free');
    expect(priceWording('job', null)).toBe('listings:price.negotiable');
    expect(priceWording('goods', '10')).toBeNull();
  });

  it('photos: JPG and PNG only, 10 at most', () => {
    const file = (name: string, type: string) => new File(['x'], name, { type });
    const { accepted, refused } = pickPhotos(
      [
        file('a.jpg', 'image/jpeg'),
        file('virus.jpg', 'application/x-msdownload'),
        file('b.png', 'image/png'),
      ],
      9,
    );
    expect(accepted.map((f) => f.name)).toEqual(['a.jpg']);
    expect(refused).toEqual([
      { reason: 'notJpgOrPng', name: 'virus.jpg' },
      { reason: 'tooMany', name: 'b.png' },
    ]);
  });

  it("an order's buttons and stepper come from the order contract", () => {
    const order = { state: 3, role: 'buyer', secureDeal: true, dealStep: 2, dealFailed: false } as const;
    expect(orderButtons(order as never)).toEqual(['confirmReceipt', 'appeal']);
    expect(orderButtons({ ...order, secureDeal: false } as never)).toEqual(['confirmReceipt']);
    expect(dealSteps(order).map((s) => s.status)).toEqual([
      'finish',
      'finish',
      'process',
      'wait',
      'wait',
      'wait',
    ]);
    expect(dealSteps({ dealStep: 5, dealFailed: false }).every((s) => s.status === 'finish')).toBe(true);
    expect(dealSteps({ dealStep: 1, dealFailed: true })[1]!.status).toBe('error');
  });
});
