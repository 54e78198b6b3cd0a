import { displayName, type MyUserInfo, Privacy, type UserVo } from '@volna/contracts';
import type { UserRow } from './users.repository.ts';

/** Which private fields of a user one viewer may see (spec §6); the owner sees all of his. */
export type Visibility = { phone: boolean; email: boolean; code: boolean };
export const SEES_ALL: Visibility = { phone: true, email: true, code: true };

/** Nobody (0) hides from all, My Contacts (1) shows to contacts only, Everybody (2) shows to all. */
export function allows(privacy: number, isContact: boolean): boolean {
  if (privacy === Privacy.everybody) return true;
  if (privacy === Privacy.contacts) return isContact;
  return false;
}

/**
 * Whether this viewer may find the user by his exact number (findByPhonePrivacy). Apart from seeing the number: one who
 * already knows it may reach its owner (pay him, add him) while the number stays hidden from everyone else.
 */
export const findableByPhone = (user: UserRow, isContact: boolean) =>
  allows(user.findByPhonePrivacy, isContact);

export function visibilityFor(user: UserRow, isContact: boolean): Visibility {
  return {
    phone: allows(user.phonePrivacy, isContact),
    email: allows(user.emailPrivacy, isContact),
    code: allows(user.codePrivacy, isContact),
  };
}

/** First and last name, else the user name: what the user himself and the login answer call him. */
export function ownName(user: UserRow): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.userName;
}

/**
 * A user as this viewer may see him. Hidden fields are left out of the object, not blanked, so they never reach the
 * wire; the nick name is computed from what remains, so a hidden phone cannot leak through it either.
 */
export function presentUser(user: UserRow, visible: Visibility): UserVo {
  const vo: UserVo = {
    userId: user.id,
    userName: user.userName,
    firstName: user.firstName,
    lastName: user.lastName,
    nickName: '',
    avatar: user.avatar,
    avatarCompress: user.avatarCompress,
    avatarColorCode: user.avatarColorCode,
    gender: user.gender,
    modifyFlag: user.modifyFlag,
    adPermissions: user.adPermissions,
  };
  if (visible.code) vo.userCode = user.userCode;
  if (visible.phone && user.phone) {
    vo.userPhone = user.phone;
    vo.internationalAreaCode = user.areaCode ?? '';
  }
  if (visible.email && user.email) vo.email = user.email;
  vo.nickName = displayName(vo);
  return vo;
}

/** The signed-in user's own record: all of his fields, never a hash. */
export function presentOwn(user: UserRow): MyUserInfo {
  return {
    ...presentUser(user, SEES_ALL),
    userCode: user.userCode,
    userPhone: user.phone ?? '',
    internationalAreaCode: user.areaCode ?? '',
    email: user.email ?? '',
    confFlag: user.confFlag,
    msgFlag: user.msgFlag,
    phonePrivacy: user.phonePrivacy,
    emailPrivacy: user.emailPrivacy,
    codePrivacy: user.codePrivacy,
    findByPhonePrivacy: user.findByPhonePrivacy,
    staffRole: user.staffRole,
    hasPayPassword: user.payPasswordHash !== null,
    language: user.language,
    createTime: user.createdAt.toISOString(),
  };
}

/** The non-token fields of a login answer. */
export function presentLogin(user: UserRow) {
  return {
    userId: user.id,
    userName: user.userName,
    firstName: user.firstName,
    lastName: user.lastName,
    nickName: ownName(user),
    avatar: user.avatar,
    avatarCompress: user.avatarCompress,
    avatarColorCode: user.avatarColorCode,
    language: user.language,
  };
}
