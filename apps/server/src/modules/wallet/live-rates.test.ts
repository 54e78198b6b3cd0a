// Issue 13, "Rates": the Central Bank of Russia's daily sheet as an optional live source of prices, read from a local
// stand-in of its server. The price in effect is the live one unless staff override it or there is none; a failed
// read keeps the last prices; prices two days old stop counting; staff changes are audited.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CurrencyId, StaffRole } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { staffMember } from '../admin/admin.test-support.ts';
import { signUp } from '../users/users.test-support.ts';
import { parseCbrDaily } from './live-rates.ts';

/** The sheet as the Central Bank sends it: windows-1251, decimal commas, some currencies per 10 or 100 units. */
function cbrSheet(date: string, cny: string, usd: string) {
  const xml = `<?xml version="1.0" encoding="windows-1251"?>
<ValCurs Date="${date}" name="Foreign Currency Market">
<Valute ID="R01235"><NumCode>840</NumCode><CharCode>USD</CharCode><Nominal>1</Nominal><Name>Доллар США</Name><Value>${usd}</Value><VunitRate>${usd}</VunitRate></Valute>
<Valute ID="R01375"><NumCode>156</NumCode><CharCode>CNY</CharCode><Nominal>10</Nominal><Name>Китайский юань</Name><Value>${cny}</Value><VunitRate>1,1</VunitRate></Valute>
<Valute ID="R01820"><NumCode>392</NumCode><CharCode>JPY</CharCode><Nominal>100</Nominal><Name>Японских иен</Name><Value>52,1034</Value><VunitRate>0,52</VunitRate></Valute>
<Valute ID="X"><CharCode>BAD</CharCode><Nominal>0</Nominal><Value>1,0</Value></Valute>
</ValCurs>`;
  // Cyrillic А…я is 0xC0…0xFF in windows-1251; the rest of the sheet is ASCII.
  return Buffer.from(
    [...xml].map((ch) => (ch >= 'А' && ch <= 'я' ? ch.charCodeAt(0) - 0x350 : ch.charCodeAt(0))),
  );
}

let answer: { status: number; body: Buffer } = {
  status: 200,
  body: cbrSheet('26.11.2026', '112,3456', '98,7654'),
};
const stub = createServer((_request, response) => {
  response.writeHead(answer.status, { 'content-type': 'application/xml' });
  response.end(answer.body);
});
await new Promise<void>((listening) => stub.listen(0, '127.0.0.1', listening));
afterAll(() => new Promise<void>((closed) => stub.close(() => closed())));

const t = useTestApp({
  CBR_RATES_URL: `http://127.0.0.1:${(stub.address() as AddressInfo).port}/scripts/XML_daily.asp`,
});
const { CNY, USD, USDT } = CurrencyId;

let reader: { token: string } | undefined;
const priceOf = async (currencyId: number) => {
  reader ??= await signUp(t);
  const res = await t.call('GET', '/app/currency/getExchangeRate', {
    token: reader.token,
    query: { fromCurrencyId: currencyId, toCurrencyId: 1 },
  });
  expect(res.status).toBe(200);
  return res.body.data.rate as string;
};
const adminRow = async (token: string, currencyId: number) => {
  const res = await t.call('GET', '/admin/api/currency/rates', { token });
  expect(res.status).toBe(200);
  return (res.body.data as any[]).find((r) => r.currencyId === currencyId);
};

describe('live rates (issue 13)', () => {
  it('reads the daily sheet: roubles per one unit, exactly; unknown and malformed entries left out', () => {
    const xml = new TextDecoder('windows-1251').decode(cbrSheet('26.11.2026', '112,3456', '98,7654'));
    expect(xml).toContain('Китайский юань');
    expect(parseCbrDaily(xml)).toEqual({
      date: '2026-11-26',
      prices: [
        { code: 'USD', value: '98.7654', nominal: 1 },
        { code: 'CNY', value: '112.3456', nominal: 10 },
        { code: 'JPY', value: '52.1034', nominal: 100 },
      ],
    });
    expect(() => parseCbrDaily('<html>maintenance</html>')).toThrow(/not a daily rates sheet/);
  });

  it('prices the currencies it names by the live sheet; staff override and hand back; the rest stay staff’s', async () => {
    const admin = await staffMember(t, StaffRole.platformAdmin);
    const usdtBefore = await priceOf(USDT);
    expect(await t.app.services.wallet.liveRates.refresh()).toBe(2); // USD and CNY; JPY is not a currency here
    expect(await priceOf(CNY)).toBe('11.23456000');
    expect(await priceOf(USD)).toBe('98.76540000');
    expect(await priceOf(USDT)).toBe(usdtBefore);
    expect(await adminRow(admin.token, CNY)).toMatchObject({
      source: 'live',
      rubPrice: '11.23456000',
      liveRubPrice: '11.23456000',
      liveRateDate: '2026-11-26',
      staffOverride: false,
    });

    // Staff set a price: it wins over the live one until they hand back.
    const set = await t.call('PUT', '/admin/api/currency/rate', {
      token: admin.token,
      body: { currencyId: CNY, rubPrice: '12.5' },
    });
    expect(set.status).toBe(200);
    expect(await priceOf(CNY)).toBe('12.50000000');
    expect(await adminRow(admin.token, CNY)).toMatchObject({ source: 'staff', staffOverride: true });
    await t.app.services.wallet.liveRates.refresh();
    expect(await priceOf(CNY)).toBe('12.50000000');

    const handBack = await t.call('PUT', '/admin/api/currency/rate/override', {
      token: admin.token,
      body: { currencyId: CNY, override: false },
    });
    expect(handBack.body.data).toMatchObject({
      source: 'live',
      rubPrice: '11.23456000',
      staffRubPrice: '12.50000000',
    });
    expect(await priceOf(CNY)).toBe('11.23456000');

    const audited = await queryRows<{ action: string }>(
      t.db,
      sql`select action from staff_audit where staff_id = ${admin.id} and object_type = 'currencyRate' order by id`,
    );
    expect(audited.map((a) => a.action)).toEqual(['currencyRate.update', 'currencyRate.override']);
  });

  it('keeps the last prices through a failed read, and falls back to staff’s after two days without one', async () => {
    answer = { status: 200, body: cbrSheet('27.11.2026', '113,0000', '99,0000') };
    await t.app.services.wallet.liveRates.refresh();
    expect(await priceOf(CNY)).toBe('11.30000000');

    answer = { status: 503, body: Buffer.from('maintenance') };
    await expect(t.app.services.wallet.liveRates.refresh()).rejects.toThrow(/HTTP 503/);
    expect(await priceOf(CNY)).toBe('11.30000000');

    t.clock.advance(49 * 3_600_000);
    await expect(t.app.services.wallet.liveRates.refresh()).rejects.toThrow(/HTTP 503/);
    expect(await priceOf(CNY)).toBe('12.50000000');
    expect(await priceOf(USD)).not.toBe('99.00000000');

    answer = { status: 200, body: cbrSheet('29.11.2026', '114,0000', '100,0000') };
    await t.app.services.wallet.liveRates.refresh();
    expect(await priceOf(CNY)).toBe('11.40000000');
  });

  it('answers nothing to anyone but staff', async () => {
    const user = await staffMember(t, StaffRole.customerService);
    expect((await t.call('GET', '/admin/api/currency/rates', { token: user.token })).status).toBe(403);
  });
});
