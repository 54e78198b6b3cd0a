import { LISTING_SEARCH_TOTAL_CAP, ResultCode } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { bodies, type Person, person, publish } from './listings.test-support.ts';

const t = useTestApp();
let seller: Person;
let viewer: Person;
const ids: Record<string, number> = {};

const search = async (query: Record<string, string | number>) => {
  const res = await t.call('GET', '/app/listings/list', { token: viewer.token, lang: 'en', query });
  expect(res.status).toBe(200);
  return { ids: (res.body.rows as { id: number }[]).map((r) => r.id), total: res.body.total as number };
};

beforeAll(async () => {
  seller = await person(t);
  viewer = await person(t);
  const contact = { contactName: 'Li', contactAreaCode: '+86', contactPhone: '13812345678' };
  const listings = {
    russian: bodies.goods,
    english: {
      ...bodies.goods,
      city: 'Moscow',
      title: 'Selling a mountain bicycle',
      description: 'Barely used, red frame',
      price: '9000',
      body: { ...bodies.goods.body, condition: 'new' },
    },
    chinese: {
      ...bodies.goods,
      categoryPath: ['goods', 'electronics', 'phones'],
      country: 'CN',
      city: '哈尔滨',
      title: '出售二手iPhone手机',
      description: '九成新，无划痕',
      price: '2500',
      currencyId: 4,
      body: { kind: 'goods', condition: 'used', address: '中央大街', ...contact },
    },
    concert: bodies.event,
  };
  for (const [name, body] of Object.entries(listings)) {
    const res = await publish(t, seller, body);
    expect(res.status).toBe(200);
    ids[name] = res.body.data.id;
  }
});

describe('listings: the market search', () => {
  it('finds a Russian, a Chinese and an English listing by a word of each', async () => {
    expect((await search({ keyword: 'велосипед' })).ids).toEqual([ids.russian]);
    expect((await search({ keyword: 'Велосипеды' })).ids).toEqual([ids.russian]);
    expect((await search({ keyword: '手机' })).ids).toEqual([ids.chinese]);
    expect((await search({ keyword: '二手' })).ids).toEqual([ids.chinese]);
    expect((await search({ keyword: 'bicycle' })).ids).toEqual([ids.english]);
    // A near match of the title (a typo) through trigram similarity.
    expect((await search({ keyword: 'bicycel' })).ids).toEqual([ids.english]);
    expect((await search({ keyword: 'iphone' })).ids).toEqual([ids.chinese]);
  });

  it('filters by city, country, category at any level and per-kind fields, and sorts by price', async () => {
    expect((await search({ city: ' казань ' })).ids).toEqual([ids.russian]);
    expect((await search({ country: 'CN' })).ids).toEqual([ids.chinese]);
    expect((await search({ category: 'phones' })).ids).toEqual([ids.chinese]);
    expect((await search({ category: 'goods', condition: 'new' })).ids).toEqual([ids.english]);
    expect((await search({ category: 'events', free: 'true' })).ids).toEqual([ids.concert]);
    expect((await search({ category: 'goods', sort: 'cheapest' })).ids).toEqual([
      ids.chinese,
      ids.english,
      ids.russian,
    ]);
    expect((await search({ category: 'goods', sort: 'priciest' })).ids).toEqual([
      ids.russian,
      ids.english,
      ids.chinese,
    ]);
    expect((await search({ sort: 'newest' })).ids[0]).toBe(ids.concert);
    const first = await search({ category: 'goods', pageSize: 2, pageNum: 1 });
    const second = await search({ category: 'goods', pageSize: 2, pageNum: 2 });
    expect(first.total).toBe(3);
    expect([...first.ids, ...second.ids].sort()).toEqual([ids.russian, ids.english, ids.chinese].sort());
  });

  it('takes any text as plain words and never shows a removed listing', async () => {
    for (const keyword of ["' & | ! :* (", '%_\\', 'велосипед)|(', '手机\'"'])
      expect(
        (await t.call('GET', '/app/listings/list', { token: viewer.token, query: { keyword } })).status,
      ).toBe(200);
    const bad = await t.call('GET', '/app/listings/list', {
      token: viewer.token,
      query: { category: 'nope' },
    });
    expect(bad.body.code).toBe(ResultCode.listingCategoryInvalid);
    await t.call('POST', '/app/listings/remove', { token: seller.token, body: { id: ids.russian } });
    expect((await search({ keyword: 'велосипед' })).ids).toEqual([]);
    expect((await t.call('GET', '/app/listings/list', { query: {} })).status).toBe(401);
  });

  it('counts matches up to the cap and says "more" past it, while every page still comes', async () => {
    // 1,005 listings of one word written straight into the table: the count, not the publishing, is under test.
    await t.db.execute(sql`
      insert into listings (owner_id, kind, category1, country, city, city_key, title, price, currency_id, body,
        search_text, state, idem_key, request_hash)
      select ${seller.id}, 'goods', 'goods', 'RU', 'Тверь', 'тверь', 'Самовар ' || i, i, 1,
        '{"kind":"goods","condition":"used"}'::jsonb, 'самовар ' || i, 1, 'cap-' || i, 'cap'
      from generate_series(1, ${LISTING_SEARCH_TOTAL_CAP + 5}) as i`);
    const first = await search({ keyword: 'самовар', sort: 'cheapest', pageSize: 50 });
    expect(first.total).toBe(LISTING_SEARCH_TOTAL_CAP + 1);
    const last = await search({ keyword: 'самовар', sort: 'cheapest', pageSize: 50, pageNum: 21 });
    expect(last.ids).toHaveLength(5);
    expect((await search({ keyword: 'самовар', city: 'Казань' })).total).toBe(0);
    // A page past the end is empty and still says how many there are.
    expect(await search({ keyword: 'самовар 7', pageSize: 50, pageNum: 4 })).toEqual({ ids: [], total: 111 });
  });

  it('asks near matches of the title only when the words match less than a page', async () => {
    // "самовар 7" matches 7, 70–79 and 700–799 by its words (111, more than a page): near matches stay out.
    expect((await search({ keyword: 'самовар 7' })).total).toBe(111);
    // "самовар 1004" matches one by its words; the titles a digit away come as near matches.
    const few = await search({ keyword: 'самовар 1004', pageSize: 50 });
    expect(few.total).toBeGreaterThan(1);
    expect(few.ids).toContain((await search({ keyword: 'самовар 1004', pageSize: 1 })).ids[0]);
    // A typo matches by no word: every near match comes, up to the cap.
    expect((await search({ keyword: 'самоварр' })).total).toBe(LISTING_SEARCH_TOTAL_CAP + 1);
  });

  it('answers the category tree in the caller’s language', async () => {
    const res = await t.call('GET', '/app/listings/categories', { token: viewer.token, lang: 'zh' });
    const goods = res.body.data.find((c: { code: string }) => c.code === 'goods');
    expect(goods.name).toBe('商品');
    expect(goods.children.find((c: { code: string }) => c.code === 'vehicles').children[0]).toMatchObject({
      code: 'used-cars',
      serviceTag: 901,
    });
  });
});
