import {
  type AreaCode,
  CAPTCHA_AFTER_FAILED_LOGINS,
  CAPTCHA_CHALLENGE_WINDOW_SECONDS,
  CAPTCHA_CHALLENGES_PER_IP,
  CodeChannel,
  type Language,
  type LoginResult,
  normalizePhone,
  PASSWORD_LOGIN_FAILURES_PER_IP,
  PASSWORD_LOGIN_WINDOW_SECONDS,
  PHONE_LOOKUP_WINDOW_SECONDS,
  PHONE_LOOKUPS_PER_IP,
} from '@volna/contracts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import { addressSubject, createRateLimiter, type RateLimit } from '../../http/rate-limit.ts';
import type { UsersService } from '../users/users.service.ts';
import { createCaptchaService } from './captcha.service.ts';
import { type CodeLog, createCodeService } from './code.service.ts';
import { emailTarget, outboxAddress, phoneTarget } from './code-target.ts';
import { createCodeDelivery } from './delivery/code-delivery.ts';
import type { SessionService } from './session.service.ts';

/** Who is asking: where from, in which language, and the request's log. */
export type AuthContext = { ip: string; userAgent: string; lang: Language; log: CodeLog };

type PhoneAddress = { phone: string; areaCode: AreaCode };
type Address = { phone?: string; areaCode?: AreaCode; email?: string };
type User = NonNullable<Awaited<ReturnType<UsersService['findById']>>>;
type Registration = {
  code: string;
  password: string;
  userName?: string;
  firstName?: string;
  lastName?: string;
  avatarColorCode?: number;
};

const loginsPerIp: RateLimit = {
  rule: 'login-ip',
  limit: PASSWORD_LOGIN_FAILURES_PER_IP,
  windowSeconds: PASSWORD_LOGIN_WINDOW_SECONDS,
};
const phoneLookupsPerIp: RateLimit = {
  rule: 'phone-lookup-ip',
  limit: PHONE_LOOKUPS_PER_IP,
  windowSeconds: PHONE_LOOKUP_WINDOW_SECONDS,
};
const challengesPerIp: RateLimit = {
  rule: 'captcha-ip',
  limit: CAPTCHA_CHALLENGES_PER_IP,
  windowSeconds: CAPTCHA_CHALLENGE_WINDOW_SECONDS,
};

/** The national number and the code target of a +7/+86 phone (format already checked by the contract). */
function phoneOf({ phone, areaCode }: PhoneAddress) {
  const national = normalizePhone(areaCode, phone) ?? fail('phoneFormat');
  return { areaCode, national, target: phoneTarget(areaCode, phone) };
}

export function createAuthService(
  deps: AppDeps,
  { sessions, users }: { sessions: SessionService; users: UsersService },
) {
  const delivery = createCodeDelivery(deps);
  const codes = createCodeService(deps, delivery);
  const captchas = createCaptchaService(deps);
  const limiter = createRateLimiter(deps);

  /** The account an address names, the code target of that address and the address as an account stores it. */
  async function accountAt(address: Address) {
    if (address.email !== undefined) {
      const target = emailTarget(address.email);
      return { target, stored: { email: target }, user: await users.findByEmail(target) };
    }
    if (address.phone === undefined || address.areaCode === undefined) return fail('phoneFormat');
    const { areaCode, national, target } = phoneOf({ phone: address.phone, areaCode: address.areaCode });
    return {
      target,
      stored: { areaCode, phone: national },
      user: await users.findByPhone(areaCode, national),
    };
  }

  async function logIn(user: User, context: AuthContext): Promise<LoginResult> {
    // Every login route ends here: a blocked account gets no session, whichever way it proved itself.
    const tokens = await sessions.start(user.id, { userAgent: context.userAgent, ip: context.ip }, (tx) =>
      users.assertMayLogIn(tx, user.id),
    );
    return { ...users.presentLogin(user), token: tokens.token, rongToken: tokens.rongToken };
  }

  /** Sign-up: the address must be free (checked before the code is spent), then the code, then the account. */
  async function register(address: Address, body: Registration, context: AuthContext) {
    const { target, stored, user: existing } = await accountAt(address);
    if (existing) fail('accountExists');
    await codes.consume(target, body.code);
    const user = await users.createAccount({
      ...stored,
      password: body.password,
      userName: body.userName,
      firstName: body.firstName,
      lastName: body.lastName,
      avatarColorCode: body.avatarColorCode,
      language: context.lang,
    });
    return logIn(user, context);
  }

  /** Login by a code: an unknown address is refused before the code is spent, so it still serves a sign-up. */
  async function codeLogin(address: Address, code: string, context: AuthContext) {
    const { target, user } = await accountAt(address);
    if (!user) return fail('accountNotFound');
    await codes.consume(target, code);
    return logIn(user, context);
  }

  return {
    async sendSms(body: PhoneAddress, context: AuthContext) {
      const { target } = phoneOf(body);
      await codes.send({ channel: CodeChannel.sms, target, ip: context.ip, lang: context.lang }, context.log);
    },

    async sendMail(body: { email: string }, context: AuthContext) {
      const target = emailTarget(body.email);
      await codes.send(
        { channel: CodeChannel.email, target, ip: context.ip, lang: context.lang },
        context.log,
      );
    },

    registerByPhone: (body: PhoneAddress & Registration, context: AuthContext) =>
      register({ phone: body.phone, areaCode: body.areaCode }, body, context),

    registerByEmail: (body: { email: string } & Registration, context: AuthContext) =>
      register({ email: body.email }, body, context),

    smsLogin: (body: PhoneAddress & { code: string }, context: AuthContext) =>
      codeLogin({ phone: body.phone, areaCode: body.areaCode }, body.code, context),

    emailLogin: (body: { email: string; code: string }, context: AuthContext) =>
      codeLogin({ email: body.email }, body.code, context),

    /**
     * Every count is taken before the password is checked, so logins sent at once each see the ones before them
     * (docs/architecture.md "Guards under concurrency"): the IP's rate limit, then the account's limit and
     * failed-password count (users.checkPassword, shared with every other check of the login password), which asks
     * for the captcha after CAPTCHA_AFTER_FAILED_LOGINS. A successful login wipes the failures before it and gives
     * its rate-limit counts back, so the limits count failures.
     */
    /**
     * `admit` (the staff console's login) may refuse an account once its password proved right, before any session
     * starts; asked only then, so it tells nothing about accounts whose password the caller does not know.
     */
    async passwordLogin(
      body: Address & { password: string; uuid?: string; captcha?: string },
      context: AuthContext,
      admit?: (user: User) => void | Promise<void>,
    ) {
      // Also an unknown address counts: its answer tells that no such account exists.
      const fromIp = await limiter.hit(loginsPerIp, addressSubject(context.ip));
      const { user } = await accountAt(body);
      if (!user) return fail('accountNotFound');
      const right = await users.checkPassword(user, body.password, async (failedBefore) => {
        if (failedBefore >= CAPTCHA_AFTER_FAILED_LOGINS) await captchas.check(body.uuid, body.captcha);
      });
      if (!right) return fail('wrongPassword');
      await limiter.giveBack(fromIp);
      await admit?.(user);
      return logIn(user, context);
    },

    /** A new password by a code sent to the account's address; every session of the account ends. */
    async forgotPassword(body: Address & { code: string; password: string }) {
      const { target, user } = await accountAt(body);
      if (!user) return fail('accountNotFound');
      await codes.consume(target, body.code);
      await users.setPassword(user.id, body.password);
      await users.resetFailedLogins(user.id);
      await sessions.endAll(user.id);
    },

    /** The code proves the NEW address belongs to the user. */
    async changeEmail(userId: number, body: { email: string; code: string }) {
      const me = (await users.findById(userId)) ?? fail('unauthorized');
      const { target, user: holder } = await accountAt({ email: body.email });
      if (me.email === target) fail('sameAddress');
      if (holder) fail('accountExists');
      await codes.consume(target, body.code);
      await users.changeEmail(userId, target);
    },

    async changeUserPhone(userId: number, body: PhoneAddress & { code: string }) {
      const me = (await users.findById(userId)) ?? fail('unauthorized');
      const { areaCode, national, target } = phoneOf(body);
      if (me.areaCode === areaCode && me.phone === national) fail('sameAddress');
      if (await users.findByPhone(areaCode, national)) fail('accountExists');
      await codes.consume(target, body.code);
      await users.changePhone(userId, areaCode, national);
    },

    logout: (sessionId: string) => sessions.end(sessionId),

    /** Tells whether a number is registered, so it is rate-limited per IP against walking the numbers. */
    async isPhoneRegistered(query: PhoneAddress, context: AuthContext) {
      await limiter.hit(phoneLookupsPerIp, addressSubject(context.ip));
      const { user } = await accountAt(query);
      return { registered: Boolean(user) };
    },

    /** A fresh challenge; captchaEnabled tells whether the named account's next password login needs it. */
    async captchaImage(query: Address, context: AuthContext) {
      await limiter.hit(challengesPerIp, addressSubject(context.ip));
      const challenge = await captchas.create();
      const named =
        query.email !== undefined ||
        (query.phone !== undefined &&
          query.areaCode !== undefined &&
          normalizePhone(query.areaCode, query.phone) !== null);
      const user = named ? (await accountAt(query)).user : undefined;
      const failed = user ? users.failedLogins(user) : 0;
      return { ...challenge, captchaEnabled: failed >= CAPTCHA_AFTER_FAILED_LOGINS };
    },

    outbox: (to: string) => delivery.outboxFor(outboxAddress(to)),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
