import { StaffRole } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { signUp } from '../users/users.test-support.ts';
import { staffMember } from './admin.test-support.ts';

const t = useTestApp();

/** Every staff table the console sorts on the server, with the fields its query accepts. */
const TABLES = [
  { path: '/admin/api/users', fields: ['userId', 'createTime'], id: 'userId' },
  { path: '/admin/api/audit', fields: ['createTime'], id: 'id' },
  { path: '/admin/api/support/ticket/list', fields: ['id', 'status', 'updateTime'], id: 'id' },
  { path: '/admin/api/support/bugReport/list', fields: ['id', 'status', 'createTime'], id: 'id' },
  { path: '/admin/api/support/complaint/list', fields: ['id', 'status', 'createTime'], id: 'id' },
  { path: '/admin/api/topup/list', fields: ['id', 'status', 'createTime'], id: 'id' },
  { path: '/admin/api/transfer/list', fields: ['id', 'state', 'createTime', 'updateTime'], id: 'id' },
  { path: '/admin/api/vip-dating/requests', fields: ['id', 'price', 'state', 'createTime'], id: 'id' },
] as const;

describe('staff tables sort on the server', () => {
  it('answers every declared field in both directions, and refuses an unknown field or direction', async () => {
    const admin = await staffMember(t, StaffRole.platformAdmin);
    for (const table of TABLES) {
      for (const sort of table.fields)
        for (const order of ['asc', 'desc'])
          expect(
            (await t.call('GET', table.path, { token: admin.token, query: { sort, order } })).status,
            `${table.path} ${sort} ${order}`,
          ).toBe(200);
      const bad: Record<string, string>[] = [
        { sort: 'password' },
        { sort: table.fields[0], order: 'sideways' },
      ];
      for (const query of bad) {
        const refused = await t.call('GET', table.path, { token: admin.token, lang: 'en', query });
        expect(refused.status, `${table.path} ${JSON.stringify(query)}`).toBe(400);
        expect(refused.body.msg).toBeTruthy();
      }
    }
  });

  it('orders rows by the chosen column, ties broken the same way, and pages never overlap', async () => {
    const admin = await staffMember(t, StaffRole.platformAdmin);
    for (let i = 0; i < 4; i++) {
      t.clock.advance(1000);
      await signUp(t);
    }
    const ids = async (order: 'asc' | 'desc', pageNum: number) =>
      (
        await t.call('GET', '/admin/api/users', {
          token: admin.token,
          query: { sort: 'createTime', order, pageSize: 3, pageNum },
        })
      ).body.rows.map((r: { userId: number }) => r.userId) as number[];
    const ascending = [...(await ids('asc', 1)), ...(await ids('asc', 2))];
    const descending = [...(await ids('desc', 1)), ...(await ids('desc', 2))];
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(new Set(ascending).size).toBe(ascending.length);
  });
});
