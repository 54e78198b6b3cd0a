import { listingBody, ResultCode } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { createTestApp, useTestApp } from '../../../test/harness.ts';
import { bodies, person, publish } from './listings.test-support.ts';

// A place picked on the map (/choose-location) travels as "lat,lng" beside its address; a point off the globe is
// refused in the caller's language and stores nothing.

const t = useTestApp();

const countOf = async (ownerId: number) =>
  (
    await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from listings where owner_id = ${ownerId}`,
    )
  )[0]!.n;

const withPoint = (placeAt: unknown) => ({ ...bodies.event, body: { ...bodies.event.body, placeAt } });

describe('a listing place with its point on the map', () => {
  it('keeps a picked point beside the address and answers it on the listing', async () => {
    const anna = await person(t);
    const res = await publish(t, anna, withPoint('55.755800,37.617300'));
    expect(res.body.code).toBe(ResultCode.ok);
    const detail = await t.call('GET', `/app/listings/${res.body.data.id}`, {
      token: anna.token,
      lang: 'en',
    });
    expect(detail.body.data.body).toMatchObject({ place: 'Blue Club hall', placeAt: '55.755800,37.617300' });
    // The address alone is still a place.
    expect((await publish(t, anna, withPoint(''))).body.code).toBe(ResultCode.ok);
  });

  it('refuses latitude beyond ±90, longitude beyond ±180 and non-points, translated, storing nothing', async () => {
    const boris = await person(t);
    for (const bad of ['90.5,10', '-91,10', '10,180.01', '10,-181', 'Moscow', '55.7,', 42, '1e3,2']) {
      const res = await publish(t, boris, withPoint(bad), undefined, 'ru');
      expect(res.status, String(bad)).toBeLessThan(500);
      expect(res.body.code, String(bad)).toBe(ResultCode.locationInvalid);
      expect(res.body.msg).toContain('широта от −90 до 90');
    }
    const english = await publish(t, boris, withPoint('91,0'), undefined, 'en');
    expect(english.body.msg).toContain('latitude −90 to 90');
    const chinese = await publish(t, boris, withPoint('0,200'), undefined, 'zh');
    expect(chinese.body.msg).toContain('纬度');
    // The remittance's from/to and the task's location take points the same way.
    const refusedOn = (body: Record<string, unknown>) => {
      const parsed = listingBody.safeParse(body);
      return parsed.success
        ? null
        : parsed.error.issues.find((issue) => issue.message === 'locationInvalid')?.path;
    };
    expect(refusedOn({ kind: 'remittance', from: 'Moscow', fromAt: '0,999', to: 'Harbin' })).toEqual([
      'fromAt',
    ]);
    expect(refusedOn({ kind: 'task', location: 'Kazan', locationAt: '-95,0' })).toEqual(['locationAt']);
    expect(await countOf(boris.id)).toBe(0);
  });

  it('answers no map and no geocoder when none is configured', async () => {
    const res = await t.call('GET', '/app/system/map', { lang: 'en' });
    expect(res.body.data).toEqual({ tilesUrl: null, geocoderUrl: null });
  });

  it('answers the configured tiles and geocoder, and lets the web app reach their hosts', async () => {
    const configured = await createTestApp({
      MAP_TILES_URL: 'https://tiles.example.org/{z}/{x}/{y}.png',
      GEOCODER_URL: 'https://geo.example.org/nominatim/',
    });
    try {
      const res = await configured.call('GET', '/app/system/map', { lang: 'en' });
      expect(res.body.data).toEqual({
        tilesUrl: 'https://tiles.example.org/{z}/{x}/{y}.png',
        geocoderUrl: 'https://geo.example.org/nominatim',
      });
      const page = await configured.app.inject({ method: 'GET', url: '/h5/' });
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toMatch(/img-src [^;]*https:\/\/tiles\.example\.org/);
      expect(csp).toMatch(/connect-src [^;]*https:\/\/geo\.example\.org/);
    } finally {
      await configured.close();
    }
  });
});
