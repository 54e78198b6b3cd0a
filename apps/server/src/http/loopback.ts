import { isIPv4 } from 'node:net';

/**
 * Whether a peer address is this machine (127.0.0.0/8, ::1, or either as an IPv4-mapped IPv6 address). Give it the
 * socket's own address, never request.ip: behind a trusted proxy that one comes from a header a client writes.
 */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(v4)) return v4.startsWith('127.');
  return address === '::1' || address === '0:0:0:0:0:0:0:1';
}
