import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../test/harness.ts';

// A built web app in miniature: the serving rules are the server's, whatever the bundle holds.
const dist = mkdtempSync(join(tmpdir(), 'volna-dist-'));
mkdirSync(join(dist, 'static'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(dist, 'static/version.json'), JSON.stringify({ versionName: '1.2.6', buildTime: 'x' }));
writeFileSync(join(dist, 'assets/app-abc123.js'), 'console.log(1)');
// What the build's compression plugin writes beside each file.
for (const file of ['index.html', 'assets/app-abc123.js']) {
  const body = Buffer.from(file === 'index.html' ? '<!doctype html><div id="root"></div>' : 'console.log(1)');
  writeFileSync(join(dist, `${file}.br`), brotliCompressSync(body));
  writeFileSync(join(dist, `${file}.gz`), gzipSync(body));
}

const t = useTestApp({ WEB_DIST_DIR: dist });

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('serving the web app at /h5/', () => {
  it('sends static/version.json and index.html never cached', async () => {
    const version = await get('/h5/static/version.json');
    expect(version.statusCode).toBe(200);
    expect(version.json()).toEqual({ versionName: '1.2.6', buildTime: 'x' });
    expect(version.headers['cache-control']).toContain('no-cache');
    const index = await get('/h5/');
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toContain('no-cache');
  });

  it('caches hashed assets for good', async () => {
    const asset = await get('/h5/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('sends the precompressed brotli or gzip file the browser accepts, with Vary (issue 19)', async () => {
    for (const url of ['/h5/assets/app-abc123.js', '/h5/pagesUser/setting/Settings']) {
      const expected = url.endsWith('.js') ? 'console.log(1)' : '<!doctype html><div id="root"></div>';
      const br = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers.vary, url).toContain('accept-encoding');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(expected);
      const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(expected);
      const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body).toBe(expected);
    }
  });

  it('answers any page path with index.html (history routing), keeping API 404s as envelopes', async () => {
    const page = await get('/h5/pagesUser/setting/Settings?x=1');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toContain('no-cache');
    const api = await get('/app/no-such-route');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe(404);
  });

  it('sends a Content-Security-Policy, frame-ancestors none, Referrer-Policy and nosniff with every page and asset (issue 17)', async () => {
    for (const url of [
      '/h5/',
      '/h5/pagesUser/setting/Settings',
      '/h5/assets/app-abc123.js',
      '/h5/static/version.json',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { host: 'volna.example:8443' } });
      expect(response.statusCode, url).toBe(200);
      const csp = String(response.headers['content-security-policy']);
      const directives = Object.fromEntries(
        csp.split(';').map((d) => {
          const [name, ...values] = d.trim().split(/\s+/);
          return [name, values.join(' ')];
        }),
      );
      expect(directives['frame-ancestors'], url).toBe("'none'");
      expect(directives['script-src']).toBe("'self'");
      expect(directives['object-src']).toBe("'none'");
      expect(directives['connect-src']).toBe("'self' ws://volna.example:8443 wss://volna.example:8443");
      expect(directives['img-src']).toBe("'self' data: blob:");
      expect(directives['media-src']).toBe("'self' data: blob:");
      expect(directives['frame-src']).toBe("'self' blob:");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    // A Host header that is not a plain host:port stays out of the policy.
    const odd = await t.app.inject({
      method: 'GET',
      url: '/h5/',
      headers: { host: "x; script-src 'unsafe-inline'" },
    });
    const oddPolicy = String(odd.headers['content-security-policy']);
    expect(oddPolicy.endsWith("connect-src 'self'")).toBe(true);
    expect(oddPolicy.match(/script-src/g)).toHaveLength(1);
    // The APIs keep their own headers.
    expect((await get('/app/no-such-route')).headers['content-security-policy']).toBeUndefined();
    expect((await get('/admin/api/no-such-route')).headers['content-security-policy']).toBeUndefined();
  });

  it('lets an S3 public address serve pictures, media and downloads to the pages', async () => {
    const s3 = await createTestApp({
      WEB_DIST_DIR: dist,
      S3_BUCKET: 'volna',
      S3_PUBLIC_URL: 'https://cdn.example.com/volna',
      S3_ENDPOINT: 'http://127.0.0.1:9',
    });
    try {
      const csp = String(
        (await s3.app.inject({ method: 'GET', url: '/h5/' })).headers['content-security-policy'],
      );
      expect(csp).toContain("img-src 'self' data: blob: https://cdn.example.com;");
      expect(csp).toContain("media-src 'self' data: blob: https://cdn.example.com;");
      expect(csp).toMatch(/connect-src 'self'.* https:\/\/cdn\.example\.com$/);
    } finally {
      await s3.close();
    }
  });

  it('redirects the bare root to the app', async () => {
    const root = await get('/');
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/h5/');
  });
});

// The staff console in miniature, beside the H5 app: same fallback, but its API paths stay the API's.
const adminDist = mkdtempSync(join(tmpdir(), 'volna-admin-dist-'));
mkdirSync(join(adminDist, 'assets'));
writeFileSync(join(adminDist, 'index.html'), '<!doctype html><div id="admin-root"></div>');
writeFileSync(join(adminDist, 'assets/admin-abc123.js'), 'console.log(2)');

describe('serving the staff console at /admin/', () => {
  const admin = useTestApp({ WEB_DIST_DIR: dist, ADMIN_DIST_DIR: adminDist });
  const fetch = (url: string, headers: Record<string, string> = {}) =>
    admin.app.inject({ method: 'GET', url, headers });

  it('answers /admin/ and a deep link with the console, never cached, with the page headers', async () => {
    for (const url of ['/admin/', '/admin/users', '/admin/wallet/topups?page=2']) {
      const page = await fetch(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<div id="admin-root">');
      expect(page.headers['cache-control'], url).toContain('no-cache');
      expect(page.headers['x-frame-options'], url).toBe('DENY');
    }
    expect((await fetch('/admin')).headers.location).toBe('/admin/');
    const asset = await fetch('/admin/assets/admin-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    // The H5 app keeps its own index.
    expect((await fetch('/h5/anything')).body).toContain('<div id="root">');
  });

  it('keeps /admin/api/* the API: an unknown path is an envelope 404 and a real route still answers', async () => {
    const missing = await fetch('/admin/api/no-such-route');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe(404);
    expect(missing.body).not.toContain('admin-root');
    const guarded = await fetch('/admin/api/topup/list');
    expect(guarded.statusCode).toBe(401);
    expect(guarded.json().code).toBe(401);
  });
});
