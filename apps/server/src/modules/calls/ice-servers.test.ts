import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config-error.ts';
import { loadConfig } from '../../config.ts';
import { iceServersFrom, turnFrom } from './ice-config.ts';
import { iceServersFor, turnCredential } from './ice-servers.ts';

// ICE servers for calls (issue 16): the configured list, and TURN credentials by the TURN REST convention.

describe('ICE servers', () => {
  it('issues TURN credentials as coturn use-auth-secret checks them: expiry:userId, base64 HMAC-SHA1', () => {
    const { username, credential } = turnCredential('s3cret', 42, 1_800_000_000);
    expect(username).toBe('1800000000:42');
    expect(credential).toBe(createHmac('sha1', 's3cret').update('1800000000:42').digest('base64'));
    const now = new Date('2026-11-26T12:00:00Z');
    const servers = iceServersFor(
      {
        iceServers: [{ urls: 'stun:stun.example.com:3478' }],
        turn: { secret: 's3cret', urls: ['turn:turn.example.com:3478'], ttlSeconds: 600 },
      },
      7,
      now,
    );
    expect(servers).toEqual([
      { urls: 'stun:stun.example.com:3478' },
      {
        urls: ['turn:turn.example.com:3478'],
        username: `${now.getTime() / 1000 + 600}:7`,
        credential: expect.any(String),
      },
    ]);
  });

  it('reads ICE_SERVERS and TURN_* from the environment; none by default; refuses half or bad settings', () => {
    expect(
      loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/volna-ice-test', JWT_SECRET: 'test-secret' }),
    ).toMatchObject({
      iceServers: [],
      turn: undefined,
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/volna-ice-test',
      JWT_SECRET: 'test-secret',
      ICE_SERVERS:
        '[{"urls":["stun:a.example:3478"]},{"urls":"turn:b.example","username":"u","credential":"c"}]',
      TURN_SECRET: 'k',
      TURN_URLS: 'turn:t.example:3478?transport=udp, turns:t.example:5349',
    });
    expect(config.iceServers).toHaveLength(2);
    expect(config.turn).toEqual({
      secret: 'k',
      urls: ['turn:t.example:3478?transport=udp', 'turns:t.example:5349'],
      ttlSeconds: 600,
    });
    expect(() => iceServersFrom('not json')).toThrow(ConfigError);
    expect(() => iceServersFrom('[{"url":"stun:x"}]')).toThrow(ConfigError);
    expect(() => turnFrom('k', undefined, 600)).toThrow(ConfigError);
    expect(() => turnFrom(undefined, 'turn:x', 600)).toThrow(ConfigError);
    expect(() => turnFrom('k', 'http://x', 600)).toThrow(ConfigError);
    expect(() => turnFrom('k', 'turn:x', 10)).toThrow(ConfigError);
  });
});
