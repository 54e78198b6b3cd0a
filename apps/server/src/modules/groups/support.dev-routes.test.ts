import { ResultCode } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../../test/harness.ts';
import { groupCall, signUp } from './groups.test-support.ts';

const t = useTestApp();

const makeAgent = (body: unknown) =>
  t.app.inject({ method: 'POST', url: '/dev/support/agent', payload: body as object });

describe('POST /dev/support/agent (outside production)', () => {
  it('makes the user a customer-service agent whom contact support then assigns', async () => {
    const customer = await signUp(t);
    const before = await groupCall(t, 'GET', '/app/ol/customerUser/assign', customer, { moduleType: 6 });
    expect(before.body.code).toBe(ResultCode.noCustomerService);

    const agent = await signUp(t);
    expect((await makeAgent({ userId: agent.id })).json()).toMatchObject({ code: 200 });
    const after = await groupCall(t, 'GET', '/app/ol/customerUser/assign', customer, { moduleType: 6 });
    expect(after.body).toMatchObject({ code: 200, data: { imUserId: agent.id } });
  });

  it('refuses bad input and unknown users with a clear 4xx and makes nobody an agent', async () => {
    const agentsBefore = await t.app.services.users.customerServiceIds();
    for (const bad of [{}, { userId: 'x' }, { userId: -1 }, { userId: 1.5 }, { userId: 2_147_483_647 }]) {
      const response = await makeAgent(bad);
      expect(response.statusCode, JSON.stringify(bad)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(bad)).toBeLessThan(500);
      expect(response.json().success).toBe(false);
    }
    expect(await t.app.services.users.customerServiceIds()).toEqual(agentsBefore);
  });
});

describe('in production', () => {
  it('does not exist', async () => {
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      const user = await signUp(production);
      const response = await production.app.inject({
        method: 'POST',
        url: '/dev/support/agent',
        payload: { userId: user.id },
      });
      expect(response.statusCode).toBe(404);
      expect(await production.app.services.users.customerServiceIds()).toEqual([]);
    } finally {
      await production.close();
    }
  });
});
