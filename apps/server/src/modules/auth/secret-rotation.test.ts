import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  freshBus,
  freshDatabase,
  type SharedBackend,
  type TestApp,
} from '../../../test/harness.ts';
import { newUser } from '../../realtime/socket.test-kit.ts';

// Rotating JWT_SECRET (docs/operations.md): instances restarted with the new secret and the old one as
// JWT_SECRET_PREVIOUS keep accepting tokens signed before; once it is removed, those tokens are refused.

describe('JWT secret rotation', () => {
  let backend: SharedBackend & { drop: () => Promise<void> };
  const apps: TestApp[] = [];
  const instance = async (env: Record<string, string>) => {
    const app = await createTestApp(env, backend);
    apps.push(app);
    return app;
  };
  beforeAll(async () => {
    const { database, drop } = await freshDatabase();
    backend = { database, bus: await freshBus(), drop };
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await backend.bus.close();
    await backend.drop();
  });

  it('accepts tokens of the previous secret during the rotation, and only then', async () => {
    const before = await instance({ JWT_SECRET: 'the-old-secret-of-the-cluster' });
    const { token } = await newUser(before);
    const rotating = await instance({
      JWT_SECRET: 'the-new-secret-of-the-cluster',
      JWT_SECRET_PREVIOUS: 'the-old-secret-of-the-cluster',
    });
    expect((await rotating.call('GET', '/app/user/info', { token })).status).toBe(200);
    // New tokens are signed with the new secret: an instance not yet restarted refuses them, the others take them.
    const fresh = (await newUser(rotating)).token;
    expect((await rotating.call('GET', '/app/user/info', { token: fresh })).status).toBe(200);
    expect((await before.call('GET', '/app/user/info', { token: fresh })).status).toBe(401);
    const after = await instance({ JWT_SECRET: 'the-new-secret-of-the-cluster' });
    expect((await after.call('GET', '/app/user/info', { token: fresh })).status).toBe(200);
    const refused = await after.call('GET', '/app/user/info', { token, lang: 'en' });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe(401);
  });
});
