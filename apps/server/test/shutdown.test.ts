import { type ChildProcess, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SocketCloseCode } from '@volna/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSocket } from '../src/realtime/socket.test-kit.ts';

// The real process: SIGTERM drains (its open socket closes with 1012, the request in flight finishes), closes the
// database and exits 0 within 10 s.
const root = resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'volna-shutdown-'));
let server: ChildProcess;
let port: number;
let exited: Promise<number | null>;

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

const api = async (path: string, body?: unknown) => {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.json() as Promise<any>;
};

beforeAll(async () => {
  port = await freePort();
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    stdio: 'ignore',
  });
  exited = new Promise((done) => server.on('exit', (code) => done(code)));
  // Polled until it answers: a first start (initdb and every migration) took 41 s on the shared 2-core machine.
  for (const deadline = Date.now() + 115_000; Date.now() < deadline; ) {
    if (
      await api('/health').then(
        (b) => b.data?.status === 'ok',
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}, 120_000);

afterAll(() => {
  server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('graceful shutdown', () => {
  it('closes its socket with 1012 and finishes an upload in flight after SIGTERM, then exits 0 within 10 s', async () => {
    // A number of its own: with DATABASE_URL the server runs on that database as given, which other runs may share.
    const phone = `916${String(randomInt(10_000_000)).padStart(7, '0')}`;
    await api('/app/sms/send', { phone, areaCode: '+7' });
    const code = (await api(`/dev/outbox?to=%2B7${phone}`)).data[0].code;
    const login = await api('/app/userPhoneRegister', {
      phone,
      areaCode: '+7',
      code,
      password: 'shutdown-pass-1',
      confirmPassword: 'shutdown-pass-1',
      agreeTerms: true,
    });
    const token = login.data.token as string;
    const socket = await openSocket(`ws://127.0.0.1:${port}/ws?token=${login.data.rongToken}`);
    expect((await socket.next()).type).toBe('ready');
    let signalledAt = 0;

    const boundary = 'volnaboundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="notes.txt"\r\nContent-Type: text/plain\r\n\r\n`;
    const half = Buffer.alloc(512 * 1024, 'a');
    const tail = `\r\n--${boundary}--\r\n`;
    const length = Buffer.byteLength(head) + half.length * 2 + Buffer.byteLength(tail);

    const response = new Promise<{ status: number; body: any }>((done, failed) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/app/file/upload',
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': length,
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => done({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
        },
      );
      req.on('error', failed);
      req.write(head);
      req.write(half);
      // The request is in flight: the server is told to stop before the rest of the body arrives.
      setTimeout(() => {
        signalledAt = Date.now();
        server.kill('SIGTERM');
        setTimeout(() => {
          req.write(half);
          req.end(tail);
        }, 500);
      }, 300);
    });

    const { status, body } = await response;
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.size).toBe(half.length * 2);
    expect((await socket.closed).code).toBe(SocketCloseCode.serviceRestart);
    expect(await exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
  }, 60_000);
});
