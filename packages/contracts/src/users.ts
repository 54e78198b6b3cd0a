import { z } from 'zod';
import { avatarColorCode, namePart, userName } from './auth.ts';
import { pageQuery } from './common.ts';
import { LANGUAGES, Privacy } from './enums.ts';
import {
  PAGE_SIZE_DEFAULT,
  PAY_PASSWORD_LENGTH,
  PASSWORD_MAX_LENGTH,
  SEARCH_TEXT_MAX_LENGTH,
  USER_DIRECTORY_PAGE_SIZE_MAX,
} from './limits.ts';

const privacyLevel = z.union([
  z.literal(Privacy.nobody),
  z.literal(Privacy.contacts),
  z.literal(Privacy.everybody),
]);
const flag = z.union([z.literal(0), z.literal(1)]);
/** Control characters (NUL above all, which PostgreSQL cannot store) have no place in names or search text. */
const NO_CONTROL_CHARACTERS = /^\P{Cc}*$/u;

/** Another user as the viewer may see him: private fields are absent when his privacy hides them. */
export const userVo = z.object({
  userId: z.number().int(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  nickName: z.string(),
  avatar: z.string(),
  avatarCompress: z.string(),
  avatarColorCode: z.number().int(),
  gender: z.number().int(),
  modifyFlag: z.number().int(),
  adPermissions: z.number().int(),
  userCode: z.string().optional(),
  userPhone: z.string().optional(),
  internationalAreaCode: z.string().optional(),
  email: z.string().optional(),
  commentName: z.string().optional(),
  commentLast: z.string().optional(),
});
export type UserVo = z.infer<typeof userVo>;

/** The signed-in user's own record: everything of his, never a hash. */
export const myUserInfo = userVo.extend({
  userCode: z.string(),
  userPhone: z.string(),
  internationalAreaCode: z.string(),
  email: z.string(),
  confFlag: z.number().int(),
  msgFlag: z.number().int(),
  phonePrivacy: z.number().int(),
  emailPrivacy: z.number().int(),
  codePrivacy: z.number().int(),
  /** Who may find me by my exact phone number (search, transfer recipient), apart from who may see the number. */
  findByPhonePrivacy: z.number().int(),
  staffRole: z.number().int(),
  hasPayPassword: z.boolean(),
  language: z.string(),
  createTime: z.string(),
});
export type MyUserInfo = z.infer<typeof myUserInfo>;

export const updateUserBody = z
  .object({
    userName: userName.regex(NO_CONTROL_CHARACTERS).optional(),
    firstName: namePart.optional(),
    lastName: namePart.optional(),
    gender: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
    avatar: z.string().max(512).optional(),
    avatarCompress: z.string().max(512).optional(),
    avatarColorCode: avatarColorCode.optional(),
    phonePrivacy: privacyLevel.optional(),
    emailPrivacy: privacyLevel.optional(),
    codePrivacy: privacyLevel.optional(),
    findByPhonePrivacy: privacyLevel.optional(),
    confFlag: flag.optional(),
    msgFlag: flag.optional(),
    language: z.enum(LANGUAGES).optional(),
  })
  .strict();
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const updatePayPasswordBody = z
  .object({
    password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    payPassword: z
      .string()
      .regex(new RegExp(`^\\d{${PAY_PASSWORD_LENGTH}}$`), { error: 'payPasswordFormat' }),
    confirmPayPassword: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.payPassword !== v.confirmPayPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPayPassword'], message: 'passwordsDiffer' });
  });

export const batchInfoQuery = z.object({
  userIds: z
    .string()
    .max(2000)
    .regex(/^\d{1,10}(,\d{1,10})*$/),
});

/** A page of other users: at most USER_DIRECTORY_PAGE_SIZE_MAX, so nobody walks the user base in a few requests. */
const userPageSize = z.coerce
  .number()
  .int()
  .min(1)
  .max(USER_DIRECTORY_PAGE_SIZE_MAX, { error: 'userPageTooLarge' })
  .default(PAGE_SIZE_DEFAULT);

export const userSearchQuery = pageQuery.extend({
  pageSize: userPageSize,
  keyword: z.string().trim().min(1).max(SEARCH_TEXT_MAX_LENGTH).regex(NO_CONTROL_CHARACTERS),
});
/** The directory: my contacts, or with a keyword my contacts by name and anyone by exact phone/e-mail/code. */
export const userListQuery = pageQuery.extend({
  pageSize: userPageSize,
  keyword: z.string().trim().max(SEARCH_TEXT_MAX_LENGTH).regex(NO_CONTROL_CHARACTERS).optional(),
});

export const blockUserBody = z.object({ blockUserId: z.coerce.number().int().positive().max(2_147_483_647) });
export const checkBlockedBody = z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647) });
export const checkBlockedResult = z.object({
  /** the other user blocked me */
  blocked: z.boolean(),
  /** I blocked the other user */
  blocking: z.boolean(),
});
export const blockedUser = userVo.extend({ blockedAt: z.string() });
