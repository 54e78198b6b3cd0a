import { createHmac } from 'node:crypto';
import type { IceServer } from '@volna/contracts';

/** TURN with a shared secret (coturn's use-auth-secret): credentials are issued per call and expire on their own. */
export type TurnConfig = { secret: string; urls: string[]; ttlSeconds: number };

/**
 * The TURN REST convention (draft-uberti-behave-turn-rest, coturn `use-auth-secret`): username = expiry (unix
 * seconds) ':' user id, credential = base64(HMAC-SHA1(secret, username)). coturn recomputes it and refuses it once
 * the expiry has passed, so nothing is stored and a leaked credential dies within the TTL.
 */
export function turnCredential(secret: string, userId: number, expiresAtS: number) {
  const username = `${expiresAtS}:${userId}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

/** What a device of `userId` uses for one call: the configured STUN/TURN list and, with a secret, fresh TURN. */
export function iceServersFor(
  config: { iceServers: IceServer[]; turn?: TurnConfig },
  userId: number,
  now: Date,
): IceServer[] {
  const servers = [...config.iceServers];
  const { turn } = config;
  if (turn) {
    const expiresAt = Math.floor(now.getTime() / 1000) + turn.ttlSeconds;
    servers.push({ urls: turn.urls, ...turnCredential(turn.secret, userId, expiresAt) });
  }
  return servers;
}
