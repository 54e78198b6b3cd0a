import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');

/** Starts main.ts with the given environment and answers how it ended (it must not get as far as listening). */
function start(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'volna-guard-'));
  try {
    const {
      DATABASE_URL: _db,
      REDIS_URL: _redis,
      SMTP_URL: _smtp,
      SMS_WEBHOOK_URL: _sms,
      DEV_TOOLS: _devTools,
      ...base
    } = process.env;
    return spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: { ...base, DATA_DIR: dataDir, SEED: '0', ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('production start-up guard', () => {
  it('refuses to start in production when codes would only go to the outbox', () => {
    const result = start({ NODE_ENV: 'production', PORT: '0' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('ALLOW_OUTBOX=1');
  }, 70_000);

  it('refuses DEV_TOOLS=1 in production and a TRUST_PROXY that trusts everyone, saying why (issue 17)', () => {
    const devTools = start({ NODE_ENV: 'production', ALLOW_OUTBOX: '1', DEV_TOOLS: '1', PORT: '0' });
    expect(devTools.status).toBe(1);
    expect(devTools.stderr).toContain('Refusing to start: DEV_TOOLS=1 is refused in production');
    const proxy = start({ TRUST_PROXY: 'true', PORT: '0' });
    expect(proxy.status).toBe(1);
    expect(proxy.stderr).toContain("TRUST_PROXY=true would trust any client's X-Forwarded-For");
    expect(proxy.stderr).not.toContain('    at ');
  }, 70_000);

  it('gets past the guard with ALLOW_OUTBOX=1 (and then stops only because its port is taken)', async () => {
    const taken = createServer();
    await new Promise<void>((done) => taken.listen(0, '0.0.0.0', done));
    const { port } = taken.address() as { port: number };
    try {
      const result = start({ NODE_ENV: 'production', ALLOW_OUTBOX: '1', PORT: String(port) });
      expect(result.stderr).not.toContain('ALLOW_OUTBOX=1');
      expect(result.stderr).toContain('EADDRINUSE');
    } finally {
      taken.close();
    }
  }, 70_000);
});
