import {
  ASSISTANT_DAILY_TOKENS_DEFAULT,
  ASSISTANT_RATE_PER_MINUTE_DEFAULT,
  type IceServer,
  SOCKET_AUTH_TIMEOUT_MS,
  SOCKET_HEARTBEAT_MS,
  SOCKET_PENDING_MAX,
  TURN_CREDENTIAL_TTL_S,
} from '@volna/contracts';
import { randomBytes } from 'node:crypto';
import type { BlockList } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError } from './config-error.ts';
import { trustedProxiesFrom } from './http/trust-proxy.ts';
import { metricsAllowFrom } from './metrics/metrics-access.ts';
import { iceServersFrom, turnFrom } from './modules/calls/ice-config.ts';
import type { TurnConfig } from './modules/calls/ice-servers.ts';
import { type VapidConfig, vapidFrom } from './modules/push/vapid.ts';

export type Config = {
  port: number;
  host: string;
  nodeEnv: string;
  isProduction: boolean;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  jwtSecret: string;
  /** Secrets tokens may still be signed with during a rotation (JWT_SECRET_PREVIOUS, comma-separated); none signs. */
  jwtPreviousSecrets: string[];
  smtpUrl?: string;
  smtpFrom: string;
  smsWebhookUrl?: string;
  allowOutbox: boolean;
  /** DEV_TOOLS=1 outside production: the /dev routes that mint money and hand out staff roles (tests, local trials). */
  devTools: boolean;
  s3?: {
    endpoint?: string;
    region: string;
    bucket: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    publicUrl?: string;
  };
  webDistDir: string;
  /** The built staff console (apps/admin/dist), served at /admin/. */
  adminDistDir: string;
  logLevel: string;
  /** Fastify trustProxy: false, or the proxy addresses/subnets to trust (never everyone: http/trust-proxy.ts). */
  trustProxy: false | string[];
  /** Who may read /metrics besides loopback (METRICS_ALLOW: addresses/subnets); never through a proxy. */
  metricsAllow: BlockList;
  /** How often the realtime socket pings its clients; tests shorten it (SOCKET_HEARTBEAT_MS). */
  socketHeartbeatMs: number;
  /** Sends that may wait for one slow client before its socket is dropped (SOCKET_PENDING_MAX). */
  socketPendingMax: number;
  /** How long a new socket may stay without authenticating (SOCKET_AUTH_TIMEOUT_MS). */
  socketAuthTimeoutMs: number;
  /** Memory for the home reads kept per user (READ_CACHE_MB, default 64; 0 keeps none): home-reads/read-cache.ts. */
  readCacheBytes: number;
  /** The Central Bank of Russia's daily rates sheet (XML_daily.asp) to price currencies by; unset: staff's only. */
  cbrRatesUrl?: string;
  /** How often that sheet is read (CBR_RATES_EVERY_MIN, default 60). */
  cbrRatesEveryMs: number;
  /** The AI assistant's OpenAI-compatible provider (AI_BASE_URL, AI_API_KEY, AI_MODEL); unset: the offline helper. */
  ai?: { baseUrl: string; apiKey: string; model: string };
  /** Questions one user may ask the assistant a minute (AI_RATE_PER_MINUTE, default 10). */
  aiRatePerMinute: number;
  /** Provider tokens one user may spend a day, Moscow time (AI_DAILY_TOKENS, default 50,000; 0: no limit). */
  aiDailyTokens: number;
  /** STUN/TURN servers given to calls (ICE_SERVERS, JSON list of RTCIceServer); none: host candidates only. */
  iceServers: IceServer[];
  /** TURN with per-call credentials (TURN_SECRET, TURN_URLS, TURN_TTL_S): modules/calls/ice-servers.ts. */
  turn?: TurnConfig;
  /** Web Push identity (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT; else generated once into DATA_DIR). */
  vapid: VapidConfig;
  /**
   * PUSH_ALLOW_PRIVATE_ENDPOINTS=1 (never in production): push services on loopback or private addresses, over plain
   * HTTP too (the tests' fake push service). Otherwise the server only ever posts to public HTTPS push services.
   */
  pushAllowPrivateEndpoints: boolean;
  /**
   * Previews of links to other sites (LINK_PREVIEW_FETCH, default on in production, off elsewhere); LINK_PREVIEW_ALLOW_PRIVATE=1 lets
   * them reach this machine's network (tests only, refused in production): modules/link-preview.
   */
  linkPreview: { fetch: boolean; allowPrivate: boolean };
  /**
   * The map of /choose-location and /open-location: MAP_TILES_URL (an OpenStreetMap-style {z}/{x}/{y} template) and
   * GEOCODER_URL (a Nominatim-compatible search base); unset: the city list and the address text only.
   */
  maps: { tilesUrl?: string; geocoderUrl?: string };
};

const repoRoot = resolve(import.meta.dirname, '../../..');

/** The JWT secret given in JWT_SECRET, else one generated once and kept in DATA_DIR. */
function jwtSecretFrom(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A size in megabytes from `name` (a number ≥ 0), else `fallback`; in bytes. */
function megabytes(env: NodeJS.ProcessEnv, name: string, fallback: number) {
  const text = env[name];
  if (text === undefined || text === '') return fallback * 1024 * 1024;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0)
    throw new ConfigError(`${name} must be a number of megabytes ≥ 0`);
  return Math.floor(value * 1024 * 1024);
}

/** A whole number ≥ 0 from `name`, else `fallback`. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number) {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name} must be a whole number ≥ 0`);
  return value;
}

/** An http(s) address from `name` (tile templates keep their {z}/{x}/{y}), else undefined. */
function httpAddress(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const text = env[name]?.trim();
  if (!text) return undefined;
  if (!/^https?:\/\/[^\s/{}]+(\/\S*)?$/i.test(text))
    throw new ConfigError(`${name} must be an http(s) address with a plain host`);
  return text.replace(/\/+$/, '');
}

/** The assistant's provider: AI_BASE_URL and AI_MODEL together (a local server may need no AI_API_KEY). */
function aiProviderFrom(env: NodeJS.ProcessEnv): Config['ai'] {
  const baseUrl = env.AI_BASE_URL?.trim();
  const model = env.AI_MODEL?.trim();
  if (!baseUrl && !model) return undefined;
  if (!baseUrl || !model) throw new ConfigError('AI_BASE_URL and AI_MODEL are set together (or neither)');
  if (!/^https?:\/\/\S+$/i.test(baseUrl)) throw new ConfigError('AI_BASE_URL must be an http(s) address');
  return { baseUrl, model, apiKey: env.AI_API_KEY || 'none' };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const dataDir = resolve(env.DATA_DIR ?? join(repoRoot, 'data'));
  const s3Bucket = env.S3_BUCKET;
  const isProduction = nodeEnv === 'production';
  // Refused rather than ignored: an operator who set it expects the helpers, and must learn they never run there.
  if (isProduction && env.DEV_TOOLS === '1')
    throw new ConfigError(
      'DEV_TOOLS=1 is refused in production: the dev helpers mint money and hand out staff roles.',
    );
  if (isProduction && env.PUSH_ALLOW_PRIVATE_ENDPOINTS === '1')
    throw new ConfigError(
      'PUSH_ALLOW_PRIVATE_ENDPOINTS=1 is refused in production: a client could make the server post to internal hosts.',
    );
  if (isProduction && env.LINK_PREVIEW_ALLOW_PRIVATE === '1')
    throw new ConfigError(
      'LINK_PREVIEW_ALLOW_PRIVATE=1 is refused in production: a sent link could make the server read internal hosts.',
    );
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    nodeEnv,
    isProduction,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    jwtSecret: jwtSecretFrom(env, dataDir),
    jwtPreviousSecrets: (env.JWT_SECRET_PREVIOUS ?? '')
      .split(',')
      .map((secret) => secret.trim())
      .filter(Boolean),
    smtpUrl: env.SMTP_URL || undefined,
    smtpFrom: env.SMTP_FROM ?? 'Volna <no-reply@volna.local>',
    smsWebhookUrl: env.SMS_WEBHOOK_URL || undefined,
    allowOutbox: env.ALLOW_OUTBOX === '1',
    devTools: !isProduction && env.DEV_TOOLS === '1',
    maps: { tilesUrl: httpAddress(env, 'MAP_TILES_URL'), geocoderUrl: httpAddress(env, 'GEOCODER_URL') },
    s3: s3Bucket
      ? {
          endpoint: env.S3_ENDPOINT || undefined,
          region: env.S3_REGION ?? 'us-east-1',
          bucket: s3Bucket,
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
          publicUrl: env.S3_PUBLIC_URL || undefined,
        }
      : undefined,
    webDistDir: resolve(env.WEB_DIST_DIR ?? join(repoRoot, 'apps/web/dist')),
    adminDistDir: resolve(env.ADMIN_DIST_DIR ?? join(repoRoot, 'apps/admin/dist')),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: trustedProxiesFrom(env.TRUST_PROXY),
    metricsAllow: metricsAllowFrom(env.METRICS_ALLOW),
    socketHeartbeatMs: Number(env.SOCKET_HEARTBEAT_MS) || SOCKET_HEARTBEAT_MS,
    socketPendingMax: Number(env.SOCKET_PENDING_MAX) || SOCKET_PENDING_MAX,
    socketAuthTimeoutMs: Number(env.SOCKET_AUTH_TIMEOUT_MS) || SOCKET_AUTH_TIMEOUT_MS,
    readCacheBytes: megabytes(env, 'READ_CACHE_MB', 64),
    cbrRatesUrl: env.CBR_RATES_URL || undefined,
    cbrRatesEveryMs: (Number(env.CBR_RATES_EVERY_MIN) || 60) * 60_000,
    ai: aiProviderFrom(env),
    aiRatePerMinute: wholeNumber(env, 'AI_RATE_PER_MINUTE', ASSISTANT_RATE_PER_MINUTE_DEFAULT),
    aiDailyTokens: wholeNumber(env, 'AI_DAILY_TOKENS', ASSISTANT_DAILY_TOKENS_DEFAULT),
    iceServers: iceServersFrom(env.ICE_SERVERS),
    turn: turnFrom(env.TURN_SECRET, env.TURN_URLS, wholeNumber(env, 'TURN_TTL_S', TURN_CREDENTIAL_TTL_S)),
    vapid: vapidFrom(env, dataDir),
    pushAllowPrivateEndpoints: !isProduction && env.PUSH_ALLOW_PRIVATE_ENDPOINTS === '1',
    linkPreview: {
      fetch: (env.LINK_PREVIEW_FETCH ?? (isProduction ? '1' : '0')) === '1',
      allowPrivate: !isProduction && env.LINK_PREVIEW_ALLOW_PRIVATE === '1',
    },
  };
}
