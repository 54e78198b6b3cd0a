import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PRERENDER_OBJECT_NAME } from '@volna/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { historyOf, sendText } from '../chat/chat.test-support.ts';
import { signUp } from '../users/users.test-support.ts';
import { isPublicAddress, previewPage } from './page-preview.ts';

// Issue 32: a link to another site gets a preview card (OL:Prerender) read from the page, and a sent link can never
// make the server read this machine or its network. The "site" is a local HTTP server.

const PAGE = `<!doctype html><html><head><title>Fallback title</title>
<meta property="og:title" content="Bikes &amp; more &#8212; spring sale">
<meta content='Road and city bikes, 20 % off' name="description">
<meta property="og:site_name" content="Bike Shop">
</head><body>${'x'.repeat(2_000)}</body></html>`;

let site: Server;
let base: string;
const requests: string[] = [];

beforeAll(async () => {
  site = createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.url === '/page')
      return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    if (req.url === '/moved') return res.writeHead(302, { location: '/page' }).end();
    if (req.url === '/image') return res.writeHead(200, { 'content-type': 'image/png' }).end('png');
    if (req.url === '/huge') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<title>Huge</title>');
      return res.end('y'.repeat(2 * 1024 * 1024));
    }
    if (req.url === '/slow') return; // never answers
    res.writeHead(404).end();
  });
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(async () => {
  site.closeAllConnections();
  await new Promise((done) => site.close(done));
});

describe('which addresses a preview may reach', () => {
  it('only public unicast ones', () => {
    for (const inside of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.1',
      '172.16.5.4',
      '169.254.169.254',
      '100.64.0.1',
    ])
      expect(isPublicAddress(inside), inside).toBe(false);
    for (const inside of ['::1', '::', 'fe80::1', 'fc00::1', '::ffff:127.0.0.1', '0.0.0.0', 'not an address'])
      expect(isPublicAddress(inside), inside).toBe(false);
    for (const outside of ['8.8.8.8', '93.184.216.34', '2001:4860:4860::8888'])
      expect(isPublicAddress(outside), outside).toBe(true);
  });
});

describe("a page's preview", () => {
  const open = { allowPrivate: true };

  it('reads the title, description and site name, entities decoded, following a redirect', async () => {
    const card = await previewPage(new URL(`${base}/moved`), open);
    expect(card).toEqual({
      url: `${base}/moved`,
      title: 'Bikes & more — spring sale',
      description: 'Road and city bikes, 20 % off',
      image: '',
      siteName: 'Bike Shop',
    });
  });

  it('gives none for what is not a page, a missing page, a slow one, or another scheme', async () => {
    expect(await previewPage(new URL(`${base}/image`), open)).toBeNull();
    expect(await previewPage(new URL(`${base}/nothing`), open)).toBeNull();
    const started = Date.now();
    expect(await previewPage(new URL(`${base}/slow`), { ...open, timeoutMs: 300 })).toBeNull();
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await previewPage(new URL('ftp://example.com/page'), open)).toBeNull();
  });

  it('reads no more of a page than its limit', async () => {
    const card = await previewPage(new URL(`${base}/huge`), { ...open, maxBytes: 64 * 1024 });
    expect(card?.title).toBe('Huge');
  });

  it('never connects to this machine unless told to: by name, by address, or through a redirect', async () => {
    requests.length = 0;
    const closed = { allowPrivate: false };
    expect(await previewPage(new URL(`${base}/page`), closed)).toBeNull();
    expect(await previewPage(new URL(`${base.replace('127.0.0.1', 'localhost')}/page`), closed)).toBeNull();
    expect(
      await previewPage(new URL(`${base.replace('127.0.0.1', '[::ffff:127.0.0.1]')}/page`), closed),
    ).toBeNull();
    expect(requests).toEqual([]);
  });
});

describe('a link sent in a chat', () => {
  const t = useTestApp({ LINK_PREVIEW_FETCH: '1', LINK_PREVIEW_ALLOW_PRIVATE: '1' });

  it("gets the page's preview card after the text, from the sender, naming the text", async () => {
    const [me, peer] = [await signUp(t), await signUp(t)];
    const text = await sendText(t, me.token, peer.id, `have a look: ${base}/page`);
    const previews = async () =>
      (await historyOf(t, peer.token, { targetId: me.id })).filter(
        (m) => m.objectName === PRERENDER_OBJECT_NAME,
      );
    await expect.poll(async () => (await previews()).length, { timeout: 5_000 }).toBe(1);
    expect((await previews())[0]).toMatchObject({
      senderUserId: me.id,
      content: {
        url: `${base}/page`,
        title: 'Bikes & more — spring sale',
        siteName: 'Bike Shop',
        msgUid: text.msgUid,
      },
    });
  });
});
