import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { ConfigError } from '../config-error.ts';
import { isAddressOrSubnet } from '../http/trust-proxy.ts';

/** The subnets behind proxy-addr's range names, which METRICS_ALLOW accepts as TRUST_PROXY does. */
const RANGES: Record<string, Array<[string, number, 'ipv4' | 'ipv6']>> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/** Headers a proxy adds: a request that carries one was forwarded, whoever the peer is. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'via'];

/**
 * METRICS_ALLOW → the networks besides loopback that may read /metrics (a Prometheus server's address or subnet,
 * comma-separated); empty: loopback only. A bad entry stops the start, as TRUST_PROXY does.
 */
export function metricsAllowFrom(value: string | undefined): BlockList {
  const allowed = new BlockList();
  for (const [address, prefix, family] of RANGES.loopback!) allowed.addSubnet(address, prefix, family);
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!isAddressOrSubnet(entry))
      throw new ConfigError(
        `METRICS_ALLOW: "${entry}" is not an IP address, a subnet (a.b.c.d/n, not /0) or loopback/linklocal/uniquelocal`,
      );
    const named = RANGES[entry];
    if (named) {
      for (const [address, prefix, family] of named) allowed.addSubnet(address, prefix, family);
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    const family = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) allowed.addAddress(address, family);
    else allowed.addSubnet(address, Number(prefix), family);
  }
  return allowed;
}

/**
 * Whether a request may read /metrics: its peer (the socket's own address, never request.ip, which a trusted
 * proxy's header sets) is in `allowed`, and no proxy forwarded it — through the load balancer it is nobody's.
 */
export function mayReadMetrics(request: FastifyRequest, allowed: BlockList): boolean {
  if (PROXY_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  const peer = request.socket.remoteAddress ?? '';
  const mapped = peer.toLowerCase().startsWith('::ffff:') ? peer.slice(7) : peer;
  if (isIPv4(mapped)) return allowed.check(mapped, 'ipv4');
  return isIPv6(peer) && allowed.check(peer, 'ipv6');
}
