import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.ts';

const t = useTestApp();

describe('server core', () => {
  it('answers 404 in the envelope, in the caller language', async () => {
    const res = await t.call('GET', '/app/nope', { lang: 'en' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, code: 404, msg: 'Not found', data: null });
    const ru = await t.call('GET', '/app/nope');
    expect(ru.body.msg).toBe('Не найдено');
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });

  it('refuses malformed JSON with 400, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/docs/json',
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('bad input the database would reject', () => {
  it('answers 400, not 500, when text carries a NUL byte', async () => {
    const res = await t.call('GET', '/app/system/config/configKey/support.email', { lang: 'en' });
    expect(res.status).toBeLessThan(500);
    const visit = await t.call('POST', '/im/userVisit/add', {
      body: { pageName: 'a\u0000b', deviceId: 'd\u0000' },
    });
    expect(visit.status).toBe(400);
    expect(visit.body.success).toBe(false);
  });
});
