import { iceServer } from '@volna/contracts';
import { z } from 'zod';
import { ConfigError } from '../../config-error.ts';
import type { TurnConfig } from './ice-servers.ts';

const TURN_URL = /^turns?:\S+$/i;

/** ICE_SERVERS: a JSON list of RTCIceServer ({ urls, username?, credential? }); unset or empty: none. */
export function iceServersFrom(text: string | undefined) {
  if (!text?.trim()) return [];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ConfigError('ICE_SERVERS must be JSON: a list of { urls, username?, credential? }');
  }
  const parsed = z.array(iceServer).safeParse(json);
  if (!parsed.success)
    throw new ConfigError('ICE_SERVERS must be a list of { urls, username?, credential? }');
  return parsed.data;
}

/** TURN_SECRET (coturn's static-auth-secret) with TURN_URLS (comma-separated turn: / turns: URLs), or neither. */
export function turnFrom(secret: string | undefined, urls: string | undefined, ttlSeconds: number) {
  const list = (urls ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  if (!secret && !list.length) return undefined;
  if (!secret || !list.length)
    throw new ConfigError('TURN_SECRET and TURN_URLS are set together (or neither)');
  if (!list.every((url) => TURN_URL.test(url)))
    throw new ConfigError('TURN_URLS must be turn: or turns: URLs');
  if (ttlSeconds < 60) throw new ConfigError('TURN_TTL_S must be at least 60');
  return { secret, urls: list, ttlSeconds } satisfies TurnConfig;
}
