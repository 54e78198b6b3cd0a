import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoggedApp } from '../../test/logged-app.ts';
import { newUser, openSocket, socketUrl } from '../realtime/socket.test-kit.ts';
import { REDACTED, redactUrl } from './log-redaction.ts';

// Issue 17: every socket connect logged `/ws?token=<the messaging token>`: whoever reads the log could be the user.

describe('secrets in logged URLs', () => {
  let logged: Awaited<ReturnType<typeof createLoggedApp>>;
  beforeAll(async () => {
    logged = await createLoggedApp();
  });
  afterAll(() => logged.close());

  it('never writes the messaging token of a /ws connect to the log', async () => {
    const user = await newUser(logged);
    const ws = await openSocket(`${await socketUrl(logged)}?token=${user.rongToken}&lastSeq=0&lang=en`);
    expect((await ws.next()).type).toBe('ready');
    await ws.close();
    const connect = logged.lines().find((line) => line.req?.url?.startsWith('/ws?'));
    expect(connect?.req.url).toBe(`/ws?token=${REDACTED}&lastSeq=0&lang=en`);
    expect(logged.text()).not.toContain(user.rongToken);
  });

  it('blanks token, access_token, code and password in any request URL, whatever their case', async () => {
    const secrets = ['s3cr3t-token', 's3cr3t-access', '482913', 'hunter2-pass'];
    await logged.app.inject({
      method: 'GET',
      url: `/health?Token=${secrets[0]}&access_token=${secrets[1]}&code=${secrets[2]}&password=${secrets[3]}&to=me`,
    });
    const line = logged.lines().find((l) => l.req?.url?.startsWith('/health?'));
    expect(line?.req.url).toBe(
      `/health?Token=${REDACTED}&access_token=${REDACTED}&code=${REDACTED}&password=${REDACTED}&to=me`,
    );
    for (const secret of secrets) expect(logged.text()).not.toContain(secret);
  });
});

describe('redactUrl', () => {
  it('keeps other parameters exactly, and handles odd input', () => {
    expect(redactUrl('/ws')).toBe('/ws');
    expect(redactUrl('/a?x=1&y=%20z')).toBe('/a?x=1&y=%20z');
    expect(redactUrl('/a?%74oken=abc')).toBe(`/a?%74oken=${REDACTED}`);
    expect(redactUrl('/a?token')).toBe(`/a?token=${REDACTED}`);
    expect(redactUrl('/a?%E0%A4%A=1&token=t')).toBe(`/a?%E0%A4%A=1&token=${REDACTED}`);
    expect(redactUrl('/a?rongToken=1&payPassword=2&tokens=3')).toBe(
      `/a?rongToken=${REDACTED}&payPassword=${REDACTED}&tokens=3`,
    );
  });
});
