import { createECDH, type ECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushPayload } from '@volna/contracts';
import { decrypt } from 'http_ece';
import { importJWK, jwtVerify } from 'jose';

/** One request the fake push service received. */
export type ReceivedPush = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/**
 * A push service on loopback, as a browser vendor runs one: it takes the encrypted POST, answers 201 (or what the
 * test sets for a path, 410 for a forgotten subscription) and keeps what came.
 */
export async function startFakePushService() {
  const received: ReceivedPush[] = [];
  const statusOf = new Map<string, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = statusOf.get(path) ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    /** Requests to one device's endpoint path. */
    to: (path: string) => received.filter((r) => r.path === path),
    answer: (path: string, status: number) => statusOf.set(path, status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: its P-256 key pair and auth secret, made here, never sent anywhere else. */
export function browserKeys(): { ecdh: ECDH; p256dh: string; auth: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    ecdh,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

/** What the browser would show: the payload decrypted with the subscription's own keys. */
export function decryptPush(push: ReceivedPush, keys: { ecdh: ECDH; auth: string }): PushPayload {
  const plain = decrypt(push.body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth });
  return JSON.parse(plain.toString('utf8')) as PushPayload;
}

/** The VAPID header checks out: signed by the server's public key, for the push service's own origin. */
export async function verifyVapid(push: ReceivedPush, publicKey: string, audience: string) {
  const header = String(push.headers.authorization ?? '');
  const match = /^vapid t=([^,]+), k=(\S+)$/.exec(header);
  if (!match) throw new Error(`no VAPID header: ${header}`);
  const [, token, key] = match;
  if (key !== publicKey) throw new Error('the VAPID key is not the server’s');
  const raw = Buffer.from(publicKey, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: raw.subarray(1, 33).toString('base64url'),
    y: raw.subarray(33, 65).toString('base64url'),
  };
  const { payload } = await jwtVerify(token!, await importJWK(jwk, 'ES256'), { audience });
  return payload;
}
