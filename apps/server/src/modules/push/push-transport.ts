import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';
import webPush from 'web-push';
import type { VapidConfig } from './vapid.ts';

/** Addresses a push service never has: a subscription naming one would make the server post inside its own network. */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6');

function isPrivate(address: string) {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  const family = isIP(address);
  return family === 0 || PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushOptions = { ttlSeconds: number; urgency: 'normal' | 'high'; topic?: string };
/** What the push service answered; `status` 0 when it could not be reached. */
export type PushOutcome = { status: number };

const TIMEOUT_MS = 10_000;

/**
 * Encrypts (aes128gcm) and signs (VAPID) with `web-push`, then posts it ourselves, so a push service on a private
 * address is refused at connect time (a name that resolves inside the network too), and the tests' fake service
 * can be plain HTTP when `allowPrivate` says so.
 */
export function createPushTransport(vapid: VapidConfig, allowPrivate: boolean) {
  const lookup = (
    hostname: string,
    options: object,
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) =>
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const usable = allowPrivate ? addresses : addresses.filter((a) => !isPrivate(a.address));
      if (!usable.length) return callback(new Error(`push service ${hostname} is on a private address`), []);
      const all = (options as { all?: boolean }).all;
      if (all) return callback(null, usable);
      return callback(null, usable[0]!.address, usable[0]!.family);
    });

  /** Whether the server would ever post to this address (checked when a browser subscribes). */
  function acceptable(endpoint: string) {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return false;
    }
    if (url.username || url.password) return false;
    if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return false;
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (
      !allowPrivate &&
      (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) && isPrivate(host)))
    )
      return false;
    return true;
  }

  async function send(target: PushTarget, payload: string, options: PushOptions): Promise<PushOutcome> {
    if (!acceptable(target.endpoint)) return { status: 0 };
    const details = webPush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: vapid,
        TTL: options.ttlSeconds,
        urgency: options.urgency,
        topic: options.topic,
        contentEncoding: 'aes128gcm',
      },
    );
    const url = new URL(details.endpoint);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (!allowPrivate && isIP(host) && isPrivate(host)) return { status: 0 };
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve) => {
      const req = request(
        url,
        {
          method: details.method,
          headers: details.headers as Record<string, string>,
          timeout: TIMEOUT_MS,
          lookup: lookup as never,
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
          response.on('error', () => resolve({ status: response.statusCode ?? 0 }));
        },
      );
      req.on('timeout', () => req.destroy(new Error('push service timed out')));
      req.on('error', () => resolve({ status: 0 }));
      req.end(details.body ?? undefined);
    });
  }

  return { acceptable, send };
}

export type PushTransport = ReturnType<typeof createPushTransport>;
