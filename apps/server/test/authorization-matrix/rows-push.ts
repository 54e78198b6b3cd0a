import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { open, type Row, ownRow } from './matrix.ts';

// Web Push (issue 35): the public key is public; a subscription and the notification settings are the caller's own.

function subscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

export const pushRows: Row[] = [
  {
    method: 'GET',
    path: '/app/push/publicKey',
    request: () => ({ url: '/app/push/publicKey' }),
    expect: open(),
  },
  ownRow('POST', '/app/push/subscription', () => ({ body: subscription() })),
  ownRow('DELETE', '/app/push/subscription', () => ({ query: { endpoint: subscription().endpoint } })),
  ownRow('GET', '/app/push/settings'),
  ownRow('PUT', '/app/push/settings', () => ({ body: { hidePreview: true } })),
];
