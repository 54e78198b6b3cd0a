import { CODE_RESEND_SECONDS } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, useTestApp } from '../test/harness.ts';
import { movableClock } from './shifted-clock.ts';

// Issue 18: a browser test waited 61 s of real time for the code resend pause. POST /dev/clock moves the server's
// clock instead; like the money helpers it exists only with DEV_TOOLS=1, never in production.

const move = (t: TestApp, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/dev/clock', payload: payload as object });

describe('POST /dev/clock with DEV_TOOLS=1', () => {
  const t = useTestApp();

  it('moves the clock forward by advanceMs or to a later instant, and answers the new time', async () => {
    const before = t.clock.now().getTime();
    const moved = await move(t, { advanceMs: 61_000 });
    expect(moved.statusCode).toBe(200);
    expect(t.clock.now().getTime()).toBe(before + 61_000);
    expect(moved.json().data).toEqual({ now: t.clock.now().toISOString() });

    const saturday = '2026-11-28T12:00:00+03:00';
    expect((await move(t, { at: saturday })).statusCode).toBe(200);
    expect(t.clock.now().toISOString()).toBe(new Date(saturday).toISOString());
  });

  it('lets the code resend pause pass without waiting it out', async () => {
    const body = { areaCode: '+7', phone: '9165550101' };
    expect((await t.call('POST', '/app/sms/send', { body, ip: '10.9.0.1' })).status).toBe(200);
    expect((await t.call('POST', '/app/sms/send', { body, ip: '10.9.0.1' })).status).toBe(429);
    expect((await move(t, { advanceMs: CODE_RESEND_SECONDS * 1000 })).statusCode).toBe(200);
    expect((await t.call('POST', '/app/sms/send', { body, ip: '10.9.0.1' })).status).toBe(200);
  });

  it('refuses going back, a move past 400 days, and malformed bodies with 400, leaving the clock alone', async () => {
    const now = t.clock.now().getTime();
    for (const payload of [
      { at: new Date(now - 1000).toISOString() },
      { at: new Date(now + 401 * 86_400_000).toISOString() },
      { at: 'saturday' },
      { advanceMs: 0 },
      { advanceMs: -1000 },
      { advanceMs: 1.5 },
      { advanceMs: 401 * 86_400_000 },
      { advanceMs: '1000' },
      { advanceMs: 1000, at: new Date(now + 1000).toISOString() },
      {},
    ]) {
      const response = await move(t, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 400 });
    }
    expect(t.clock.now().getTime()).toBe(now);
  });
});

describe('POST /dev/clock elsewhere', () => {
  it('does not exist without DEV_TOOLS, nor in production', async () => {
    const envs: Record<string, string>[] = [
      { NODE_ENV: 'development', DEV_TOOLS: '' },
      { NODE_ENV: 'production' },
    ];
    for (const env of envs) {
      const other = await createTestApp({ LOG_LEVEL: 'silent', ...env });
      try {
        const before = other.clock.now().getTime();
        expect((await move(other, { advanceMs: 60_000 })).statusCode, JSON.stringify(env)).toBe(404);
        expect(other.clock.now().getTime()).toBe(before);
      } finally {
        await other.close();
      }
    }
  });
});

describe('movableClock', () => {
  it('runs on with its base and keeps what it was moved by', () => {
    let base = 1_000_000;
    const clock = movableClock({ now: () => new Date(base) });
    clock.advance(5_000);
    base += 100;
    expect(clock.now().getTime()).toBe(1_005_100);
    clock.set(new Date(2_000_000));
    expect(clock.now().getTime()).toBe(2_000_000);
    base += 50;
    expect(clock.now().getTime()).toBe(2_000_050);
  });
});
