import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// A built web app in miniature: the serving rules are the server's, whatever the bundle holds.
const dist = mkdtempSync(join(tmpdir(), 'volna-dist-'));
mkdirSync(join(dist, 'static'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(dist, 'static/version.json'), JSON.stringify({ versionName: '1.2.6', buildTime: 'x' }));
writeFileSync(join(dist, 'assets/app-abc123.js'), 'console.log(1)');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(() => t.close());

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

  it('answers any page path with index.html (history routing), keeping API 404s as envelopes', async () => {
    const page = await get('/h5/pagesUser/setting/Settings?x=1');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toContain('no-cache');
    const api = await get('/app/no-such-route');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe(404);
  });

  it('redirects the bare root to the app', async () => {
    const root = await get('/');
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/h5/');
  });
});
