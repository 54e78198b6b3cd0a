import { randomUUID } from 'node:crypto';
import { SESSION_TTL_DAYS } from '@volna/contracts';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import { createSessionCache } from './session-cache.ts';
import { sessionRepository } from './session.repository.ts';

const TOKEN_AUDIENCE = 'app';
/** The messaging socket's token (rongToken) names the same session, so it is revoked with it. */
const MESSAGING_AUDIENCE = 'ws';

export type SessionTokens = { token: string; rongToken: string; sessionId: string };
export const REVOKED_ELSEWHERE = 'elsewhere';
export const REVOKED_LOGOUT = 'logout';
/** Ended by a staff block of the account. */
export const REVOKED_BLOCKED = 'blocked';
/** Bus channel a user's live connections listen on (forced offline and, later, every realtime event). */
export const userChannel = (userId: number) => `user:${userId}`;

/** Tokens whose signature was checked, kept so a busy client's every request does not pay the HMAC again. */
const VERIFIED_TOKENS_MAX = 20_000;

export function createSessionService({ database, config, clock, bus }: AppDeps) {
  const secret = new TextEncoder().encode(config.jwtSecret);
  // During a rotation (docs/operations.md) tokens signed with the previous secret stay good; new ones use the current.
  const verifiers = [
    secret,
    ...config.jwtPreviousSecrets.map((previous) => new TextEncoder().encode(previous)),
  ];
  const { db } = database;
  const cache = createSessionCache(bus, clock, (error) =>
    console.error('session cache: bus subscription failed', error),
  );

  async function sign(sessionId: string, userId: number, audience: string, expiresAt: Date) {
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setAudience(audience)
      .setIssuedAt(Math.floor(clock.now().getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(secret);
  }

  // The same text is the same signature: what a check found holds for as long as the token lives (the session itself
  // is looked up below every time). Keyed with the audience, which the check depends on.
  const verified = new LRUCache<string, { sid: string; expiresAtMs: number }>({ max: VERIFIED_TOKENS_MAX });

  async function verify(token: string, audience: string) {
    const key = `${audience} ${token}`;
    const known = verified.get(key);
    if (known) {
      if (known.expiresAtMs <= clock.now().getTime()) return fail('sessionExpired');
      return known.sid;
    }
    let payload: { sid?: unknown; sub?: string; exp?: number } | undefined;
    for (const secretKey of verifiers) {
      try {
        ({ payload } = await jwtVerify(token, secretKey, {
          audience,
          algorithms: ['HS256'],
          currentDate: clock.now(),
        }));
        break;
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) return fail('sessionExpired');
        // Only a signature of another secret may be one of the previous; anything else is refused at once.
        if (!(error instanceof joseErrors.JWSSignatureVerificationFailed)) return fail('unauthorized');
      }
    }
    if (!payload) return fail('unauthorized');
    if (typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return fail('unauthorized');
    verified.set(key, { sid: payload.sid, expiresAtMs: payload.exp * 1000 });
    return payload.sid;
  }

  /** Verifies a token and its session; refuses with 401 (bad/none/logged out), 4002 (expired) or 4003 (elsewhere). */
  async function authenticate(token: string | undefined, audience = TOKEN_AUDIENCE) {
    if (!token) return fail('unauthorized');
    const sid = await verify(token, audience);
    const cached = cache.get(sid);
    if (cached) {
      if (cached.expiresAt.getTime() <= clock.now().getTime()) return fail('sessionExpired');
      return { userId: cached.userId, sessionId: sid };
    }
    const generation = cache.generation();
    const session = await sessionRepository.find(db, sid);
    if (!session) return fail('unauthorized');
    if (session.revokedAt)
      return fail(session.revokeReason === REVOKED_ELSEWHERE ? 'loggedInElsewhere' : 'unauthorized');
    if (session.expiresAt.getTime() <= clock.now().getTime()) return fail('sessionExpired');
    cache.remember(session.id, { userId: session.userId, expiresAt: session.expiresAt }, generation);
    return { userId: session.userId, sessionId: session.id };
  }

  return {
    authenticate,
    authenticateMessaging: (token: string | undefined) => authenticate(token, MESSAGING_AUDIENCE),

    /**
     * A new login: the user's older sessions are revoked (their next request gets 4003) and told so live. `admit`
     * runs first in the same transaction (a blocked account is refused there, under a lock a block waits for).
     */
    async start(
      userId: number,
      meta: { userAgent: string; ip: string },
      admit?: (tx: Db) => Promise<void>,
    ): Promise<SessionTokens> {
      const now = clock.now();
      const sessionId = randomUUID();
      const expiresAt = new Date(now.getTime() + SESSION_TTL_DAYS * 86_400_000);
      const revoked = await db.transaction(async (tx) => {
        await admit?.(tx);
        await sessionRepository.insert(tx, { id: sessionId, userId, createdAt: now, expiresAt, ...meta });
        return sessionRepository.revokeOthers(tx, userId, sessionId, now, REVOKED_ELSEWHERE);
      });
      if (revoked.length) await cache.ended({ sessionIds: revoked });
      if (revoked.length)
        await bus.publish(userChannel(userId), { type: 'forcedOffline', sessionIds: revoked });
      return {
        sessionId,
        token: await sign(sessionId, userId, TOKEN_AUDIENCE, expiresAt),
        rongToken: await sign(sessionId, userId, MESSAGING_AUDIENCE, expiresAt),
      };
    },

    async end(sessionId: string) {
      await sessionRepository.revoke(db, sessionId, clock.now(), REVOKED_LOGOUT);
      await cache.ended({ sessionIds: [sessionId] });
    },

    /**
     * Ends every session of the user inside the caller's transaction (a staff block); the answer, called after the
     * commit, drops them from every instance's cache and closes their sockets.
     */
    async endAllWithin(tx: Db, userId: number, reason: string) {
      await sessionRepository.revokeAllOfUser(tx, userId, clock.now(), reason);
      return () => cache.ended({ userId });
    },

    /** Which of these sessions still stand: a push goes only to a device whose login has not ended (issue 35). */
    async liveAmong(sessionIds: string[]): Promise<Set<string>> {
      return new Set(await sessionRepository.liveAmong(db, [...new Set(sessionIds)], clock.now()));
    },

    /** After a password reset every session of the user ends. */
    async endAll(userId: number) {
      await sessionRepository.revokeAllOfUser(db, userId, clock.now(), REVOKED_LOGOUT);
      await cache.ended({ userId });
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
