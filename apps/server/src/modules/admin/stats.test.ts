import { DASHBOARD_CHART_DAYS, StaffRole } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { signUp } from '../users/users.test-support.ts';
import { staffMember } from './admin.test-support.ts';

const t = useTestApp();

/** A page visit now, by a signed-in user (token) or a guest's device. */
async function visit(pageName: string, who: { token?: string; deviceId?: string; platform?: string }) {
  const res = await t.call('POST', '/im/userVisit/add', {
    token: who.token,
    body: { pageName, deviceId: who.deviceId, platform: who.platform },
  });
  expect(res.status).toBe(200);
  // Past the one-second de-duplication, so the next visit counts.
  t.clock.advance(1500);
}

const stats = (token: string, query: Record<string, string | number>) =>
  t.call('GET', '/admin/api/pageVisits', { token, lang: 'en', query });

describe('dashboard', () => {
  it('answers the last ledger check (null before any) without running one', async () => {
    const admin = await staffMember(t, StaffRole.platformAdmin);
    const before = await t.call('GET', '/admin/api/dashboard', { token: admin.token });
    expect(before.body.data.ledger).toBeNull();
    const check = await t.call('GET', '/admin/api/ledger/check', { token: admin.token });
    expect(check.body.data.ok).toBe(true);
    const after = await t.call('GET', '/admin/api/dashboard', { token: admin.token });
    expect(after.body.data.ledger).toEqual({ ok: true, problems: 0, checkedAt: check.body.data.checkedAt });
  });

  it('charts 30 Moscow days of sign-ups, DAU, visits and the top pages', async () => {
    const agent = await staffMember(t, StaffRole.customerService);
    // 22:30 UTC is already the next day in Moscow (UTC+3).
    t.clock.set(new Date('2026-11-24T22:30:00Z'));
    const [anna, boris] = [await signUp(t), await signUp(t)];
    await visit('charts-home', { token: anna.token });
    await visit('charts-home', { token: anna.token });
    await visit('charts-home', { token: boris.token });
    await visit('charts-wallet', { deviceId: 'guest-1' });

    const res = await t.call('GET', '/admin/api/dashboard/charts', { token: agent.token });
    expect(res.status).toBe(200);
    const charts = res.body.data;
    expect(charts.days).toHaveLength(DASHBOARD_CHART_DAYS);
    expect(charts.days.at(-1)).toBe('2026-11-25');
    expect(charts.days[0]).toBe('2026-10-27');
    for (const series of [charts.signUps, charts.dau, charts.visits, charts.guestVisits])
      expect(series).toHaveLength(DASHBOARD_CHART_DAYS);
    const today = DASHBOARD_CHART_DAYS - 1;
    expect(charts.signUps[today]).toBeGreaterThanOrEqual(2);
    expect(charts.dau[today]).toBe(2);
    // Guests are counted apart (issue 28 §6): a forged guest visit never lifts the users' figures nor the top pages.
    expect(charts.visits[today]).toBe(3);
    expect(charts.guestVisits[today]).toBe(1);
    expect(charts.pages.map((p: { pageName: string }) => p.pageName)).not.toContain('charts-wallet');
    const home = charts.pages.find((p: { pageName: string }) => p.pageName === 'charts-home');
    expect(home.total).toBe(3);
    expect(home.byDay.at(-1)).toBe(3);
    expect(home.byDay.slice(0, -1).every((n: number) => n === 0)).toBe(true);
    expect(charts.pages[0].total).toBeGreaterThanOrEqual(charts.pages.at(-1).total);
  });
});

describe('GET /admin/api/pageVisits', () => {
  it('groups by page, day and platform with filters, sorting and server-side pages', async () => {
    const agent = await staffMember(t, StaffRole.customerService);
    t.clock.set(new Date('2026-11-10T08:00:00Z'));
    const user = await signUp(t);
    await visit('stats-a', { token: user.token, platform: 'ios' });
    await visit('stats-a', { deviceId: 'g-1', platform: 'android' });
    await visit('stats-b', { deviceId: 'g-1', platform: 'android' });
    t.clock.set(new Date('2026-11-11T08:00:00Z'));
    await visit('stats-a', { token: user.token, platform: 'ios' });
    const period = { from: '2026-11-10', to: '2026-11-11' };

    const byPage = await stats(agent.token, { ...period, groupBy: 'page', sort: 'key', order: 'asc' });
    expect(byPage.body.rows).toEqual([
      { key: 'stats-a', visits: 3, users: 1, guests: 1 },
      { key: 'stats-b', visits: 1, users: 0, guests: 1 },
    ]);
    const byDay = await stats(agent.token, { ...period, groupBy: 'day', pageName: 'stats-a', sort: 'key' });
    expect(byDay.body.rows).toEqual([
      { key: '2026-11-11', visits: 1, users: 1, guests: 0 },
      { key: '2026-11-10', visits: 2, users: 1, guests: 1 },
    ]);
    const byPlatform = await stats(agent.token, { ...period, groupBy: 'platform', platform: 'android' });
    expect(byPlatform.body.rows).toEqual([{ key: 'android', visits: 2, users: 0, guests: 2 }]);
    const paged = await stats(agent.token, { ...period, sort: 'visits', pageSize: 1, pageNum: 2 });
    expect(paged.body).toMatchObject({ total: 2, rows: [{ key: 'stats-b' }] });
    const oneDay = await stats(agent.token, { from: '2026-11-11', to: '2026-11-11' });
    expect(oneDay.body.rows).toEqual([{ key: 'stats-a', visits: 1, users: 1, guests: 0 }]);
  });

  it('refuses bad filters with 400 and a user with 403', async () => {
    const agent = await staffMember(t, StaffRole.customerService);
    const queries: Record<string, string | number>[] = [
      { from: '2026-11-12', to: '2026-11-10' },
      { from: '2025-01-01', to: '2026-11-10' },
      { from: '2026-02-30', to: '2026-03-01' },
      { groupBy: 'country' },
      { sort: 'drop table' },
      { pageSize: 1000 },
    ];
    for (const query of queries) {
      const res = await stats(agent.token, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.success).toBe(false);
    }
    const user = await signUp(t);
    expect((await stats(user.token, {})).status).toBe(403);
  });

  it('exports the rows as a quoted UTF-8 CSV attachment', async () => {
    const agent = await staffMember(t, StaffRole.customerService);
    t.clock.set(new Date('2026-11-15T08:00:00Z'));
    await visit('Оплата, "шаг 2"', { deviceId: 'g-2' });
    await visit('=HYPERLINK("x")', { deviceId: 'g-2' });
    const res = await t.call('GET', '/admin/api/pageVisits/export', {
      token: agent.token,
      query: { from: '2026-11-15', to: '2026-11-15', groupBy: 'page', sort: 'key', order: 'asc' },
    });
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.raw.headers['content-disposition']).toBe('attachment; filename="page-visits-by-page.csv"');
    expect(res.raw.body).toBe(
      '\uFEFFpage,visits,users,guests\r\n"\'=HYPERLINK(""x"")",1,0,1\r\n"Оплата, ""шаг 2""",1,0,1\r\n',
    );
    const bad = await t.call('GET', '/admin/api/pageVisits/export', {
      token: agent.token,
      query: { to: 'x' },
    });
    expect(bad.status).toBe(400);
  });
});
