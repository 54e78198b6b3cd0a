import { z } from 'zod';
import { AREA_CODES } from './enums.ts';
import {
  AVATAR_COLOR_CODES,
  CAPTCHA_SOLUTION_MAX_LENGTH,
  CODE_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USER_NAME_MAX_LENGTH,
} from './limits.ts';
import { EMAIL_PATTERN, normalizePhone } from './phone.ts';

// Issue messages that are result-code names become that code on the server and a translated line on the web.

export const areaCode = z.enum(AREA_CODES, { error: 'phoneFormat' });
export const phone = z
  .string({ error: 'phoneFormat' })
  .trim()
  .min(1, { error: 'phoneFormat' })
  .max(20, { error: 'phoneFormat' });
export const email = z
  .string({ error: 'emailFormat' })
  .trim()
  .max(254, { error: 'emailFormat' })
  .regex(EMAIL_PATTERN, { error: 'emailFormat' });
export const verificationCode = z
  .string({ error: 'codeWrong' })
  .trim()
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), { error: 'codeWrong' });
export const password = z
  .string({ error: 'passwordTooShort' })
  .min(PASSWORD_MIN_LENGTH, { error: 'passwordTooShort' })
  .max(PASSWORD_MAX_LENGTH);
export const agreeTerms = z.literal(true, { error: 'termsNotAccepted' });
export const avatarColorCode = z.union(AVATAR_COLOR_CODES.map((c) => z.literal(c)));
export const userName = z.string().trim().min(1).max(USER_NAME_MAX_LENGTH, { error: 'nameTooLong' });
/** A part of the name people see (first or last): the profile edit and the sign-up take it alike. */
export const namePart = z
  .string()
  .trim()
  .max(USER_NAME_MAX_LENGTH, { error: 'nameTooLong' })
  .regex(/^\P{Cc}*$/u);

/** Adds the +7/+86 format check of spec §5 to any object with phone and areaCode. */
function checkPhone(value: { phone?: string; areaCode?: (typeof AREA_CODES)[number] }, ctx: z.RefinementCtx) {
  if (value.phone === undefined || value.areaCode === undefined) return;
  if (!normalizePhone(value.areaCode, value.phone))
    ctx.addIssue({ code: 'custom', path: ['phone'], message: 'phoneFormat' });
}
function checkPasswordsMatch(value: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (value.password !== value.confirmPassword)
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'passwordsDiffer' });
}
function checkPhoneOrEmail(
  value: { phone?: string; areaCode?: string; email?: string },
  ctx: z.RefinementCtx,
) {
  const hasPhone = value.phone !== undefined && value.areaCode !== undefined;
  if (hasPhone === (value.email !== undefined))
    ctx.addIssue({ code: 'custom', path: ['phone'], message: 'phoneFormat' });
}

export const sendSmsBody = z.object({ phone, areaCode }).superRefine(checkPhone);
export const sendMailBody = z.object({ email });

const registerFields = {
  code: verificationCode,
  password,
  confirmPassword: z.string(),
  agreeTerms,
  userName: userName.optional(),
  /**
   * The name the person is shown by (issue 30): with it the account counts as named (modifyFlag 1) from the start.
   * The app always sends it; sent empty it is refused, left out (older clients) the account starts unnamed.
   */
  firstName: namePart.min(1, { error: 'firstNameRequired' }).optional(),
  lastName: namePart.optional(),
  avatarColorCode: avatarColorCode.optional(),
};
export const phoneRegisterBody = z
  .object({ phone, areaCode, ...registerFields })
  .superRefine(checkPhone)
  .superRefine(checkPasswordsMatch);
export const emailRegisterBody = z.object({ email, ...registerFields }).superRefine(checkPasswordsMatch);

export const smsLoginBody = z
  .object({ phone, areaCode, code: verificationCode, agreeTerms })
  .superRefine(checkPhone);
export const emailLoginBody = z.object({ email, code: verificationCode, agreeTerms });
export const passwordLoginBody = z
  .object({
    phone: phone.optional(),
    areaCode: areaCode.optional(),
    email: email.optional(),
    password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    agreeTerms,
    uuid: z.string().max(64).optional(),
    /** The proof of work's solution, `counter:derivedKey` (see captchaChallenge). */
    captcha: z.string().max(CAPTCHA_SOLUTION_MAX_LENGTH).optional(),
  })
  .superRefine(checkPhone)
  .superRefine(checkPhoneOrEmail);

export const forgotPasswordBody = z
  .object({
    phone: phone.optional(),
    areaCode: areaCode.optional(),
    email: email.optional(),
    code: verificationCode,
    password,
    confirmPassword: z.string(),
  })
  .superRefine(checkPhone)
  .superRefine(checkPhoneOrEmail)
  .superRefine(checkPasswordsMatch);

export const changeEmailBody = z.object({ email, code: verificationCode });
export const changeUserPhoneBody = z
  .object({ phone, areaCode, code: verificationCode })
  .superRefine(checkPhone);
export const loadUserByPhoneQuery = z.object({ phone, areaCode }).superRefine(checkPhone);
export const loadUserByPhoneResult = z.object({ registered: z.boolean() });

export const loginResult = z.object({
  token: z.string(),
  rongToken: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  nickName: z.string(),
  avatar: z.string(),
  avatarCompress: z.string(),
  avatarColorCode: z.number().int(),
  language: z.string(),
});
export type LoginResult = z.infer<typeof loginResult>;

/**
 * An ALTCHA proof-of-work challenge (issue 17), solved by the browser: find the counter whose PBKDF2 key (password =
 * the nonce's bytes then the counter as a big-endian uint32, salt = the salt's bytes) starts with keyPrefix; the
 * login then sends `captcha: "counter:derivedKeyHex"` with the challenge's uuid. altcha-lib's solveChallenge does it.
 */
export const captchaChallenge = z.object({
  algorithm: z.string(),
  nonce: z.string(),
  salt: z.string(),
  cost: z.number().int(),
  keyLength: z.number().int(),
  keyPrefix: z.string(),
});
/** `img` is kept for older clients and is empty: the check is the challenge, not a picture. */
export const captchaResult = z.object({
  img: z.string(),
  uuid: z.string(),
  captchaEnabled: z.boolean(),
  challenge: captchaChallenge,
});
export type CaptchaChallenge = z.infer<typeof captchaChallenge>;
export const captchaQuery = z.object({
  phone: phone.optional(),
  areaCode: areaCode.optional(),
  email: email.optional(),
});

export const outboxQuery = z.object({ to: z.string().trim().min(3).max(254) });
export const outboxEntry = z.object({
  to: z.string(),
  channel: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  createdAt: z.string(),
});
