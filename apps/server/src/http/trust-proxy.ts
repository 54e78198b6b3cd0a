import { isIP } from 'node:net';
import { ConfigError } from '../config-error.ts';

/** proxy-addr's names for whole private ranges (127.0.0.0/8 + ::1, 169.254.0.0/16 + fe80::/10, 10/8 + 172.16/12 + 192.168/16 + fc00::/7). */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

const HELP =
  'name the proxies in front of the server instead, e.g. TRUST_PROXY=loopback or TRUST_PROXY=10.0.0.5,10.1.0.0/16';

/** An IP address, a subnet (a.b.c.d/n, never /0) or one of proxy-addr's range names. */
export function isAddressOrSubnet(entry: string) {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  // A /0 subnet is every address again: the same as trusting everyone.
  const bits = Number(prefix);
  return bits >= 1 && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY → the addresses whose X-Forwarded-For is believed (false: none). `true` (or a hop count, or `*`) would
 * let any client pick its own IP and walk past every per-IP limit, so it is refused with the way to name proxies.
 */
export function trustedProxiesFrom(value: string | undefined): false | string[] {
  const text = value?.trim() ?? '';
  if (!text || text === 'false' || text === '0') return false;
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !isAddressOrSubnet(entry));
  if (bad === 'true' || bad === '*')
    throw new ConfigError(`TRUST_PROXY=${bad} would trust any client's X-Forwarded-For: ${HELP}.`);
  if (bad !== undefined)
    throw new ConfigError(
      `TRUST_PROXY: "${bad}" is not an IP address, a subnet (a.b.c.d/n) or ${RANGE_NAMES.join('/')}: ${HELP}.`,
    );
  return entries;
}
