// http_ece (the encryption web-push uses, so in the production tree anyway) has no types; the tests decrypt pushes
// with it, as a browser would.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string },
  ): Buffer;
}
