// How a user is named, apart from the schemas in users.ts: the chat list names its rows with these on the web's
// first screen without loading zod (issue 19).
import type { UserVo } from './users.ts';

/**
 * The display-name rule of spec §3: remark first; else, while the name was never set (modifyFlag 0), +code and phone;
 * else first and last name; else userName.
 */
export function displayName(user: Partial<UserVo>): string {
  const remark = remarkOf(user);
  if (remark) return remark;
  if (user.modifyFlag === 0 && user.userPhone) return `${user.internationalAreaCode ?? ''}${user.userPhone}`;
  return personName(user);
}

/**
 * A name where a phone number must not stand in for one (a red packet's sender and claimers, read by a whole group):
 * the remark, else first and last name, else userName.
 */
export function personName(user: Partial<UserVo>): string {
  const remark = remarkOf(user);
  if (remark) return remark;
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || (user.userName ?? '');
}

const remarkOf = (user: Partial<UserVo>) =>
  [user.commentName, user.commentLast].filter(Boolean).join(' ').trim();
