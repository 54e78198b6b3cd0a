import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { createS3FileStore, type S3Settings, s3ClientFor } from './s3-file-store.ts';

// s3rver is a local S3 look-alike (speaks the S3 REST protocol over HTTP): the real SDK talks to it offline.
let server: S3rver;
let directory: string;
let settings: S3Settings;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'volna-s3-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true });
  const { port } = await server.run();
  settings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: 'volna-test',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  await s3ClientFor(settings).send(new CreateBucketCommand({ Bucket: settings.bucket }));
});
afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('S3 file store', () => {
  it('puts and reads back an object, and answers undefined for a missing key', async () => {
    const store = createS3FileStore(settings);
    await store.put('file/202611/a.txt', Buffer.from('привет'), 'text/plain');
    const body = await store.read('file/202611/a.txt');
    expect(body && (await text(body))).toBe('привет');
    expect(await store.read('file/202611/missing.txt')).toBeUndefined();
    expect(await store.size('file/202611/a.txt')).toBe(Buffer.byteLength('привет'));
    expect(await store.size('file/202611/missing.txt')).toBeUndefined();
    const part = await store.read('file/202611/a.txt', { start: 0, end: 1 });
    expect(part && (await text(part))).toBe('п');
  });

  it('answers urls under the public url when one is given, else under /files/', () => {
    expect(
      createS3FileStore({ ...settings, publicUrl: 'https://cdn.example.com/media/' }).url('a/b.jpg'),
    ).toBe('https://cdn.example.com/media/a/b.jpg');
    expect(createS3FileStore(settings).url('a/b.jpg')).toBe('/files/a/b.jpg');
  });

  describe('behind the app (S3_* set)', () => {
    const t = useTestApp(() => ({
      S3_BUCKET: settings.bucket,
      S3_ENDPOINT: settings.endpoint ?? '',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    }));

    it('uploads a picture and its compressed copy to the bucket and serves both', async () => {
      const { token } = await t.app.services.sessions.start(5, { userAgent: 't', ip: '127.0.0.1' });
      const picture = await sharp({
        create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 120, b: 200 } },
      })
        .png()
        .toBuffer();
      const res = await t.upload(picture, 'sea.png', { token, type: 'image/png' });
      expect(res.status).toBe(200);
      const data = res.body.data;
      expect(data.mimeType).toBe('image/png');

      const inBucket = await createS3FileStore(settings).read(data.url.replace('/files/', ''));
      expect(inBucket).toBeDefined();
      const full = await t.app.inject({ method: 'GET', url: data.url });
      expect(full.statusCode).toBe(200);
      expect(full.rawPayload.equals(picture)).toBe(true);
      const small = await t.app.inject({ method: 'GET', url: data.urlCompress });
      expect(small.headers['content-type']).toBe('image/webp');
      expect((await sharp(small.rawPayload).metadata()).width).toBe(480);
    });
  });
});
