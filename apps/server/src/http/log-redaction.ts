import type { FastifyRequest } from 'fastify';

/** Query parameters whose value is a credential (lower-cased): a log line must never be a way in. */
const SECRET_PARAMS = new Set([
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'rongtoken',
  'code',
  'password',
  'pwd',
  'paypassword',
  'secret',
  'signature',
  'x-amz-signature',
]);

export const REDACTED = '[REDACTED]';

function nameOf(pair: string) {
  const raw = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replaceAll('+', ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** The URL with the value of every secret query parameter replaced; the rest is left exactly as it came. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => (SECRET_PARAMS.has(nameOf(pair)) ? `${pair.split('=', 1)[0]}=${REDACTED}` : pair))
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

/** Fastify's own `req` serializer (same fields), with the URL redacted: `/ws?token=…` is logged on every connect. */
export function requestLogFields(request: FastifyRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: Array.isArray(version) ? version[0] : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
