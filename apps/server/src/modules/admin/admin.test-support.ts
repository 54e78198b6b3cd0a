import type { StaffRoleValue } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { signUp } from '../users/users.test-support.ts';

/** A signed-up user with a staff role and a live session. */
export async function staffMember(t: TestApp, role: StaffRoleValue) {
  const person = await signUp(t);
  await t.app.services.users.setStaffRole(person.id, role);
  return person;
}

/** An object's audit lines, newest first, as the console reads them. */
export const auditOf = async (t: TestApp, token: string, objectType: string, objectId: string | number) =>
  (await t.call('GET', '/admin/api/audit', { token, query: { objectType, objectId: String(objectId) } })).body
    .rows as { action: string; staffId: number; before: any; after: any }[];

export const liveSessions = async (t: TestApp, userId: number) =>
  (
    await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from sessions where user_id = ${userId} and revoked_at is null`,
    )
  )[0]!.n;
