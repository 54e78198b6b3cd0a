import { randomInt } from 'node:crypto';
import {
  AVATAR_COLOR_CODES,
  DEFAULT_LANGUAGE,
  DEFAULT_USER_NAME_PHONE_DIGITS,
  DEFAULT_USER_NAME_PREFIX,
  LANGUAGES,
  type Language,
  StaffRole,
  type StaffRoleValue,
  USER_CODE_ALPHABET,
  USER_CODE_LENGTH,
  USER_NAME_MAX_LENGTH,
} from '@volna/contracts';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import { hashSecret, verifySecret } from './password.ts';
import { createPasswordCheck } from './password-check.ts';
import { presentLogin } from './user.presenter.ts';
import { createUserDirectory } from './user-directory.ts';
import { type UserRow, usersRepository } from './users.repository.ts';

export type { UserRow } from './users.repository.ts';

/**
 * Whether `ownerId` counts `viewerId` among his contacts, for the "My Contacts" privacy level. The friends module
 * (a later issue) supplies it; until then nobody is anybody's contact, so "My Contacts" shows to nobody but the owner.
 * It is called lazily, so services.ts may pass a closure over a service it builds after this one.
 */
export type AreContacts = (viewerId: number, ownerId: number) => Promise<boolean>;
/** The viewer's private remarks (commentName/commentLast) for these users; the friends module supplies them. */
export type RemarksOf = (
  viewerId: number,
  userIds: number[],
) => Promise<Map<number, { commentName: string; commentLast: string }>>;
/** Called after a block is stored (the friends module ends the friendship and the pending requests). */
export type OnBlocked = (blockerId: number, blockedId: number) => Promise<void>;
/** The ids of the viewer's contacts (his friends): all the user directory lists without an exact search. */
export type ContactIdsOf = (viewerId: number) => Promise<number[]>;
/** Whether the two have a chat or a contact relation: only then does the block check tell one about the other. */
export type AreRelated = (a: number, b: number) => Promise<boolean>;
export type UsersOptions = {
  areRelated?: AreRelated;
  areContacts?: AreContacts;
  remarksOf?: RemarksOf;
  onBlocked?: OnBlocked;
  contactIdsOf?: ContactIdsOf;
};

export type NewAccount = {
  areaCode?: string;
  phone?: string;
  email?: string;
  password: string;
  userName?: string;
  /** The name chosen at sign-up (issue 30): the account is named (modifyFlag 1) from the start. */
  firstName?: string;
  lastName?: string;
  avatarColorCode?: number;
  language?: string;
};

const USER_CODE_ATTEMPTS = 8;
// PostgreSQL cannot store NUL, and no other control character belongs in a name or an address.
const CONTROL_CHARACTER = /\p{Cc}/u;
const CONTROL_CHARACTERS = /\p{Cc}/gu;
const PHONE_CONSTRAINT = 'users_phone_uq';
const EMAIL_CONSTRAINT = 'users_email_uq';
const CODE_CONSTRAINT = 'users_code_uq';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

function newUserCode() {
  let code = '';
  for (let i = 0; i < USER_CODE_LENGTH; i++) code += USER_CODE_ALPHABET[randomInt(USER_CODE_ALPHABET.length)];
  return code;
}

function defaultUserName(phone: string | undefined, email: string | undefined) {
  if (phone) return `${DEFAULT_USER_NAME_PREFIX}${phone.slice(-DEFAULT_USER_NAME_PHONE_DIGITS)}`;
  const local = email?.split('@')[0] ?? '';
  return (local || DEFAULT_USER_NAME_PREFIX).slice(0, USER_NAME_MAX_LENGTH);
}

const languageOrDefault = (language: string | undefined): Language =>
  (LANGUAGES as readonly string[]).includes(language ?? '') ? (language as Language) : DEFAULT_LANGUAGE;

/** A phone or e-mail unique violation means someone else registered it first: the same answer as the pre-check. */
function accountConflictOf(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === PHONE_CONSTRAINT || constraint === EMAIL_CONSTRAINT) fail('accountExists');
  throw error;
}

export function createUsersService(deps: AppDeps, options: UsersOptions = {}) {
  const { db } = deps.database;
  const { clock } = deps;

  async function findById(id: number) {
    return usersRepository.findById(db, id);
  }

  async function existingOrFail(userId: number) {
    return (await usersRepository.findById(db, userId)) ?? fail('userNotFound');
  }

  const passwords = createPasswordCheck(deps);

  async function staffRoleOf(userId: number) {
    return (await usersRepository.findById(db, userId))?.staffRole ?? StaffRole.none;
  }

  const accounts = {
    findById,
    findByPhone: (areaCode: string, phone: string) => usersRepository.findByPhone(db, areaCode, phone),
    /** No stored address holds a control character, and PostgreSQL would refuse a NUL: such input finds nobody. */
    findByEmail: async (email: string) =>
      CONTROL_CHARACTER.test(email) ? undefined : usersRepository.findByEmail(db, normalizeEmail(email)),

    /** A new account; phone is the national number from normalizePhone. Refuses a taken phone or e-mail. */
    async createAccount(input: NewAccount): Promise<UserRow> {
      const email = input.email === undefined ? undefined : normalizeEmail(input.email);
      const phone = input.phone && input.areaCode ? input.phone : undefined;
      if (!phone && !email) fail('badRequest', { field: 'phone' });
      if (email && CONTROL_CHARACTER.test(email)) fail('emailFormat');
      if (phone && (await usersRepository.findByPhone(db, input.areaCode!, phone))) fail('accountExists');
      if (email && (await usersRepository.findByEmail(db, email))) fail('accountExists');
      const passwordHash = await hashSecret(input.password);
      const now = clock.now();
      const chosenName = input.userName
        ?.replace(CONTROL_CHARACTERS, '')
        .trim()
        .slice(0, USER_NAME_MAX_LENGTH);
      const userName = chosenName || defaultUserName(phone, email);
      const clean = (part: string | undefined) =>
        (part ?? '').replace(CONTROL_CHARACTERS, '').trim().slice(0, USER_NAME_MAX_LENGTH);
      const firstName = clean(input.firstName);
      for (let attempt = 1; ; attempt++) {
        try {
          return await usersRepository.insert(db, {
            userCode: newUserCode(),
            userName,
            areaCode: phone ? input.areaCode : null,
            phone: phone ?? null,
            email: email ?? null,
            passwordHash,
            avatarColorCode:
              input.avatarColorCode ?? AVATAR_COLOR_CODES[randomInt(AVATAR_COLOR_CODES.length)]!,
            firstName,
            lastName: firstName ? clean(input.lastName) : '',
            // Spec §3: the phone stands for the name only of an account that never chose one.
            modifyFlag: firstName ? 1 : 0,
            language: languageOrDefault(input.language),
            createdAt: now,
            updatedAt: now,
          });
        } catch (error) {
          // A code collision is a coin toss among 31^8 codes: draw again; anything else is a real conflict.
          if (uniqueViolation(error) === CODE_CONSTRAINT && attempt < USER_CODE_ATTEMPTS) continue;
          accountConflictOf(error);
        }
      }
    },

    verifyPassword: (user: UserRow, password: string) => verifySecret(password, user.passwordHash),

    async setPassword(userId: number, password: string) {
      const passwordHash = await hashSecret(password);
      await usersRepository.update(db, userId, { passwordHash, updatedAt: clock.now() });
    },

    /** Counts a password check before it runs (password-check.ts `reserve`). */
    reservePasswordLogin: passwords.reserve,

    /** A right password wipes the failed checks before it (password-check.ts `succeeded`). */
    passwordLoginSucceeded: passwords.succeeded,

    /** Every check of a login password, counted and limited per account (password-check.ts `check`). */
    checkPassword: passwords.check,

    /** The wallet's 6-digit pay password; setting or changing it takes the login password, checked as a login's. */
    async setPayPassword(userId: number, loginPassword: string, payPassword: string) {
      const user = await existingOrFail(userId);
      if (!(await passwords.check(user, loginPassword))) fail('wrongPassword');
      await usersRepository.update(db, userId, {
        payPasswordHash: await hashSecret(payPassword),
        updatedAt: clock.now(),
      });
    },

    /** Failed (or unanswered) password logins since the last successful one or password reset. */
    failedLogins: (user: UserRow) => user.loginAttempts - user.loginAttemptsCleared,

    resetFailedLogins: (userId: number) => usersRepository.clearLoginAttempts(db, userId),

    async changeEmail(userId: number, newEmail: string): Promise<UserRow> {
      const email = normalizeEmail(newEmail);
      if (CONTROL_CHARACTER.test(email)) fail('emailFormat');
      const user = await existingOrFail(userId);
      if (user.email === email) fail('sameAddress');
      if (await usersRepository.findByEmail(db, email)) fail('accountExists');
      try {
        return (await usersRepository.update(db, userId, { email, updatedAt: clock.now() }))!;
      } catch (error) {
        return accountConflictOf(error);
      }
    },

    async changePhone(userId: number, areaCode: string, phone: string): Promise<UserRow> {
      const user = await existingOrFail(userId);
      if (user.areaCode === areaCode && user.phone === phone) fail('sameAddress');
      if (await usersRepository.findByPhone(db, areaCode, phone)) fail('accountExists');
      try {
        return (await usersRepository.update(db, userId, { areaCode, phone, updatedAt: clock.now() }))!;
      } catch (error) {
        return accountConflictOf(error);
      }
    },

    presentLogin,

    /** Makes a user customer service or platform administrator (the demo seed now, the staff console later). */
    async setStaffRole(userId: number, staffRole: StaffRoleValue) {
      await existingOrFail(userId);
      await usersRepository.update(db, userId, { staffRole, updatedAt: clock.now() });
    },

    /** Presence: the user was active now (the realtime gateway throttles how often it asks). */
    async touchActive(userId: number) {
      await usersRepository.touchActive(db, userId, clock.now());
    },

    /** When each of these users was last active (null: never); users that do not exist are absent. */
    async lastActiveOf(userIds: number[]): Promise<Map<number, Date | null>> {
      const rows = userIds.length ? await usersRepository.findByIds(db, userIds) : [];
      return new Map(rows.map((r) => [r.id, r.lastActiveAt]));
    },

    /** Refuses a login of a blocked account (accountBlocked); runs in the transaction that starts the session. */
    async assertMayLogIn(tx: Db, userId: number) {
      if (await usersRepository.blockedForLogin(tx, userId)) fail('accountBlocked');
    },

    /** The caller's staff role, read afresh (the /admin/api guard asks on every call). */
    staffRoleOf,

    async isStaff(userId: number) {
      return (await staffRoleOf(userId)) !== StaffRole.none;
    },

    /** The customer-service accounts (for the group module's agent assignment). */
    customerServiceIds: () => usersRepository.idsWithStaffRole(db, StaffRole.customerService),

    /** Customer service answers users; a platform administrator can do whatever customer service can. */
    async isCustomer(userId: number) {
      const role = await staffRoleOf(userId);
      return role === StaffRole.customerService || role === StaffRole.platformAdmin;
    },
  };

  return { ...accounts, ...createUserDirectory(deps, options.areContacts ?? (async () => false), options) };
}

export type UsersService = ReturnType<typeof createUsersService>;
