import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir, launchBrowser, type RunningServer, sharedServer } from './harness.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// pagesTool/circleAvatar: a picked photo is framed under a round mask, turned, cropped in the browser and uploaded;
// an unreadable picture says "Crop failed" and changes nothing.

const PASSWORD = 'avatar-crop-e2e-pass';
const POLL = { timeout: 10_000 };

let server: RunningServer;
let browser: Browser;
let world: TestWorld;
let olga: Session;
let page: Page;

/** 400×200: the left half red, the right half blue, so a quarter turn is visible in the crop. */
const halvesPng = () =>
  sharp({ create: { width: 400, height: 200, channels: 3, background: { r: 230, g: 20, b: 20 } } })
    .composite([
      {
        input: { create: { width: 200, height: 200, channels: 3, background: { r: 20, g: 20, b: 230 } } },
        left: 200,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

const pixelAt = async (picture: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(picture).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at] ?? 0, g: data[at + 1] ?? 0, b: data[at + 2] ?? 0 };
};

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  world = testWorld(server, browser, { password: PASSWORD });
  olga = await world.signUp('olga.crop@example.com', 'olga');
  page = await world.phoneOf(olga, 'en');
});

afterAll(async () => {
  await page?.screenshot({ path: `${artifactsDir}/avatar-crop.png` }).catch(() => undefined);
  await browser?.close();
});

describe('the circle avatar crop (375×667)', () => {
  it('says "Crop failed" for a file that is not a readable picture, and keeps the old avatar', async () => {
    await world.openInApp(page, '/pagesUser/posted/EditProfile');
    await page.locator('input[name=firstName]').waitFor(POLL);
    await page.locator('input[name=avatar]').setInputFiles({
      name: 'broken.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is not a picture at all'),
    });
    await page.getByText('Crop failed', { exact: true }).waitFor(POLL);
    expect(await page.getByTestId('avatar-crop').count()).toBe(0);
    expect(await page.locator('form button[type=submit]').isVisible()).toBe(true);
  });

  it('crops a turned photo to a square, shows it round and uploads it with its compressed copy', async () => {
    await page.locator('input[name=avatar]').setInputFiles({
      name: 'halves.png',
      mimeType: 'image/png',
      buffer: await halvesPng(),
    });
    const cropper = page.getByTestId('avatar-crop');
    await cropper.waitFor(POLL);
    // The sheet slides up to fill the screen before it is used.
    await expect.poll(async () => (await cropper.boundingBox())?.y, POLL).toBe(0);
    // The frame is round, and the zoom slider moves the picture under it.
    await cropper.locator('.reactEasyCrop_CropAreaRound').waitFor();
    const picture = cropper.locator('img.reactEasyCrop_Image');
    const before = await picture.evaluate((img) => getComputedStyle(img).transform);
    const zoom = await cropper.locator('.adm-slider').first().boundingBox();
    if (!zoom) throw new Error('no zoom slider');
    await page.mouse.click(zoom.x + zoom.width * 0.75, zoom.y + zoom.height / 2);
    await expect.poll(() => picture.evaluate((img) => getComputedStyle(img).transform)).not.toBe(before);
    // Dragged back to the far left: no zoom again.
    const thumb = await cropper.locator('.adm-slider-thumb').first().boundingBox();
    if (!thumb) throw new Error('no zoom thumb');
    await page.mouse.move(thumb.x + thumb.width / 2, thumb.y + thumb.height / 2);
    await page.mouse.down();
    await page.mouse.move(zoom.x - 40, thumb.y + thumb.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => picture.evaluate((img) => getComputedStyle(img).transform)).toBe(before);
    // A quarter turn clockwise brings the red half to the top.
    await cropper.getByRole('button', { name: 'Turn 90°' }).click();
    await cropper.getByRole('button', { name: 'Done' }).click();
    await cropper.waitFor({ state: 'hidden', ...POLL });

    const preview = page.locator('[aria-label="Avatar"] img');
    await expect.poll(() => preview.getAttribute('src'), POLL).toMatch(/^blob:/);
    const shape = await preview.evaluate((img: HTMLImageElement) => ({
      width: img.naturalWidth,
      height: img.naturalHeight,
      radius: getComputedStyle(img.parentElement as HTMLElement).borderRadius,
    }));
    expect(shape.width).toBe(shape.height);
    expect(shape.width).toBeGreaterThan(100);
    expect(shape.radius).toBe('50%');

    await page.locator('form button[type=submit]').click();
    await page.waitForURL('**/pagesUser/posted/Posted', POLL);
    const me = await world.call<{ avatar: string; avatarCompress: string }>(
      'GET',
      '/app/user/info',
      undefined,
      olga,
    );
    expect(me.avatarCompress).not.toBe(me.avatar);
    const stored = Buffer.from(await (await fetch(new URL(me.avatar, server.baseUrl))).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(meta.height);
    const side = meta.width ?? 0;
    const top = await pixelAt(stored, side / 2, Math.round(side * 0.1));
    const bottom = await pixelAt(stored, side / 2, Math.round(side * 0.9));
    expect(top.r).toBeGreaterThan(150);
    expect(top.b).toBeLessThan(100);
    expect(bottom.b).toBeGreaterThan(150);
    expect(bottom.r).toBeLessThan(100);
    const compressed = await fetch(new URL(me.avatarCompress, server.baseUrl));
    expect(compressed.ok).toBe(true);
    // The personal page shows the new avatar in its round frame.
    const shown = page.locator('[data-testid=profile] img');
    await expect.poll(() => shown.getAttribute('src'), POLL).toMatch(/\/files\//);
    expect(world.errorsOf(page)).toEqual([]);
  });
});
