import { describe, expect, it } from 'vitest';
import { createLoggedApp } from '../../test/logged-app.ts';
import { loadConfig } from '../config.ts';
import { ConfigError } from '../config-error.ts';
import { trustedProxiesFrom } from './trust-proxy.ts';

// Issue 17: TRUST_PROXY=true believed any client's X-Forwarded-For, so a client chose its own IP and walked past
// every per-IP limit. Only named proxies are believed now.

describe('TRUST_PROXY', () => {
  it('takes addresses, subnets and the loopback/linklocal/uniquelocal names', () => {
    expect(trustedProxiesFrom(undefined)).toBe(false);
    expect(trustedProxiesFrom('')).toBe(false);
    expect(trustedProxiesFrom('false')).toBe(false);
    expect(trustedProxiesFrom('0')).toBe(false);
    expect(trustedProxiesFrom('loopback')).toEqual(['loopback']);
    expect(trustedProxiesFrom(' 10.0.0.5, 10.1.0.0/16 ,fd00::/8,::1,uniquelocal')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
      '::1',
      'uniquelocal',
    ]);
  });

  it('refuses "trust everyone" in every spelling, and anything that is not an address', () => {
    for (const value of [
      'true',
      '*',
      '1',
      '2',
      '0.0.0.0/0',
      '::/0',
      'proxy.local',
      '10.0.0.0/33',
      '10.0.0.0/a',
      '10.0.0.1/8/8',
    ])
      expect(() => trustedProxiesFrom(value), value).toThrow(ConfigError);
    expect(() => trustedProxiesFrom('true')).toThrow(/would trust any client's X-Forwarded-For/);
    expect(() =>
      loadConfig({ TRUST_PROXY: 'true', JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/nonexistent' }),
    ).toThrow(ConfigError);
  });

  it('a spoofed X-Forwarded-For does not change the client IP unless it comes from a named proxy', async () => {
    const apps = [await createLoggedApp(), await createLoggedApp({ TRUST_PROXY: '10.0.0.0/8,loopback' })];
    const [direct, proxied] = apps;
    let n = 0;
    const ipSeen = async (logged: typeof direct, remoteAddress: string, forwardedFor: string) => {
      const url = `/health?n=${++n}`;
      await logged!.app.inject({
        method: 'GET',
        url,
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      });
      return logged!.lines().find((line) => line.req?.url === url)?.req.remoteAddress;
    };
    try {
      // No proxy named: the socket's peer, whatever the header says.
      expect(await ipSeen(direct, '203.0.113.5', '127.0.0.1')).toBe('203.0.113.5');
      // Proxies are named, but this client is none of them.
      expect(await ipSeen(proxied, '203.0.113.5', '127.0.0.1')).toBe('203.0.113.5');
      // A named proxy's word is taken.
      expect(await ipSeen(proxied, '10.0.0.7', '198.51.100.7')).toBe('198.51.100.7');
      // A client in front of the proxy cannot prepend its own pick: the proxy appends the real peer last.
      expect(await ipSeen(proxied, '127.0.0.1', '127.0.0.9, 198.51.100.8')).toBe('198.51.100.8');
    } finally {
      for (const logged of apps) await logged.close();
    }
  }, 90_000);
});
