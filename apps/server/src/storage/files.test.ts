import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { AVATAR_MAX_BYTES, IMAGE_COMPRESS_MAX_SIDE, UPLOAD_MAX_BYTES } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { multipart, useTestApp } from '../../test/harness.ts';

const t = useTestApp();
let token: string;

function upload(
  content: Buffer,
  filename: string,
  options: { kind?: string; auth?: boolean; lang?: string } = {},
) {
  const auth = options.auth === false ? {} : { token };
  return t.upload(content, filename, { ...auth, kind: options.kind, lang: options.lang ?? 'en' });
}

const get = (url: string) => t.app.inject({ method: 'GET', url });
/** Rows and files on disk: a refused upload must leave neither. */
const storedCount = async () => {
  const [row] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from stored_files`);
  const dir = join(t.config.dataDir, 'files');
  const onDisk = existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
    : 0;
  return `${row?.n} rows, ${onDisk} files`;
};

/** A noisy photo-like JPEG: noise keeps it from compressing to nothing. */
async function photo(width: number, height: number) {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919) % 251;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

beforeAll(async () => {
  ({ token } = await t.app.services.sessions.start(7, { userAgent: 'test', ip: '127.0.0.1' }));
});

describe('POST /app/file/upload', () => {
  it('stores a picture and a smaller compressed copy, typed by its bytes not its name', async () => {
    const original = await photo(1600, 1200);
    const res = await upload(original, 'holiday.txt');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      name: 'holiday.txt',
      size: original.length,
      mimeType: 'image/jpeg',
      width: 1600,
      height: 1200,
    });
    expect(data.url).toMatch(/^\/files\/file\/\d{6}\/[\w-]+\.jpg$/);
    expect(data.urlCompress).not.toBe(data.url);

    const full = await get(data.url);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.headers['cache-control']).toContain('max-age=31536000');
    expect(full.rawPayload.equals(original)).toBe(true);

    const small = await get(data.urlCompress);
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect(small.rawPayload.length).toBeLessThan(original.length);
    const meta = await sharp(small.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(IMAGE_COMPRESS_MAX_SIDE);

    const [row] = await queryRows<{ owner_id: number; compress_key: string }>(
      t.db,
      sql`select owner_id, compress_key from stored_files order by id desc limit 1`,
    );
    expect(row?.owner_id).toBe(7);
    expect(data.urlCompress).toBe(`/files/${row?.compress_key}`);
  });

  it('stores a non-picture as a file whose compressed url is its own url', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    const res = await upload(pdf, 'contract.pdf');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'contract.pdf',
      mimeType: 'application/pdf',
      width: null,
      height: null,
    });
    expect(res.body.data.urlCompress).toBe(res.body.data.url);
    const served = await get(res.body.data.url);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(pdf)).toBe(true);
  });

  it('serves a page disguised as a picture as a download, never as a page or picture', async () => {
    const page = Buffer.from('<html><script>alert(1)</script></html>');
    const res = await upload(page, '../../evil.png');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'evil.png',
      mimeType: 'application/octet-stream',
      width: null,
    });
    const served = await get(res.body.data.url);
    expect(served.headers['content-type']).toBe('application/octet-stream');
    expect(served.headers['content-disposition']).toBe('attachment');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses 21 MB with 413 and the translated message, storing nothing', async () => {
    const before = await storedCount();
    const res = await upload(Buffer.alloc(21 * 1024 * 1024, 1), 'big.bin');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      success: false,
      code: 413,
      msg: `File too large: at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`,
      data: null,
    });
    const ru = await upload(Buffer.alloc(21 * 1024 * 1024, 1), 'big.bin', { lang: 'ru' });
    expect(ru.body.msg).toBe('Файл слишком большой: не более 20 МБ');
    expect(await storedCount()).toBe(before);
  });

  it('refuses an avatar over 2 MB with 413, storing nothing', async () => {
    const before = await storedCount();
    const res = await upload(Buffer.alloc(AVATAR_MAX_BYTES + 1, 1), 'me.jpg', { kind: 'avatar' });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 413, msg: 'File too large: at most 2 MB' });
    expect(await storedCount()).toBe(before);
  });

  it('accepts a picture as an avatar and refuses a non-picture one', async () => {
    const ok = await upload(await photo(300, 500), 'me.jpg', { kind: 'avatar' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.url).toMatch(/^\/files\/avatar\//);
    expect(ok.body.data.urlCompress).toMatch(/_c\.webp$/);
    const bad = await upload(Buffer.from('not a picture'), 'me.jpg', { kind: 'avatar' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 10023, msg: 'Unsupported file type' });
  });

  it('refuses a guest with 401 and stores nothing', async () => {
    const before = await storedCount();
    const res = await upload(await photo(20, 20), 'a.jpg', { auth: false });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(401);
    expect(await storedCount()).toBe(before);
  });

  it('refuses a body without the file part, or not multipart, with 400 naming file', async () => {
    const { payload, contentType } = multipart(Buffer.from('x'), 'a.txt', 'picture');
    const wrongField = await t.app.inject({
      method: 'POST',
      url: '/app/file/upload',
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${token}`, 'content-language': 'en' },
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().msg).toBe('Invalid value of field file');
    const json = await t.call('POST', '/app/file/upload', { body: { file: 'x' }, token, lang: 'en' });
    expect(json.status).toBe(400);
    expect(json.body.msg).toBe('Invalid value of field file');
    const badKind = await upload(Buffer.from('x'), 'a.txt', { kind: 'poster' });
    expect(badKind.status).toBe(400);
    expect(badKind.body.msg).toContain('kind');
  });
  it('answers a torn or malformed multipart body with 400, never 500, storing nothing', async () => {
    const before = await storedCount();
    const boundary = '----volnaTorn';
    const torn = await t.app.inject({
      method: 'POST',
      url: '/app/file/upload',
      payload: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\n\r\npartial bytes with no end`,
      ),
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${token}`,
      },
    });
    expect(torn.statusCode).toBe(400);
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/app/file/upload',
      payload: 'whatever',
      headers: { 'content-type': 'multipart/form-data', authorization: `Bearer ${token}` },
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(await storedCount()).toBe(before);
  });
});

describe('GET /files/*', () => {
  it('lets only the owner’s browser cache a private upload; an avatar any cache (issue 17)', async () => {
    const picture = await photo(40, 40);
    for (const kind of ['file', undefined]) {
      const { body } = await upload(Buffer.from('%PDF-1.4 receipt'), 'receipt.pdf', { kind });
      for (const url of [body.data.url, body.data.urlCompress]) {
        const cacheControl = String((await get(url)).headers['cache-control']);
        expect(cacheControl, url).toMatch(/^private\b/);
        expect(cacheControl).not.toContain('public');
      }
    }
    const chatPhoto = (await upload(picture, 'p.jpg')).body.data;
    for (const url of [chatPhoto.url, chatPhoto.urlCompress])
      expect(String((await get(url)).headers['cache-control'])).toMatch(/^private\b/);
    const avatar = (await upload(picture, 'me.jpg', { kind: 'avatar' })).body.data;
    for (const url of [avatar.url, avatar.urlCompress])
      expect((await get(url)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 in the envelope for a missing key', async () => {
    const res = await get('/files/file/202611/00000000-0000-0000-0000-000000000000.jpg');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 404 });
  });

  it('serves byte ranges so players can seek, and 416 past the end', async () => {
    const audio = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
    const { body } = await upload(audio, 'voice.mp3');
    const url = body.data.url;
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/1000');
    expect(part.headers['content-type']).toBe('audio/mpeg');
    expect(part.rawPayload.equals(audio.subarray(100, 200))).toBe(true);
    const whole = await get(url);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(Number(whole.headers['content-length'])).toBe(1000);
    const past = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=5000-' } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */1000');
  });

  it('never serves a path outside the store', async () => {
    for (const url of [
      '/files/../../etc/passwd',
      '/files/..%2F..%2Fetc%2Fpasswd',
      '/files/%2e%2e/%2e%2e/etc/passwd',
      '/files//etc/passwd',
      '/files/file/..%5C..%5Cetc%5Cpasswd',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).not.toBe(200);
      expect(res.body, url).not.toContain('root:');
    }
  });
});
